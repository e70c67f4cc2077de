// The attack budget: a visitor's p99 on cached pages while each cheap hostile request of the
// security review runs beside it, against that p99 with no attack (target: within 2x). The
// attackers run in their own process (bench/attacker.js), as they would on another machine, so their
// work never slows the measuring client. The same attacks are asserted harmless in
// tests/reliability/attack-budget.test.ts; this prints figures.
// `npm run bench` runs it; `npm run bench -- --no-http --attack-budget [--short]` alone.
import net from 'node:net'
import { numberOf } from './args.js'
import { startAttacker } from './attacker-process.js'
import { ATTACKS } from './attacks.js'
import { startServer } from './start-server.js'

const PAGES = ['/about', '/services', '/company', '/team']

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

export async function main(argv = process.argv) {
  const short = argv.includes('--short')
  const port = numberOf(argv, 'port', 3200) + 5
  const rounds = short ? 200 : 2_000
  const server = await startServer({ port })
  const rows = []
  const measured = () => readerP99(server.base, rounds)
  const row = (attack, quiet, figures, sent = 0) => ({
    attack,
    'attack requests': sent,
    'quiet p99 (ms)': Number(quiet.p99.toFixed(2)),
    'reader p99 (ms)': Number(figures.p99.toFixed(2)),
    'x quiet p99': Number((figures.p99 / quiet.p99).toFixed(2)),
    'cache hits': `${Math.round(figures.hitShare * 100)} %`,
  })
  try {
    for (const page of PAGES) await fetch(`${server.base}${page}`)
    // The quiet p99 is measured just before each attack: load on the machine drifts during a run.
    for (const name of Object.keys(ATTACKS)) {
      const quiet = await measured()
      const attacker = await startAttacker(server.base, name)
      const figures = await measured()
      rows.push(row(name, quiet, figures, (await attacker.stop()).sent))
    }
    const quiet = await measured()
    const held = Array.from({ length: 8 }, () => dribble(port))
    rows.push(row('8 slow bodies held', quiet, await measured()))
    for (const socket of held) socket.destroy()
  } finally {
    await server.stop()
  }
  console.log(`\nAttack budget: a visitor's p99 on cached pages during each attack (target: at most 2x the quiet p99):`)
  console.table(rows)
  return rows
}

/** A POST whose body arrives a byte a second: it holds a connection until destroyed. */
export function dribble(port, path = '/admin/media/upload') {
  const socket = net.connect(port, '127.0.0.1', () =>
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 300000\r\n\r\n`,
    ),
  )
  const timer = setInterval(() => socket.writable && socket.write('a'), 1_000)
  socket.on('error', () => {})
  socket.on('close', () => clearInterval(timer))
  return socket
}
