import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import fs from 'node:fs'
import { startServer } from './start-server.js'
const runs = Number(process.argv[2] || 3), path = process.argv[3] || '/'
const server = await startServer({ port: 3170 })
for (let i = 0; i < 3; i++) await (await fetch(`${server.base}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).arrayBuffer()
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
for (let r = 0; r < runs; r++) {
  const { lhr } = await lighthouse(`${server.base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  fs.writeFileSync(`/tmp/lh/run${r}.json`, JSON.stringify(lhr))
  const a = lhr.audits
  const ph = a['largest-contentful-paint-element'].details.items[1].items.map((p) => `${p.phase}=${Math.round(p.timing)}`).join(' ')
  console.log(r, Math.round(lhr.categories.performance.score * 100), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), ph, a['largest-contentful-paint-element'].details.items[0].items[0].node.selector)
}
await chrome.kill(); await server.stop()
