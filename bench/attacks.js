// The cheap hostile requests of the security review (docs/security.md), one function each: given the
// server's base URL and a running count, send one request and resolve with its status (0 when the
// connection failed). Each request opens its own connection, as a `curl` loop would.
// Shared by the attack budget's bench (bench/attack-budget.js) and its reliability suite.
import http from 'node:http'

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** One request with any path (dot segments kept) and body. */
export function send(base, { method = 'GET', path, headers = {}, body }) {
  const url = new URL(base)
  const bytes = body === undefined ? undefined : Buffer.from(body)
  return new Promise((resolve) => {
    let status = 0
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...headers, ...(bytes ? { 'Content-Length': String(bytes.length) } : {}) },
        agent: false,
      },
      (response) => {
        status = response.statusCode ?? 0
        response.resume()
        response.on('end', () => resolve(status))
        response.on('error', () => resolve(status))
      },
    )
    // The server may answer (413) and close before the whole body is sent: the answer counts.
    request.on('error', () => resolve(status))
    request.end(bytes)
  })
}

const fields = `form-name=contact&${'a&'.repeat(32_000)}`
const large = Buffer.alloc(256 * 1024, 'a')
const cycle = (list, n) => list[n % list.length]

export const ATTACKS = {
  // conform joined repeated names in quadratic time: 64 KB of empty fields froze the server 4.5 s.
  'many short fields': (base, n) =>
    send(base, { method: 'POST', path: cycle(['/get-started', '/?index', '/login'], n), headers: FORM, body: fields }),
  // Dot segments, escapes and doubled slashes, to reach a staff limit or dodge a purge.
  'path tricks': (base, n) =>
    send(base, {
      method: 'POST',
      path: cycle(['/admin/../get-started', '/x/../admin/blog/edit/1', '/%61dmin/media/upload', '//admin//media/upload'], n),
      headers: FORM,
      body: large,
    }),
  // Anonymous POSTs to the staff area used to empty the page cache.
  'purge attempts': (base, n) =>
    send(base, {
      method: 'POST',
      path: cycle(['/admin/x', '/adminx', '/administrator', '/admin/blog/new', '/admin/clients', '/ADMIN/media'], n),
      headers: FORM,
      body: 'name=x',
    }),
  // Every new unknown address used to be rendered twice.
  'unknown addresses': (base, n, run) => send(base, { path: `/junk-${run}-${n}` }),
}
