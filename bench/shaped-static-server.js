// bench/static-server.js's answer (fixed bytes from node:http), in a process that has first
// answered other requests a given way: how much do the shapes other code gives Node's response
// objects cost that plain answer? (bench/shape-cost.js, docs/performance.md.)
// Usage: node bench/shaped-static-server.js <port> <way: none|plain|prototype|patch|compression|express>
import compression from 'compression'
import express from 'express'
import http from 'node:http'

const [port, way] = process.argv.slice(2)
const page = {
  body: Buffer.alloc(8 * 1024, 'arclight '),
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0' },
}
const other = (req, res) => res.end(`<p>${'x'.repeat(Number(req.url.slice(3)) || 1)}</p>`)
const patchWriteHead = (res) => {
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    return writeHead.apply(this, args)
  }
}
const app = express()
app.use(compression())
app.use((_req, res, next) => (patchWriteHead(res), next()))
app.get('*', other)
const gzip = compression()
const WAYS = {
  plain: other,
  // What Express's init does to every request and response it handles.
  prototype: (req, res) => (Object.setPrototypeOf(req, app.request), Object.setPrototypeOf(res, app.response), other(req, res)),
  // What the server's CSP code did (server/index.ts, before decision 275).
  patch: (req, res) => (patchWriteHead(res), other(req, res)),
  // The compression middleware replaces write, end and on on each response.
  compression: (req, res) => gzip(req, res, () => other(req, res)),
  // All of them, as the app's server did for every request that was not a cache hit (before decision 275).
  express: (req, res) => app(req, res),
}

const server = http.createServer((req, res) => {
  if (req.url.startsWith('/o/')) return WAYS[way](req, res)
  res.writeHead(200, { ...page.headers, 'Content-Length': page.body.length })
  res.end(page.body)
})
server.listen(Number(port), '127.0.0.1', async () => {
  if (WAYS[way]) {
    for (let i = 0; i < 500; i++) {
      const headers = { 'accept-encoding': i % 2 ? 'gzip' : 'br', cookie: 'a=b' }
      await new Promise((resolve) =>
        http.get({ port, host: '127.0.0.1', path: `/o/${i * 7}`, headers }, (r) => r.resume().on('end', resolve)),
      )
    }
  }
  process.send?.('ready')
})
