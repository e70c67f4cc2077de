import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { answerClientError } from '../../../server/client-error'

// A request Node's parser refuses gets a page that says why, with the security headers, instead of
// Node's bare status line; the connection is closed after it.
let server: http.Server
let port: number

beforeAll(async () => {
  server = http.createServer({ requestTimeout: 300, connectionsCheckingInterval: 50 }, (_req, res) => res.end('answered'))
  server.on('clientError', answerClientError([['X-Content-Type-Options', 'nosniff']]))
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => server.close())

/** Writes `raw` on a new connection and reads until the server closes it. */
function exchange(raw: string, { endInput = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => (endInput ? socket.end(raw) : socket.write(raw)))
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()))
    socket.on('error', reject)
  })
}

test('an address over 16 KB gets 431 and a page that says the address is too long', async () => {
  const answer = await exchange(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
  const [head, body] = answer.split('\r\n\r\n')
  expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
  expect(head).toContain('X-Content-Type-Options: nosniff')
  expect(head).toContain('Cache-Control: no-store')
  expect(head).toContain('Connection: close')
  expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`)
  expect(body).toContain('<h1>431 Address too long</h1>')
  expect(body).toContain('This address, or the request’s headers, is too long')
})

test('bytes that are not HTTP get 400 with a page', async () => {
  const answer = await exchange('NOT HTTP AT ALL\r\n\r\n')
  expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
  expect(answer).toContain('<h1>400 Bad request</h1>')
})

test('a request that does not arrive in time gets 408', async () => {
  const answer = await exchange('GET / HTTP/1.1\r\nHost: x\r\n')
  expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
  expect(answer).toContain('took too long to arrive')
})

test('a request that reads well is answered as before', async () => {
  const answer = await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
  expect(answer.endsWith('answered')).toBe(true)
})
