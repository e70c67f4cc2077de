// The attack budget: a visitor's p99 on cached pages while each cheap hostile request of the
// security review runs beside it, against that p99 with no attack (target: within 2x). The same
// attacks are asserted harmless in tests/reliability/attack-budget.test.ts; this prints figures.
// `npm run bench` runs it; `npm run bench -- --no-http --attack-budget [--short]` alone.
import http from 'node:http'
import net from 'node:net'
import { startServer } from './start-server.js'

const PAGES = ['/about', '/services', '/company', '/team']
const form = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** One request with any path (dot segments kept) and body; resolves with the status. */
function send(base, { method = 'GET', path, headers = {}, body }) {
  const url = new URL(base)
  return new Promise((resolve) => {
    const request = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode))
    })
    request.on('error', () => resolve(0))
    request.end(body)
  })
}

const ATTACKS = {
  'many short fields (64 KB)': (base, n) =>
    send(base, {
      method: 'POST',
      path: ['/get-started', '/?index', '/login'][n % 3],
      headers: form,
      body: `form-name=contact&${'a&'.repeat(32_000)}`,
    }),
  'path tricks (256 KB)': (base, n) =>
    send(base, {
      method: 'POST',
      path: ['/admin/../get-started', '/x/../admin/blog/edit/1'][n % 2],
      headers: form,
      body: Buffer.alloc(256 * 1024, 97),
    }),
  'purge attempts': (base, n) =>
    send(base, { method: 'POST', path: ['/admin/x', '/adminx', '/administrator'][n % 3], headers: form, body: 'a=1' }),
  'unknown addresses': (base, n) => send(base, { path: `/junk-${process.pid}-${n}` }),
}

async function readerP99(base, rounds) {
  const times = []
  let hits = 0
  for (let i = 0; i < rounds; i++) {
    const started = performance.now()
    const response = await fetch(`${base}${PAGES[i % PAGES.length]}`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
    if (response.headers.get('x-page-cache') === 'HIT') hits++
  }
  times.sort((a, b) => a - b)
  return { p99: times[Math.floor(times.length * 0.99)], hitShare: hits / rounds }
}

async function underAttack(base, rounds, attack) {
  let running = true
  let sent = 0
  const attackers = Array.from({ length: 2 }, async () => {
    while (running) await attack(base, sent++)
  })
  const read = await readerP99(base, rounds)
  running = false
  await Promise.all(attackers)
  return { ...read, sent }
}

export async function main(argv = process.argv) {
  const short = argv.includes('--short')
  const port = Number(argv[argv.indexOf('--port') + 1]) + 5 || 3205
  const rounds = short ? 200 : 2_000
  const server = await startServer({ port })
  const rows = []
  try {
    for (const page of PAGES) await fetch(`${server.base}${page}`)
    // The quiet p99 is measured just before each attack: load on the machine drifts during a run.
    const row = (attack, quiet, figures) => ({
      attack,
      'attack requests': figures.sent ?? 0,
      'quiet p99 (ms)': Number(quiet.p99.toFixed(2)),
      'reader p99 (ms)': Number(figures.p99.toFixed(2)),
      'x quiet p99': Number((figures.p99 / quiet.p99).toFixed(2)),
      'cache hits': `${Math.round(figures.hitShare * 100)} %`,
    })
    for (const [name, attack] of Object.entries(ATTACKS)) {
      const quiet = await readerP99(server.base, rounds)
      rows.push(row(name, quiet, await underAttack(server.base, rounds, attack)))
    }
    const quiet = await readerP99(server.base, rounds)
    const held = Array.from({ length: 8 }, () => dribble(port))
    rows.push(row('8 slow bodies held', quiet, await readerP99(server.base, rounds)))
    for (const socket of held) socket.destroy()
  } finally {
    await server.stop()
  }
  console.log(`\nAttack budget: a visitor's p99 on cached pages during each attack (target: at most 2x the quiet p99):`)
  console.table(rows)
  return rows
}

function dribble(port) {
  const socket = net.connect(port, '127.0.0.1', () =>
    socket.write(
      'POST /admin/media/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 300000\r\n\r\n',
    ),
  )
  const timer = setInterval(() => socket.writable && socket.write('a'), 1_000)
  socket.on('error', () => {})
  socket.on('close', () => clearInterval(timer))
  return socket
}
