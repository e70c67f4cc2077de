// Where a cached answer's CPU goes, against the static server's for the same bytes: each server in
// turn under wrk, sampled by Linux's `perf` (Debian's linux-perf) with V8's perf map, and the
// functions printed by what they cost a request in each. Sampled, not traced: a function's figure
// moves by a few tenths of a µs from run to run, the total by a few percent.
// `npm run bench -- --no-http --hit-profile [--short]`; `--page /blog --encoding plain` to choose.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { optionOf } from './args.js'
import { ENCODINGS, startStatic, staticUrl, warm } from './http.js'
import { installed } from './installed.js'
import { placeServer, raise } from './placement.js'
import { startServer } from './start-server.js'
import { haveWrk, wrkLoad } from './wrk.js'

const HZ = 1999
const PERF_MAP = ['--perf-basic-prof']

/** µs a request by function: the samples taken at HZ while the server answered `requests`. */
function profileOf(file, requests) {
  const report = execFileSync('perf', ['report', '-i', file, '--no-children', '--sort', 'sym', '-F', 'sample,sym', '--stdio'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  return usPerRequest(report, requests)
}

/** Reads `perf report -F sample,sym`: each line's samples, as µs a request. */
export function usPerRequest(report, requests, hz = HZ) {
  const usBySymbol = new Map()
  for (const line of report.split('\n')) {
    const match = line.match(/^\s*(\d+)\s+\[[.k]\]\s+(.+?)\s*$/)
    if (match) usBySymbol.set(match[2], (usBySymbol.get(match[2]) ?? 0) + (Number(match[1]) * 1e6) / hz / requests)
  }
  return usBySymbol
}

/** Loads `url` for `seconds` and samples `pid` for all but the first and last second of it. */
async function sample(pid, url, accept, seconds, file) {
  const headers = accept ? { 'accept-encoding': accept } : {}
  await wrkLoad(url, headers, { connections: 32, seconds: 2 }) // warm the hit path
  const load = wrkLoad(url, headers, { connections: 32, seconds })
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const window = seconds - 2
  await new Promise((resolve, reject) => {
    const perf = spawn('perf', ['record', '-F', String(HZ), '-p', String(pid), '-o', file, '--', 'sleep', String(window)], {
      stdio: 'ignore',
    })
    perf.on('error', reject)
    perf.on('exit', resolve)
  })
  const { rps } = await load
  return profileOf(file, rps * window)
}

export async function main(argv = process.argv) {
  if (!haveWrk()) return console.log('hit profile: wrk is not installed; skipped')
  if (!installed('perf')) return console.log('hit profile: perf is not installed (apt-get install linux-perf); skipped')
  const row = { page: optionOf(argv, 'page', '/blog'), encoding: optionOf(argv, 'encoding', 'br') }
  row.accept = ENCODINGS[row.encoding]
  const seconds = argv.includes('--short') ? 4 : 8
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-profile-'))
  const port = 3270
  raise()
  const app = await startServer({ port, env: { NODE_OPTIONS: PERF_MAP.join(' ') } })
  let statics
  try {
    placeServer(app.pid)
    const captured = await warm(app.base, row.page, row.accept)
    statics = await startStatic(port + 1, [{ key: `${row.page}#${row.encoding}`, ...captured }], { execArgv: PERF_MAP })
    const appUs = await sample(app.pid, `${app.base}${row.page}`, row.accept, seconds, path.join(dir, 'app.data'))
    const staticUs = await sample(statics.pid, staticUrl(statics.base, row), '', seconds, path.join(dir, 'static.data'))
    return report(row, appUs, staticUs)
  } finally {
    await app.stop()
    await statics?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
    // V8's perf maps grow for as long as a process runs: theirs are of no use once it has gone.
    for (const pid of [app.pid, statics?.pid]) fs.rmSync(`/tmp/perf-${pid}.map`, { force: true })
  }
}

function report(row, appUs, staticUs, top = 25) {
  const total = (profile) => [...profile.values()].reduce((sum, us) => sum + us, 0)
  const names = new Set([...appUs.keys(), ...staticUs.keys()])
  const rows = [...names].map((name) => ({ name, app: appUs.get(name) ?? 0, static: staticUs.get(name) ?? 0 }))
  rows.sort((a, b) => b.app - b.static - (a.app - a.static))
  const figures = { page: row.page, encoding: row.encoding, appUs: total(appUs), staticUs: total(staticUs) }
  console.log(
    `${row.page} (${row.encoding}): ${figures.appUs.toFixed(1)} µs of CPU a cached answer, ${figures.staticUs.toFixed(1)} the static server's`,
  )
  console.log(`The ${top} functions the app spends most more in (µs a request: more, app, static):`)
  const fixed = (us) => us.toFixed(2).padStart(6)
  for (const one of rows.slice(0, top)) console.log(`${fixed(one.app - one.static)} ${fixed(one.app)} ${fixed(one.static)}  ${one.name}`)
  figures.functions = rows.slice(0, top)
  return figures
}
