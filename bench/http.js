// The HTTP benchmark: each page with the page cache warm, the same bytes from a minimal static
// server, and the page cache off, with and without `Accept-Encoding: br`; the ratio to the static
// server is the figure to watch (at least 0.8 on every row, docs/performance.md). Prints a table and
// returns the rows.
//
// The app and the static server are loaded at the same time, on the same core, each by its own
// wrk: the ratio is their requests per second of that core's time (the rate each would reach with
// the core to itself). Measured in turn instead, a round's ratio ran from 0.51 to 1.29 on the
// two-core machine, whose speed changes from one second to the next under both servers; loaded
// at once, both see the same machine (docs/performance.md, 2026-11-27 evening).
import autocannon from 'autocannon'
import { fork } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './start-server.js'
import { cpuMs, placement, placeServer, raise } from './placement.js'
import { wrkLoad } from './wrk.js'

export const PAGES = ['/', '/get-started', '/services/cyber-security', '/blog', '/blog/ai-in-business-from-pilot-to-production']
export const ENCODINGS = { br: 'br, gzip', plain: '' }

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
            headers: Object.fromEntries(Object.entries(res.headers).filter(([h]) => !own.includes(h))),
            body: Buffer.concat(chunks),
          })
        })
      })
      .on('error', reject)
  })
}

/**
 * Fills the cache with a page and brings it to its final state: a page asked for often is
 * recompressed once at brotli's best quality in the background (server/page-cache/page-cache.ts), so
 * it is asked for until its bytes stop changing. Measured before, a round would carry that
 * one-off recompression and the static server would send the older, larger bytes.
 */
