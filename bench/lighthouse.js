// Lighthouse 12 (mobile and desktop) on the main public pages of the production build, with
// Debian's Chromium. `npm run bench -- --lighthouse` (all pages, both form factors) or
// `-- --lighthouse --short` (the home page, mobile: the CI mode). Prints the four category scores
// per page and what kept any of them under 100.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import fs from 'node:fs'
import { findChromium } from '../scripts/browser-path.js'
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

export async function runLighthouse({ base, paths, formFactors }) {
  const chromePath = findChromium()
  if (!chromePath) throw new Error('no Chromium found (PLAYWRIGHT_CHROMIUM_PATH or /usr/bin/chromium)')
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  const rows = []
  try {
    for (const formFactor of formFactors) {
      for (const path of paths) {
        const config = formFactor === 'desktop' ? desktopConfig : undefined
        const result = await lighthouse(
          `${base}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          config,
        )
        const { categories, audits } = result.lhr
        const failing = Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'notApplicable',
          )
          .filter((audit) => CATEGORIES.some((c) => categories[c].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)))
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`)
        rows.push({
          page: path,
          device: formFactor,
          ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)])),
          'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
          // A run Lighthouse could not finish scores 0: its error says why (for example NO_FCP).
          'below 1': [result.lhr.runtimeError?.code, ...failing].filter(Boolean).join(', '),
          lhr: result.lhr,
        })
      }
    }
  } finally {
    await chrome.kill()
  }
  return rows
}

export async function main(argv = process.argv) {
  const short = argv.includes('--short')
  const port = Number(argv[argv.indexOf('--port') + 1]) || 3260
  const server = await startServer({ port })
  try {
    const paths = short ? ['/'] : ['/', '/get-started', '/services/cyber-security', '/blog', await firstPostPath(server.base)]
    // Visitors meet a warm page cache (a page is rendered once, then served from memory): so does
    // Lighthouse, whose simulation would otherwise count one cold render in every mobile score.
    for (const path of paths) await (await fetch(`${server.base}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).arrayBuffer()
    const rows = await runLighthouse({ base: server.base, paths, formFactors: short ? ['mobile'] : ['mobile', 'desktop'] })
    if (argv.includes('--save')) fs.writeFileSync('lighthouse-results.json', JSON.stringify(rows.map((r) => r.lhr)))
    console.log(`\nLighthouse ${rows[0]?.lhr.lighthouseVersion} with ${findChromium()} (scores out of 100):`)
    console.table(rows.map(({ lhr, ...row }) => row))
    return rows.map(({ lhr, ...row }) => row) // the full reports only with --save
  } finally {
    await server.stop()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
