// A stand-in analytics host for browser tests (PLAUSIBLE_API_HOST in playwright.config.ts): it
// accepts every page view with 202, as Plausible does, so no test sees a failed request.
// Tests that count page views intercept them with page.route before they get here.
import http from 'node:http'

const port = Number(process.argv[2])
http
  .createServer((request, response) => {
    request.resume()
    response.writeHead(request.method === 'POST' ? 202 : 200, {
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'text/plain',
    })
    response.end('ok')
  })
  .listen(port, '127.0.0.1')
