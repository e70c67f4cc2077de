// The limit to measure against: a minimal node:http server sending fixed bytes. It serves what
// bench/http.js captured from the app (the very same bodies and encodings), one file per page.
// Usage: node bench/static-server.js <port> <captured.json>
import fs from 'node:fs'
import http from 'node:http'

const [port, file] = process.argv.slice(2)
const pages = new Map(
  JSON.parse(fs.readFileSync(file, 'utf8')).map(({ key, headers, body }) => [key, { headers, body: Buffer.from(body, 'base64') }]),
)
http
  .createServer((req, res) => {
    const page = pages.get(decodeURIComponent(req.url))
    if (!page) {
      res.writeHead(404)
      return res.end()
    }
    res.writeHead(200, { ...page.headers, 'Content-Length': page.body.length })
    res.end(page.body)
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
