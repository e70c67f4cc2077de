// The attack budget: each cheap hostile request of the security review, run against the production
// server while a second client reads cached pages and an admin saves a post and uploads a file.
// Asserted: no 5xx, no lost save, no purge caused by the attack (every sampled page stays a cache
// HIT until the admin's own save). Printed: the second client's p99 during each attack beside its
// p99 without one (the target is within 2x; no timing is asserted here, the bench prints it too).
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dribble } from '../../bench/attack-budget.js'
import { startAttacker } from '../../bench/attacker-process.js'
import type { ATTACKS } from '../../bench/attacks.js'
import { FULL, report } from './figures'
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

/**
 * Runs the named attack of bench/attacks.js in its own process (two at a time, like two `curl`
 * loops) while the second client reads; returns the status of every attack request.
 */
async function during(name: string, attack: keyof typeof ATTACKS | null) {
  // The quiet p99 is taken just before each attack: the process warms up and the machine's load
  // drifts, so a single baseline from the start compares unlike moments.
  const quiet = (await readCachedPages()).p99
  const attacker = attack ? await startAttacker(server.url, attack) : null
  const read = await readCachedPages()
  const { sent, statuses } = attacker ? await attacker.stop() : { sent: 0, statuses: {} }
  report('attack-budget', {
    attack: name,
    requests: sent,
    'p99 ms': read.p99.toFixed(1),
    'quiet p99 ms': quiet.toFixed(1),
    'x quiet': (read.p99 / quiet).toFixed(2),
  })
  expect(read.misses, `${name}: pages purged or not served from the cache`).toEqual([])
  const seen = Object.keys(statuses).map(Number)
  expect(seen.filter((status) => status >= 500 || status === 0)).toEqual([])
  return new Set(seen)
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

describe('each attack leaves cached pages fast, saves whole and the cache unpurged', () => {
  it('many short fields (conform joined them in quadratic time)', async () => {
    expect(await during('64 KB of empty fields', 'many short fields')).toEqual(new Set([413]))
    await adminSaves('fields')
  })

  it('dot segments, escapes and case to reach a staff limit or dodge a purge', async () => {
    expect(await during('path tricks', 'path tricks')).toEqual(new Set([308]))
    await adminSaves('paths')
  })

  it('anonymous POSTs to the staff area, to empty the cache', async () => {
    await during('purge attempts', 'purge attempts')
    // Remix's 405 for a page that takes no form is the visitor's mistake: no stack trace per request.
    expect(server.output()).not.toContain('did not provide an `action`')
    await adminSaves('purges')
  })

  it('slow anonymous bodies holding upload slots while an admin uploads', async () => {
    const sockets = Array.from({ length: 8 }, () => dribble(server.port, '/admin/media/upload'))
    await during('slow bodies', null)
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
    expect(await during('junk URLs', 'unknown addresses')).toEqual(new Set([404]))
    await adminSaves('junk')
  })
})
