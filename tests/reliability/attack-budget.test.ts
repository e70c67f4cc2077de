// The attack budget: each cheap hostile request of the security review, run against the production
// server while a second client reads cached pages and an admin saves a post and uploads a file.
// Asserted: no 5xx, no lost save, no purge caused by the attack (every sampled page stays a cache
// HIT until the admin's own save). Printed: the second client's p99 during each attack beside its
// p99 without one (the target is within 2x; no timing is asserted here, the bench prints it too).
import crypto from 'node:crypto'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FULL, report } from './figures'
import { rawRequest } from './raw'
import { ADMIN, removeDataDirs, startServer, type RunningServer } from './server'
import { adminCsrf, Visitor } from './visitor'

const ROUNDS = FULL ? 2_000 : 200 // cached-page reads per measurement
const CACHED = ['/about', '/services', '/company', '/team']
let server: RunningServer
let admin: Visitor
let csrf = ''

beforeAll(async () => {
  server = await startServer({ env: { ENQUIRY_RATE_LIMIT: '100000/10m' } })
  admin = new Visitor(server.url)
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(302)
  csrf = adminCsrf((await admin.get('/admin/blog/new')).body)
  for (const path of CACHED) await fetch(`${server.url}${path}`)
})
afterAll(async () => {
  await server?.stop()
  removeDataDirs()
})

/** The second client: cached pages one after another; each must be a 200 HIT (no purge). */
async function readCachedPages() {
  const times: number[] = []
  const misses: string[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const path = CACHED[i % CACHED.length]
    const started = performance.now()
    const response = await fetch(`${server.url}${path}`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
    expect(response.status).toBe(200)
    if (response.headers.get('x-page-cache') !== 'HIT') misses.push(path)
  }
  times.sort((a, b) => a - b)
  return { p99: times[Math.floor(times.length * 0.99)], misses }
}

/** Runs `attack` until the reader is done; returns the reader's p99 and every attack status seen. */
async function during(name: string, attack: () => Promise<number>) {
  // The quiet p99 is taken just before each attack: the process warms up and the machine's load
  // drifts, so a single baseline from the start compares unlike moments.
  const quiet = (await readCachedPages()).p99
  const statuses: number[] = []
  let reading = true
  const attackers = Array.from({ length: 2 }, async () => {
    while (reading) statuses.push(await attack())
  })
  const read = await readCachedPages()
  reading = false
  await Promise.all(attackers)
  report('attack-budget', {
    attack: name,
    requests: statuses.length,
    'p99 ms': read.p99.toFixed(1),
    'quiet p99 ms': quiet.toFixed(1),
    'x quiet': (read.p99 / quiet).toFixed(2),
  })
  expect(read.misses, `${name}: pages purged or not served from the cache`).toEqual([])
  expect(statuses.filter((status) => status >= 500)).toEqual([])
  return statuses
}

/** The admin's post, saved after each attack: it must be stored and shown. */
async function adminSaves(label: string) {
  const slug = `budget-${label}-${crypto.randomBytes(3).toString('hex')}`
  const reply = await admin.post('/admin/blog/new', {
    csrf,
    intent: 'save',
    title: `Budget ${label}`,
    slug,
    status: 'published',
    content: 'Saved.',
  })
  expect(reply.status).toBe(302)
  expect((await fetch(`${server.url}/blog/${slug}`)).status).toBe(200)
  for (const path of CACHED) await fetch(`${server.url}${path}`) // warm again after the save's purge
}

const form = { 'Content-Type': 'application/x-www-form-urlencoded' }

describe('each attack leaves cached pages fast, saves whole and the cache unpurged', () => {
  it('many short fields (conform joined them in quadratic time)', async () => {
    const body = `form-name=contact&${'a&'.repeat(32_000)}`
    const paths = ['/get-started', '/?index', '/login']
    let n = 0
    const statuses = await during('64 KB of empty fields', async () => {
      const reply = await rawRequest(server.url, { method: 'POST', path: paths[n++ % 3], headers: form, body })
      return reply.status
    })
    expect(new Set(statuses)).toEqual(new Set([413]))
    await adminSaves('fields')
  })

  it('dot segments, escapes and case to reach a staff limit or dodge a purge', async () => {
    const targets = ['/admin/../get-started', '/x/../admin/blog/edit/1', '/%61dmin/media/upload', '//admin//media/upload']
    let n = 0
    const statuses = await during('path tricks', async () => {
      const path = targets[n++ % targets.length]
      const reply = await rawRequest(server.url, { method: 'POST', path, headers: form, body: Buffer.alloc(256 * 1024, 'a') })
      return reply.status
    })
    expect(new Set(statuses)).toEqual(new Set([308]))
    await adminSaves('paths')
  })

  it('anonymous POSTs to the staff area, to empty the cache', async () => {
    const targets = ['/admin/x', '/adminx', '/administrator', '/admin/blog/new', '/admin/clients', '/ADMIN/media']
    let n = 0
    const statuses = await during('purge attempts', async () => {
      const reply = await rawRequest(server.url, { method: 'POST', path: targets[n++ % targets.length], headers: form, body: 'name=x' })
      return reply.status
    })
    expect(statuses.every((status) => status < 500)).toBe(true)
    // Remix's 405 for a page that takes no form is the visitor's mistake: no stack trace per request.
    expect(server.output()).not.toContain('did not provide an `action`')
    await adminSaves('purges')
  })

  it('slow anonymous bodies holding upload slots while an admin uploads', async () => {
    const sockets = Array.from({ length: 8 }, () => dribbleBody('/admin/media/upload'))
    await during('slow bodies', () => new Promise((resolve) => setTimeout(() => resolve(0), 50)))
    // Still held: the admin's upload gets its own slot, and its answer as JSON.
    const body = new FormData()
    body.set('csrf', csrf)
    body.set('file', new File([Buffer.alloc(200 * 1024, 0x20)], `budget-${Date.now()}.txt`, { type: 'text/plain' }))
    const reply = await admin.send('/admin/media/upload', {
      method: 'POST',
      body,
      headers: { Origin: server.url, Accept: 'application/json' },
    })
    expect(reply.status, reply.body).toBe(200)
    expect(JSON.parse(reply.body)).toMatchObject({ ok: true })
    for (const socket of sockets) socket.destroy()
    await adminSaves('slow')
  })

  it('distinct unknown addresses, each rendered once', async () => {
    const run = crypto.randomBytes(3).toString('hex')
    let n = 0
    const started = Date.now()
    const statuses = await during('junk URLs', async () => (await fetch(`${server.url}/junk-${run}-${n++}`)).status)
    expect(new Set(statuses)).toEqual(new Set([404]))
    const ms = Date.now() - started
    report('attack-budget', { 'unknown addresses': n, 'ms each': (ms / n).toFixed(1) })
    await adminSaves('junk')
  })
})

/** A POST whose body arrives a byte a second: it holds a connection until the test ends it. */
function dribbleBody(path: string) {
  const socket = net.connect(server.port, '127.0.0.1', () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 300000\r\n\r\n`,
    )
  })
  const timer = setInterval(() => socket.writable && socket.write('a'), 1_000)
  socket.on('error', () => {})
  socket.on('close', () => clearInterval(timer))
  return socket
}
