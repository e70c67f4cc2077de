// How much one app process differs from the next (docs/performance.md, 2026-11-27 evening): several
// fresh processes of the same build, each warmed as bench/http.js warms, each loaded at once with the
// same static server on one page, and each one's ratio printed. One HTTP bench run measures one
// process; this shows where that process may fall. `npm run bench -- --no-http --process-spread [--short]`.
import { placeServer, raise } from './placement.js'
import { ENCODINGS, measureAtOnce, median, roundRatio, startStatic, warm } from './http.js'
import { startServer } from './start-server.js'
import { haveWrk } from './wrk.js'

export async function main(argv = process.argv) {
  if (!haveWrk()) return console.log('process spread: wrk is not installed; skipped')
  const short = argv.includes('--short')
  const [processes, rounds] = short ? [2, 3] : [8, 5]
  const row = { page: '/blog', encoding: 'br', accept: ENCODINGS.br }
  const options = { connections: 32, seconds: 2, generator: 'wrk' }
  const port = 3260
  raise()
  let statics
  const figures = []
  try {
    for (let p = 1; p <= processes; p++) {
      const app = await startServer({ port })
      try {
        placeServer(app.pid)
        const captured = await warm(app.base, row.page, row.accept)
        statics ??= await startStatic(port + 1, [{ key: `${row.page}#${row.encoding}`, ...captured }])
        const ratios = []
        const appUs = []
        for (let round = 0; round < rounds; round++) {
          const run = await measureAtOnce(app, statics, row, options)
          ratios.push(roundRatio(run, false))
          appUs.push(run.cached.cpuUs)
        }
        // The first round carries the hit path's first optimisation: the median leaves it out.
        figures.push({ process: p, ratio: Number(median(ratios).toFixed(3)), appCpuUs: median(appUs) })
        console.log(`process ${p}: ${figures.at(-1).ratio} of the static server (${median(appUs)} µs a request)`)
      } finally {
        await app.stop()
      }
    }
  } finally {
    await statics?.stop()
  }
  const ratios = figures.map((f) => f.ratio)
  console.log(
    `${row.page} (br), ${processes} app processes: ratio from ${Math.min(...ratios)} to ${Math.max(...ratios)}, ` +
      `median ${median(ratios)}; ${ratios.filter((r) => r >= 0.8).length} of ${processes} at 0.8 or more`,
  )
  return figures
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
