// Lighthouse 12 (mobile and desktop) on the main public pages of the production build, with
// Debian's Chromium. `npm run bench -- --lighthouse` (all pages, both form factors, the median of
// three runs each) or `-- --lighthouse --short` (the home page, mobile, one run: the CI mode);
// `--runs N` sets the number of runs. Prints the four category scores, LCP and TBT of the median
// run per page, every run's performance score and TBT, and what kept any score under 100.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import fs from 'node:fs'
import { findChromium } from '../scripts/browser-path.js'
import { numberOf } from './args.js'
import { startServer } from './start-server.js'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

async function firstPostPath(base) {
  const html = await (await fetch(`${base}/blog`)).text()
  const slug = html.match(/href="(\/blog\/(?!rss)[\w-]+)"/)?.[1]
  if (!slug) throw new Error('no blog post linked from /blog')
  return slug
}

/**
 * Runs Lighthouse `runs` times per page and form factor and keeps the median run: the one closest
 * to the median first contentful paint and time to interactive (Lighthouse's own computeMedianRun,
 * as its variability guide advises: one run's performance score moves with the machine;
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md).
 */
export async function runLighthouse({ base, paths, formFactors, runs = 1 }) {
  const chromePath = findChromium()
  if (!chromePath) throw new Error('no Chromium found (PLAYWRIGHT_CHROMIUM_PATH or /usr/bin/chromium)')
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  const rows = []
  try {
    for (const formFactor of formFactors) {
      for (const path of paths) {
        const config = formFactor === 'desktop' ? desktopConfig : undefined
        const lhrs = []
        for (let run = 0; run < runs; run++) {
          const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }
          lhrs.push((await lighthouse(`${base}${path}`, flags, config)).lhr)
        }
        rows.push(summarize(path, formFactor, medianRun(lhrs), lhrs))
      }
    }
  } finally {
    await chrome.kill()
  }
  return rows
}

/**
 * The run to show: Lighthouse's median run. A run Lighthouse could not finish (no FCP or TTI) is
 * left out of it, not hidden: its 0 shows among the runs, and when every run failed it is the row.
 */
export function medianRun(lhrs) {
  const valid = filterToValidRuns(lhrs)
  return valid.length ? computeMedianRun(valid) : lhrs[0]
}

/** A run's total blocking time in ms (a budget, docs/performance.md); NaN for a run that did not finish. */
const tbtMs = (lhr) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN)

function summarize(page, device, lhr, lhrs) {
  const { categories, audits } = lhr
  const failing = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable',
    )
    .filter((audit) => CATEGORIES.some((c) => categories[c].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)))
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`)
  return {
    page,
    device,
    ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)])),
    'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
    'TBT ms': tbtMs(lhr),
    // A run Lighthouse could not finish scores 0: its error says why (for example NO_FCP).
    'below 1': [lhr.runtimeError?.code, ...failing].filter(Boolean).join(', '),
    ...(lhrs.length > 1 && {
      'runs (performance)': lhrs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100)).join(' '),
      'runs (TBT ms)': lhrs.map(tbtMs).join(' '),
    }),
    lhr,
  }
}

export async function main(argv = process.argv) {
  const short = argv.includes('--short')
  const runs = numberOf(argv, 'runs', short ? 1 : 3)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more')
  const port = numberOf(argv, 'port', 3260)
  const server = await startServer({ port })
  try {
    const paths = short ? ['/'] : ['/', '/get-started', '/services/cyber-security', '/blog', await firstPostPath(server.base)]
    // Visitors meet a warm page cache (a page is rendered once, then served from memory): so does
    // Lighthouse, whose simulation would otherwise count one cold render in every mobile score.
    for (const path of paths) await (await fetch(`${server.base}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).arrayBuffer()
    const rows = await runLighthouse({ base: server.base, paths, formFactors: short ? ['mobile'] : ['mobile', 'desktop'], runs })
    if (argv.includes('--save')) fs.writeFileSync('lighthouse-results.json', JSON.stringify(rows.map((r) => r.lhr)))
    console.log(
      `\nLighthouse ${rows[0]?.lhr.lighthouseVersion} with ${findChromium()}, median of ${runs} run${runs === 1 ? '' : 's'} (scores out of 100):`,
    )
    console.table(rows.map(({ lhr, ...row }) => row))
    return rows.map(({ lhr, ...row }) => row) // the full reports only with --save
  } finally {
    await server.stop()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
