// Benchmarks of the production build on this machine. Prints figures and writes them to
// bench/results/; asserts nothing (tests check behaviour, benchmarks print figures).
//
//   npm run bench                       the HTTP benchmark (bench/http.js), nine rounds of 2 s per page, the attack budget, Varnish and the process spread
//   npm run bench -- --short            a few hundred autocannon requests per measurement (CI: npm run test:bench)
//   npm run bench -- --autocannon       the full run with autocannon instead of wrk
//   npm run bench -- --in-turn          the app and the static server loaded one after the other, not at once
//   npm run bench -- --seconds 10 --rounds 5 --connections 32 --port 3200
//   npm run bench -- --<module>         also runs bench/<module>.js (e.g. --lighthouse), see MODULES
//   npm run bench -- --no-http --<module>   only the module
//   npm run bench -- --dir ../checkout    the HTTP benchmark of another checkout (built), with this harness
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { numberOf, optionOf } from './args.js'
import { printRows, runHttpBench } from './http.js'
import { haveWrk } from './wrk.js'

/**
 * Optional benchmark modules (docs/performance.md), each run when its flag is given:
 * `bench/<name>.js` exports `main(argv) → figures` (each reads `--short` itself); its figures are
 * saved under its name in the results file. Without `--no-http` the chunk weights print too.
 */
const MODULES = ['lighthouse', 'chunks', 'data-scale', 'startup', 'attack-budget', 'varnish', 'shape-cost', 'process-spread', 'hit-profile']
/** Modules a full run (`npm run bench`, not `--short`) runs without their flag. */
const DEFAULT_MODULES = ['attack-budget', 'varnish', 'process-spread']

const args = process.argv.slice(2)
const flag = (name) => args.includes(`--${name}`)
const short = flag('short')
const root = path.resolve(import.meta.dirname, '..')
// The full run measures with wrk (bench/wrk.js); the short one, in CI, with a fixed amount of autocannon requests.
const generator = !short && !flag('autocannon') && haveWrk() ? 'wrk' : 'autocannon'
const settings = {
  generator,
  port: numberOf(args, 'port', 3200),
  connections: numberOf(args, 'connections', short ? 8 : 32),
  // Many short rounds: even with both servers loaded at once a round's ratio moves by a few
  // percent, and the median of nine is steadier than that of three (docs/performance.md).
  seconds: numberOf(args, 'seconds', 2),
  rounds: numberOf(args, 'rounds', short ? 1 : 9),
  amount: short ? numberOf(args, 'amount', 200) : undefined,
  // The app and the static server one after the other, as the bench measured before 2026-11-27.
  inTurn: flag('in-turn'),
  // The app of another checkout (built first), measured the same way: figures before and after a change.
  dir: flag('dir') ? path.resolve(optionOf(args, 'dir')) : undefined,
}

execSync('node scripts/ensure-build.js', { stdio: 'inherit', cwd: root })
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, short, ...settings }

if (!flag('no-http')) {
  // The short mode keeps the bench from rotting in CI (npm test, under a minute): one encoding, a
  // fixed amount of requests, no second server with the cache off.
  const rows = await runHttpBench({ ...settings, ...(short ? { encodings: ['br'], uncached: false, log: () => {} } : {}) })
  printRows(rows, settings)
  results.http = rows
  if (rows.ceiling) results.httpCeiling = rows.ceiling
}
if (!flag('no-http') && !flag('chunks')) (await import('./chunks.js')).printChunkReport()
for (const name of MODULES.filter((name) => flag(name) || (!short && !flag('no-http') && DEFAULT_MODULES.includes(name)))) {
  results[name] = await (await import(`./${name}.js`)).main(process.argv)
}

// Each part keeps its latest figures: a run of one module leaves the others' in the file.
const out = path.join(import.meta.dirname, 'results', short ? 'short.json' : 'latest.json')
const previous = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {}
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`)
console.log(`Results: ${path.relative(root, out)}`)
