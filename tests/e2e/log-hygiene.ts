// Playwright's global teardown (playwright.config.ts): after the specs, while the server still runs,
// fails the run if its output (stdout and stderr, tests/e2e/server-log.ts) holds a cookie, a token,
// a password or a form value (docs/decisions/265). It first makes requests of its own with known
// secrets (a signed-in admin's real cookies and CSRF token, an Authorization header, a token in the
// query, a form post), waits for their log lines, then searches the whole log for those secrets and
// for what the specs type into forms.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { VALID_ENQUIRY } from '../fixtures/enquiry'
import { serverLogFile } from './server-log'

const PROBE = `probe${Date.now().toString(36)}Secret`
// What the specs type: the passwords (admin-auth, admin pages, toasts…) and the enquiry form's values.
const TYPED = ['Admin#Passw0rd', 'Member#Passw0rd', 'Wrong#Passw0rd', VALID_ENQUIRY.email, VALID_ENQUIRY.phone, VALID_ENQUIRY.message]
// A header in the log, by its name as a JSON key or as "name: value"; a cookie as "name=value".
const SHAPES = [
  /"(cookie|set-cookie|authorization)"\s*:/i,
  /\b(cookie|authorization):\s/i,
  /\b(admin_session|csrf|flash_toast|form_token|preview)=[^;\s]{8,}/,
]

export default async function logHygiene() {
  const port = Number(process.env.E2E_PORT || 3100)
  const file = serverLogFile(port)
  if (!fs.existsSync(file)) throw new Error(`log hygiene: the server's log ${file} is missing`)
  const secrets = [PROBE, ...TYPED, ...(await probe(`http://localhost:${port}`, file))]
  const log = fs.readFileSync(file, 'utf8')
  const found = secrets.filter((secret) => secret.length >= 6 && log.includes(secret))
  const shapes = SHAPES.filter((shape) => shape.test(log))
  if (found.length || shapes.length) {
    const lines = log.split('\n').filter((line) => found.some((s) => line.includes(s)) || shapes.some((s) => s.test(line)))
    throw new Error(`log hygiene: the server's log (${file}) holds secrets or form values:\n${lines.slice(0, 10).join('\n')}`)
  }
}

/** Signs in and sends secrets the server must not log; returns the real cookie values and CSRF token it was given. */
async function probe(base: string, file: string): Promise<string[]> {
  const values: string[] = []
  const cookies = new Map<string, string>()
  // An address of its own (TRUST_PROXY): the specs' sign-in failures do not throttle this one.
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('X-Forwarded-For', '198.18.0.77')
    if (cookies.size) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]
      const eq = pair.indexOf('=')
      const value = pair.slice(eq + 1)
      if (value) {
        cookies.set(pair.slice(0, eq), value)
        values.push(value, decodeURIComponent(value))
      }
    }
    return { response, body: await response.text() }
  }
  let last: string | null
  try {
    const login = await send('/login')
    const csrf = login.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? ''
    if (csrf) values.push(csrf)
    const form = new URLSearchParams({ csrf, email: 'admin@example.com', password: 'Admin#Passw0rd', redirectTo: '/admin/blog' })
    await send('/login', { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base } })
    // The enquiry form's token is a cookie the page's script makes (app/enquiry/form-token.ts), sent as the csrf field too.
    const formToken = `${PROBE}FormToken${crypto.randomBytes(12).toString('hex')}`
    values.push(formToken)
    cookies.set('form_token', formToken)
    const fields = { ...VALID_ENQUIRY, 'form-name': 'contact', 'bot-field': '', csrf: formToken, 'idempotency-key': crypto.randomUUID() }
    const enquiry = new URLSearchParams({ ...fields, message: `${PROBE} form value in the message field, long enough to be stored.` })
    const stored = await send('/get-started', {
      method: 'POST',
      body: enquiry,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    })
    if (stored.response.status !== 200) console.warn(`log hygiene: the probe's enquiry was answered ${stored.response.status}, not stored`)
    const page = await send(`/admin/blog?token=${PROBE}&email=${PROBE}%40example.org`, { headers: { Authorization: `Bearer ${PROBE}` } })
    last = page.response.headers.get('X-Request-Id')
  } catch (error) {
    // The server has gone (a run stopped early): the log is still searched.
    console.warn(`log hygiene: the probe could not reach the server (${error instanceof Error ? error.message : error})`)
    return values
  }
  // The log is written asynchronously: wait (generously) for the probe's last line.
  const deadline = Date.now() + 30_000
  while (last && !fs.readFileSync(file, 'utf8').includes(last)) {
    if (Date.now() > deadline) throw new Error(`log hygiene: no log line for request ${last} within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return values
}
