// Benchmarks of the production build on this machine, against issue 52's budgets
// (docs/performance.md). Prints figures and writes them to bench/results/; asserts nothing (tests
// check behaviour, benchmarks print figures).
//
//   npm run bench                       cached pages against the static server (bench/http.js), the chunk table, the attack budget and Varnish
//   npm run bench -- --all              the same, then Lighthouse, data scale and start-up
//   npm run bench -- --short            autocannon, 1 s a load, br only, and the chunk table (CI: npm run test:bench)
//   npm run bench -- --seconds 10 --connections 32 --port 3200
//   npm run bench -- --<module>         also runs bench/<module>.js (e.g. --lighthouse), see MODULES
//   npm run bench -- --no-http --<module>   only the module
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { numberOf } from './args.js'
import { printRows, runHttpBench } from './http.js'
import { haveWrk } from './wrk.js'

/**
 * Optional benchmark modules, each run when its flag is given: `bench/<name>.js` exports
 * `main(argv) → figures` (each reads `--short` itself); its figures are saved under its name in
 * the results file. Without `--no-http` the chunk table prints too.
 */
const MODULES = ['lighthouse', 'chunks', 'data-scale', 'startup', 'attack-budget', 'varnish', 'media']
/** Modules a full run (`npm run bench`, not `--short`) runs without their flag. */
const DEFAULT_MODULES = ['attack-budget', 'varnish']

const args = process.argv.slice(2)
const flag = (name) => args.includes(`--${name}`)
const short = flag('short')
const root = path.resolve(import.meta.dirname, '..')
// The full run loads with wrk (bench/wrk.js); the short one, in CI, with autocannon, for a second a load.
const generator = !short && haveWrk() ? 'wrk' : 'autocannon'
const settings = {
  generator,
  port: numberOf(args, 'port', 3200),
  connections: numberOf(args, 'connections', short ? 8 : 32),
  seconds: numberOf(args, 'seconds', short ? 1 : 5),
}

execSync('node scripts/ensure-build.js', { stdio: 'inherit', cwd: root })
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, short, ...settings }

if (!flag('no-http')) {
  const rows = await runHttpBench({ ...settings, ...(short ? { encodings: ['br'] } : {}) })
  printRows(rows, settings)
  results.http = rows
}
if (!flag('no-http') && !flag('chunks')) (await import('./chunks.js')).printChunkReport()
// `--all` adds every module but the chunk table, which has printed already.
const chosen = (name) =>
  flag(name) || (!short && !flag('no-http') && (DEFAULT_MODULES.includes(name) || (flag('all') && name !== 'chunks')))
for (const name of MODULES.filter(chosen)) {
  results[name] = await (await import(`./${name}.js`)).main(process.argv)
}

// Each part keeps its latest figures: a run of one module leaves the others' in the file (and
// drops those of parts the bench no longer has).
const out = path.join(import.meta.dirname, 'results', short ? 'short.json' : 'latest.json')
const previous = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {}
const kept = Object.fromEntries(Object.entries(previous).filter(([name]) => ['http', ...MODULES].includes(name)))
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, `${JSON.stringify({ ...kept, ...results }, null, 2)}\n`)
console.log(`Results: ${path.relative(root, out)}`)
