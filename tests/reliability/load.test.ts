// Load without loss: many enquiries at once against the production server (embedded backend,
// rate limit raised through ENQUIRY_RATE_LIMIT), staff e-mails through a real SMTP server.
// Every success is exactly one stored row and one e-mail, every failure none, never a 5xx.
import crypto from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ENQUIRY_TEXT } from '~/enquiry/reply'
import { readStored } from './db'
import { enquiryPost } from '../fixtures/enquiry'
import { FULL, pool, report } from './figures'
import { removeDataDirs, startServer, type RunningServer } from './server'
import { startSmtp } from './smtp'
import { Visitor } from './visitor'

const ENQUIRIES = FULL ? 2000 : 200
const CONNECTIONS = 50
const REPEAT_EVERY = 20 // every 20th enquiry is sent twice with the same key (a double click)

let smtp: Awaited<ReturnType<typeof startSmtp>>
let server: RunningServer
beforeAll(async () => {
  smtp = await startSmtp()
  server = await startServer({
    env: { ENQUIRY_RATE_LIMIT: '100000/10m', SMTP_URL: smtp.url, ENQUIRY_NOTIFY_TO: 'sales@example.com' },
  })
})
afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  removeDataDirs()
})

it(`stores ${ENQUIRIES} enquiries sent over ${CONNECTIONS} connections without loss, and mails each once`, async () => {
  const run = crypto.randomBytes(4).toString('hex')
  const started = Date.now()
  const visitors = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const visitor = new Visitor(server.url)
      const { csrf } = await visitor.openEnquiryForm()
      return { visitor, csrf }
    }),
  )
  const outcomes = new Map<string, { ok: boolean; statuses: number[] }>()
  let requests = visitors.length
  await pool(ENQUIRIES, CONNECTIONS, async (n) => {
    const { visitor, csrf } = visitors[n % CONNECTIONS]
    const marker = `load-${run}-${n}`
    const fields = enquiryPost({ csrf, message: `Reference ${marker}: we need a security review of our customer portal before launch.` })
    // Half as a browser without JavaScript posts (the whole page back), half as the hydrated form does.
    const path = n % 2 ? '/get-started' : '/get-started.data'
    const sends = n % REPEAT_EVERY === 0 ? 2 : 1
    const replies = await Promise.all(Array.from({ length: sends }, () => visitor.post(path, fields)))
    requests += sends
    // The answer shows this sender's reference: never for a shared cache, whichever way it was sent.
    const ok = replies.every(
      (reply) =>
        reply.status === 200 && reply.body.includes(ENQUIRY_TEXT.success) && reply.headers.get('Cache-Control') === 'private, no-store',
    )
    outcomes.set(marker, { ok, statuses: replies.map((reply) => reply.status) })
  })

  const answeredAfter = Date.now() - started
  const succeeded = [...outcomes].filter(([, o]) => o.ok).map(([marker]) => marker)
  const statuses = [...outcomes.values()].flatMap((o) => o.statuses)
  // Each stored enquiry's e-mail goes out in the background: wait until the mail count settles.
  const deadline = Date.now() + (FULL ? 1_200_000 : 240_000) // generous: a wait, not a timing check
  while (smtp.mails.length < succeeded.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
  const mailedAfter = Date.now() - started
  await new Promise((r) => setTimeout(r, 1000)) // any duplicate would arrive now
  await server.stop()

  const rows = await readStored<{ message: string; notified_at: Date | null }>(
    server.dataDir,
    'select message, notified_at from public.enquiries',
  )
  const markerOf = (text: string) => text.match(new RegExp(`load-${run}-\\d+`))?.[0] ?? '?'
  const rowsPer = countBy(rows.map((row) => markerOf(row.message)))
  const mailsPer = countBy(smtp.mails.map((mail) => markerOf(mail.raw)))
  const failures = [...outcomes].filter(([, o]) => !o.ok)

  report('load', {
    'requests sent': requests,
    'enquiries acknowledged': succeeded.length,
    'rows stored': rows.length,
    'e-mails received': smtp.mails.length,
    failures: failures.length,
    '5xx': statuses.filter((s) => s >= 500).length,
    'all answered after': `${(answeredAfter / 1000).toFixed(1)} s`,
    'all mailed after': `${(mailedAfter / 1000).toFixed(1)} s`,
  })

  expect(statuses.filter((s) => s >= 500)).toEqual([])
  for (const marker of succeeded) expect(rowsPer.get(marker), marker).toBe(1)
  for (const [marker] of failures) expect(rowsPer.get(marker) ?? 0, marker).toBe(0)
  expect(rows.length).toBe(succeeded.length)
  for (const marker of succeeded) expect(mailsPer.get(marker), `e-mail for ${marker}`).toBe(1)
  expect(smtp.mails.length).toBe(succeeded.length)
  expect(rows.every((row) => row.notified_at !== null)).toBe(true)
  // Under this load with the limit raised, nothing should fail at all.
  expect(failures.map(([marker, o]) => `${marker}: ${o.statuses}`)).toEqual([])
})

function countBy(values: string[]) {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}
