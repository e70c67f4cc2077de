// The origin's cached pages against a static server (issue 52): for each page, one load of the app
// with its page cache warm, then one of a minimal static server sending the very same bytes and
// headers (bench/static-server.js). The ratio of their requests/s must stay at 0.3 or more: the
// floor to keep, not a figure to chase (docs/performance.md).
import autocannon from 'autocannon'
import { fork } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './start-server.js'
import { wrkLoad } from './wrk.js'

export const PAGES = ['/', '/get-started', '/services/cyber-security', '/blog', '/blog/ai-in-business-from-pilot-to-production']
export const ENCODINGS = { br: 'br, gzip', plain: '' }
/** The least share of the static server's requests/s the app must reach on every row. */
export const RATIO_FLOOR = 0.3

/** The raw bytes and headers of one response, not decoded. */
function capture(base, page, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}
    http
      .get(`${base}${page}`, { headers }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          // Every header the app sent (the same bytes on the wire), but those node:http writes itself.
          const own = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']
          resolve({
            status: res.statusCode,
            cache: res.headers['x-page-cache'],
            headers: Object.fromEntries(Object.entries(res.headers).filter(([h]) => !own.includes(h))),
            body: Buffer.concat(chunks),
          })
        })
      })
      .on('error', reject)
  })
}

/** Asks for a page until the page cache answers it (a HIT), and returns that answer. */
export async function warm(base, page, acceptEncoding) {
  for (let i = 0; i < 10; i++) {
    const answer = await capture(base, page, acceptEncoding)
    if (answer.status !== 200) throw new Error(`${page}: ${answer.status}`)
    if (answer.cache === 'HIT') return answer
  }
  throw new Error(`${page}: never answered from the page cache`)
}

async function load(url, acceptEncoding, { connections, seconds, generator }) {
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
  if (generator === 'wrk') return wrkLoad(url, headers, { connections, seconds })
  const result = await autocannon({ url, connections, headers, duration: seconds })
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** The static server, serving `captured` (`{ key, headers, body }`) at `/<key>`. */
async function startStatic(port, captured) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-static-')), 'pages.json')
  fs.writeFileSync(file, JSON.stringify(captured.map((c) => ({ ...c, body: c.body.toString('base64') }))))
  const child = fork(new URL('./static-server.js', import.meta.url), [String(port), file], { stdio: 'inherit' })
  await new Promise((resolve) => child.once('message', resolve))
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((resolve) => (child.once('exit', resolve), child.kill()))
      fs.rmSync(path.dirname(file), { recursive: true, force: true })
    },
  }
}

const staticUrl = (base, key) => `${base}${encodeURI(key).replace('#', '%23')}`

/** The app's requests/s over the static server's, to three places; NaN when either answered nothing. */
export function ratio(app, statics) {
  if (!(app.rps >= 1 && statics.rps >= 1)) return NaN
  return Number((app.rps / statics.rps).toFixed(3))
}

/**
 * One row per page and encoding: the app (its page cache warm), then the static server, one load
 * each. The app runs on the port given, the static server on the one after next.
 */
export async function runHttpBench({ port, connections, seconds, generator, encodings = Object.keys(ENCODINGS), pages = PAGES }) {
  const options = { connections, seconds, generator }
  const app = await startServer({ port })
  let statics
  try {
    const rows = []
    for (const page of pages) {
      for (const encoding of encodings) {
        const { headers, body } = await warm(app.base, page, ENCODINGS[encoding])
        rows.push({ page, encoding, key: `${page}#${encoding}`, headers, body })
      }
    }
    statics = await startStatic(port + 2, rows)
    const measured = []
    for (const { page, encoding, key, body } of rows) {
      const cached = await load(`${app.base}${page}`, ENCODINGS[encoding], options)
      const staticRun = await load(staticUrl(statics.base, key), '', options)
      measured.push({ page, encoding, bytes: body.length, cached, static: staticRun, ratio: ratio(cached, staticRun) })
    }
    return measured
  } finally {
    await statics?.stop()
    await app.stop()
  }
}

export function printRows(rows, { connections, generator, seconds }) {
  console.log(
    `\nCached pages, ${generator}, ${connections} connections, one load of ${seconds} s per server and row, the app then the static server (${os.cpus().length} cores):`,
  )
  console.table(
    rows.map((r) => ({
      page: r.page,
      'accept br': r.encoding === 'br' ? 'yes' : 'no',
      bytes: r.bytes,
      'app req/s': r.cached.rps,
      'static req/s': r.static.rps,
      ratio: r.ratio,
      [`at least ${RATIO_FLOOR}`]: r.ratio >= RATIO_FLOOR,
      'app p50/p99 ms': `${r.cached.p50}/${r.cached.p99}`,
      errors: r.cached.non2xx + r.cached.errors + r.static.non2xx + r.static.errors,
    })),
  )
  const met = rows.filter((r) => r.ratio >= RATIO_FLOOR).length
  console.log(`${met} of ${rows.length} rows at ${RATIO_FLOOR} or more of the static server.`)
}