export async function warm(base, page, acceptEncoding) {
  let last = await capture(base, page, acceptEncoding)
  for (let i = 0; i < 40; i++) {
    const next = await capture(base, page, acceptEncoding)
    if (i >= 25 && next.body.equals(last.body)) return next
    last = next
    if (i >= 25) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return last
}

async function load(url, acceptEncoding, { connections, seconds, amount, generator }) {
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
  if (generator === 'wrk') return wrkLoad(url, headers, { connections, seconds })
  const result = await autocannon({ url, connections, headers, ...(amount ? { amount } : { duration: seconds }) })
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/**
 * One load on a server, with the server's CPU time per request (µs) and how busy it kept the
 * server's core (CPU time over wall time: near 1, the server was the limit, not the load generator).
 */
export async function measure(server, url, acceptEncoding, options) {
  const before = cpuMs(server.pid)
  const started = performance.now()
  const result = await load(url, acceptEncoding, options)
  const cpu = cpuMs(server.pid) - before
  return {
    ...result,
    // Requests per second of the server's CPU time: its rate with a core to itself. /proc counts in
    // ticks of 10 ms: under 100 ms it resolves too little to compare.
    perCoreSecond: cpu >= 100 ? (result.requests * 1000) / cpu : NaN,
    cpuUs: Number(((cpu * 1000) / Math.max(1, result.requests)).toFixed(1)),
    busy: Number((cpu / (performance.now() - started)).toFixed(2)),
  }
}

/** `execArgv`: Node's flags for the static server besides the bench's own (bench/hit-profile.js). */
export async function startStatic(port, captured, { execArgv = [] } = {}) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-static-')), 'pages.json')
  fs.writeFileSync(file, JSON.stringify(captured.map((c) => ({ ...c, body: c.body.toString('base64') }))))
  // A session of its own, as the app's (start-server.js): the scheduler weighs them alike.
  const child = fork(new URL('./static-server.js', import.meta.url), [String(port), file], {
    stdio: 'inherit',
    detached: true,
    execArgv: [...process.execArgv, ...execArgv],
  })
  await new Promise((resolve) => child.once('message', resolve))
  placeServer(child.pid)
  return {
    pid: child.pid,
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((r) => (child.once('exit', r), child.kill())),
  }
}

export async function runHttpBench({
  port,
  connections,
  seconds,
  amount,
  rounds = 1,
  uncached = true,
  encodings = Object.keys(ENCODINGS),
  pages = PAGES,
  generator = 'autocannon',
  inTurn = false,
  log = console.log,
  dir,
}) {
  const options = { connections, seconds, amount, generator }
  // Loaded at once only by wrk: two autocannon loads would share this one Node process, the limit.
  inTurn ||= generator !== 'wrk'
  // Uncached renders are ~100 times slower: in the short mode (a fixed amount) they get fewer requests.
  const uncachedOptions = amount ? { ...options, amount: Math.max(connections, Math.round(amount / 20)) } : options
  const rows = []
  const variants = pages.flatMap((page) => encodings.map((encoding) => ({ page, encoding, accept: ENCODINGS[encoding] })))
  raise()

  // 1. The page cache on: warm every page, capture its bytes for the static server.
  let app = await startServer({ port, dir })
  let statics
  let ceiling
  try {
    placeServer(app.pid)
    const captured = []
    for (const v of variants) {
      const { headers, body } = await warm(app.base, v.page, v.accept)
      captured.push({ key: `${v.page}#${v.encoding}`, headers, body })
      rows.push({ page: v.page, encoding: v.encoding, accept: v.accept, bytes: body.length })
    }
    // 2. The same bytes from a minimal static server, measured with the app round by round; the
    // row's ratio is the median round's.
    statics = await startStatic(port + 2, captured)
    for (const row of rows) {
      log(`cached and static   ${row.page} (${row.encoding})`)
      const runs = []
      for (let round = 0; round < rounds; round++) {
        const measureApp = () => measure(app, `${app.base}${row.page}`, row.accept, options)
        const measureStatic = () => measure(statics, staticUrl(statics.base, row), '', options)
        let run
        if (!inTurn) run = await measureAtOnce(app, statics, row, options)
        // In turn, the server measured second in a pair gets about 5 % more (two copies of one
        // server read 0.95 of each other that way), so the order turns every round.
        else if (round % 2 === 0) run = { cached: await measureApp(), static: await measureStatic() }
        else run = { static: await measureStatic(), cached: await measureApp() }
        runs.push({ ...run, ratio: roundRatio(run, inTurn) })
      }
      // A round in which one server answered nothing (its load generator failed) is left out.
      const measured = runs.filter((r) => Number.isFinite(r.ratio))
      const failed = runs.length - measured.length
      if (failed) log(`  ${failed} of ${runs.length} rounds measured nothing and are left out`)
      Object.assign(row, medianBy(runs, (r) => r.ratio) ?? runs[0], { rounds: measured.map((r) => r.ratio).sort((a, b) => a - b) })
    }
    if (generator === 'wrk') ceiling = await ceilingCheck(statics, rows[0], options)
  } finally {
    await statics?.stop()
    await app.stop()
  }

  // 3. The page cache off: every request renders.
  if (!uncached) return finish(rows, ceiling, inTurn)
  app = await startServer({ port, env: { PAGE_CACHE_MB: '0' }, dir })
  try {
    placeServer(app.pid)
    for (const row of rows) {
      log(`uncached ${row.page} (${row.encoding})`)
      row.uncached = await load(`${app.base}${row.page}`, ENCODINGS[row.encoding], uncachedOptions)
    }
  } finally {
    await app.stop()
  }
  return finish(rows, ceiling, inTurn)
}

/** One round with both servers loaded at the same time, on the same core, each by its own wrk. */
export async function measureAtOnce(app, statics, row, options) {
  const [cached, staticRun] = await Promise.all([
    measure(app, `${app.base}${row.page}`, row.accept, options),
    measure(statics, staticUrl(statics.base, row), '', options),
  ])
  return { cached, static: staticRun }
}

/**
 * A round's ratio of the app to the static server. Loaded at once, each got a share of the same
 * core: their requests per second of CPU time compare, not their shares (where /proc is missing,
 * their requests/s). In turn, each had the core to itself: their requests/s compare. NaN when
 * a server answered nothing: that round measured no ratio.
 */
export function roundRatio(run, inTurn) {
  // A server that answered nothing: its load generator failed (one round read 12,785 so).
  if (!(run.cached.rps >= 1 && run.static.rps >= 1)) return NaN
  const perCore = run.cached.perCoreSecond / run.static.perCoreSecond
  const ratio = !inTurn && Number.isFinite(perCore) ? perCore : run.cached.rps / run.static.rps
  return Number(ratio.toFixed(3))
}

export const staticUrl = (base, row) => `${base}${encodeURI(`${row.page}#${row.encoding}`).replace('#', '%23')}`

/**
 * The load generator is not the limit when twice the connections bring the static server no more
 * requests per second and it kept its core busy: it is at its ceiling, and so is any ratio
 * measured against it. (Connections alone cannot tell: a saturated wrk gains nothing from more.)
 * The two loads take turns, five times, and their medians are compared: one load of each, a
 * minute apart, differed with the machine's speed more than with the connections.
 */
async function ceilingCheck(statics, row, options) {
  const url = staticUrl(statics.base, row)
  const single = []
  const doubled = []
  for (let round = 0; round < 5; round++) {
    single.push(await measure(statics, url, '', options))
    doubled.push(await measure(statics, url, '', { ...options, connections: options.connections * 2 }))
  }
  return {
    page: row.page,
    connections: options.connections,
    rps: median(single.map((m) => m.rps)),
    doubledRps: median(doubled.map((m) => m.rps)),
    busy: median(single.map((m) => m.busy)),
  }
}

/** The item whose `by` is the median of those that are numbers (NaN ones measured nothing). */
export function medianBy(items, by) {
  const measured = items.filter((item) => Number.isFinite(by(item))).sort((a, b) => by(a) - by(b))
  return measured[Math.floor(measured.length / 2)]
}

/** The median of the finite values (a round that measured nothing is NaN, and left out). */
export const median = (values) => medianBy(values, (value) => value)

function finish(rows, ceiling, inTurn) {
  rows.inTurn = inTurn
  if (ceiling) rows.ceiling = ceiling
  return rows
}

export function printRows(rows, { connections, generator = 'autocannon' }) {
  const { inTurn } = rows
  const how = inTurn ? 'the app and the static server in turn' : 'the app and the static server at once, each by its own load generator'
  console.log(`\n${connections} connections, ${generator} and servers on this machine (${os.cpus().length} cores; ${placement()}), ${how}:`)
  console.table(
    rows.map((r) => ({
      page: r.page,
      'accept br': r.encoding === 'br' ? 'yes' : 'no',
      bytes: r.bytes,
      'cached req/s': r.cached.rps,
      'p50/p99 ms': `${r.cached.p50}/${r.cached.p99}`,
      'static req/s': r.static.rps,
      'static p50/p99': `${r.static.p50}/${r.static.p99}`,
      ratio: r.ratio,
      rounds: r.rounds.join(' '),
      'CPU µs/req app/static': `${r.cached.cpuUs}/${r.static.cpuUs}`,
      'core busy app/static': `${r.cached.busy}/${r.static.busy}`,
      'uncached req/s': r.uncached?.rps ?? '-',
      'uncached p50/p99': r.uncached ? `${r.uncached.p50}/${r.uncached.p99}` : '-',
    })),
  )
  const shared = rows.map((r) => r.cached.busy + r.static.busy).filter(Number.isFinite)
  if (!inTurn && shared.length) {
    const lowest = Math.min(...shared)
    console.log(
      `The servers' shared core in the median rounds: ${Math.round(lowest * 100)} to ${Math.round(Math.max(...shared) * 100)} % busy (app + static): ` +
        (lowest >= 0.9 ? 'the servers were the limit, not the load generators' : 'not shown: the load generators may have been the limit'),
    )
  }
  const { ceiling } = rows
  if (ceiling) {
    const gain = ceiling.doubledRps / Math.max(1, ceiling.rps)
    console.log(
      `Static server at its ceiling? ${ceiling.page}: ${ceiling.rps} req/s with ${ceiling.connections} connections, ` +
        `${ceiling.doubledRps} with ${ceiling.connections * 2} (x${gain.toFixed(2)}), its core ${Math.round(ceiling.busy * 100)} % busy: ` +
        (gain < 1.1 && ceiling.busy >= 0.9 ? 'yes, the load generator is not the limit' : 'not shown: more load may still help'),
    )
  }
}
