// Faults: the server killed with SIGKILL in the middle of enquiry writes, then restarted on the
// same data directory. Every enquiry it acknowledged is there, once; the database opens cleanly.
import crypto from 'node:crypto'
import { afterAll, expect, it } from 'vitest'
import { ENQUIRY_TEXT } from '~/enquiry/reply'
import { readStored } from './db'
import { FULL, report } from './figures'
import { removeDataDirs, startServer, type RunningServer } from './server'
import { Visitor } from './visitor'

const KILL_AFTER = FULL ? 400 : 60 // acknowledged enquiries before the kill
const CONNECTIONS = 20
const ENV = { ENQUIRY_RATE_LIMIT: '100000/10m' }

const servers: RunningServer[] = []
afterAll(async () => {
  for (const server of servers) await server.stop()
  removeDataDirs()
})

/** Sends enquiries over CONNECTIONS connections until `stop()`; acknowledged markers go into `acknowledged`. */
async function fire(server: RunningServer, run: string, acknowledged: string[], stop: () => boolean) {
  let sent = 0
  let n = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const visitor = new Visitor(server.url)
      const { csrf } = await visitor.openEnquiryForm()
      while (!stop()) {
        const marker = `crash-${run}-${n++}`
        sent++
        const reply = await visitor
          .post('/get-started.data', {
            'form-name': 'contact',
            'bot-field': '',
            csrf,
            'idempotency-key': crypto.randomUUID(),
            name: 'Grace Hopper',
            email: 'grace@example.com',
            company: 'Compilers Inc',
            projectType: 'security',
            budget: '10k-50k',
            timeline: '1-3-months',
            message: `Reference ${marker}: please review our incident response plan.`,
          })
          .catch(() => null) // the connection dies with the server
        if (reply?.status === 200 && reply.body.includes(ENQUIRY_TEXT.success)) acknowledged.push(marker)
        else if (reply && reply.status >= 500) fiveHundreds.push(`${reply.status} ${reply.body.slice(0, 200)}`)
      }
    }),
  )
  return sent
}
const fiveHundreds: string[] = []

it('keeps every acknowledged enquiry through a SIGKILL mid-write and opens cleanly after', async () => {
  const run = crypto.randomBytes(4).toString('hex')
  const first = await startServer({ env: ENV })
  servers.push(first)
  const acknowledged: string[] = []
  let killed = false
  const firing = fire(first, run, acknowledged, () => killed)
  // Kill while writes are in flight: as soon as enough have been acknowledged.
  const deadline = Date.now() + 300_000
  while (acknowledged.length < KILL_AFTER && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  await first.kill()
  const atKill = acknowledged.length
  killed = true
  const sent = await firing

  // Restart on the same directory: the dead process's lock is stale and is taken over.
  const second = await startServer({ dataDir: first.dataDir, env: ENV })
  servers.push(second)
  expect((await fetch(`${second.url}/healthz`)).status).toBe(200)
  const afterAcknowledged: string[] = []
  let left = 10
  const afterSent = await fire(second, `${run}-after`, afterAcknowledged, () => left-- <= 0)
  expect(afterAcknowledged.length).toBeGreaterThan(0) // it takes new enquiries
  await second.stop()

  const rows = await readStored<{ message: string; name: string; email: string; company: string }>(
    first.dataDir,
    'select message, name, email, company from public.enquiries',
  )
  const stored = new Map<string, number>()
  for (const row of rows) {
    const marker = row.message.match(/crash-[\w-]+?-\d+(?=:)/)?.[0] ?? '?'
    stored.set(marker, (stored.get(marker) ?? 0) + 1)
  }
  const missing = [...acknowledged, ...afterAcknowledged].filter((m) => stored.get(m) !== 1)
  report('crash', {
    'requests sent': sent + afterSent,
    'acknowledged when killed': atKill,
    'acknowledged in all': acknowledged.length + afterAcknowledged.length,
    'rows stored': rows.length,
    failures: missing.length + fiveHundreds.length,
  })
  expect(fiveHundreds).toEqual([])
  expect(missing).toEqual([])
  // No half-written row: every stored enquiry is whole.
  expect(rows.filter((row) => ![row.name, row.email, row.company, row.message].every(Boolean))).toEqual([])
})
