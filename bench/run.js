// HTTP benchmark of the production build on loopback: requests per second and latency per page.
// Usage: npm run bench [-- --seconds 10 --connections 32]. Prints a table; asserts nothing.
import autocannon from 'autocannon'
import { spawn, execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > -1 ? Number(process.argv[i + 1]) : fallback
}
const seconds = arg('seconds', 8)
const connections = arg('connections', 32)
const port = arg('port', 3200)
const base = `http://127.0.0.1:${port}`
const pages = ['/', '/services', '/services/cyber-security', '/company', '/success-stories', '/blog', '/healthz']

execSync('node scripts/ensure-build.js', { stdio: 'inherit' })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-bench-'))
const server = spawn('node', ['server.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, COOKIE_SECURE: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
})

async function waitUntilUp() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start')
}

async function measure(url, headers = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    url: url.replace(base, ''),
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
  }
}

try {
  await waitUntilUp()
  const rows = []
  for (const page of pages) rows.push(await measure(`${base}${page}`, { 'accept-encoding': 'br, gzip' }))
  const etag = (await fetch(`${base}/services`)).headers.get('etag')
  if (etag) rows.push({ ...(await measure(`${base}/services`, { 'if-none-match': etag })), url: '/services (304 revalidation)' })
  console.log(`\n${connections} connections, ${seconds} s per page, both ends on this machine (${os.cpus().length} cores):`)
  console.table(rows)
} finally {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
