// Slow clients are cut off: one that dribbles its headers (slowloris) or its body cannot hold a
// connection longer than HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS (server.js), and the server
// keeps answering everyone else meanwhile. Node's own limits (60 s, 5 min) would let a few
// hundred such clients hold the server's sockets for minutes.
import net from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { report } from './figures'
import { removeDataDirs, startServer, type RunningServer } from './server'

const HEADERS_MS = 1_000
const REQUEST_MS = 3_000
let server: RunningServer
let clients = 0

beforeAll(async () => {
  server = await startServer({ env: { HEADERS_TIMEOUT_MS: String(HEADERS_MS), REQUEST_TIMEOUT_MS: String(REQUEST_MS) } })
})
afterAll(async () => {
  await server?.stop()
  removeDataDirs()
})

/**
 * Opens a connection, sends `head`, then `drip` every 200 ms until the server closes the
 * connection. Resolves with how long it stayed open and what the server sent.
 */
function dribble(head: string, drip: string, giveUpMs = 20_000): Promise<{ openMs: number; answer: string }> {
  clients++
  return new Promise((resolve) => {
    const started = Date.now()
    let answer = ''
    const socket = net.connect(server.port, '127.0.0.1', () => socket.write(head))
    const timer = setInterval(() => socket.writable && socket.write(drip), 200)
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs)
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      clearTimeout(giveUp)
      resolve({ openMs: Date.now() - started, answer })
    })
  })
}

it('cuts off a client that never finishes its headers', async () => {
  const slow = dribble('GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n')
  // Meanwhile the server answers others as usual.
  await new Promise((r) => setTimeout(r, 300))
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  const { openMs, answer } = await slow
  // The limit plus Node's one-second check, with room for a busy machine; far below Node's 60 s.
  expect(openMs).toBeLessThan(HEADERS_MS + 5_000)
  expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true)
})

it('cuts off a client that sends its body too slowly', async () => {
  const head =
    'POST /get-started HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\n'
  const { openMs, answer } = await dribble(head, 'name=ada&')
  expect(openMs).toBeLessThan(REQUEST_MS + 5_000)
  expect(answer).not.toMatch(/^HTTP\/1\.1 (2|5)\d\d/)
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  report('slow clients', { 'clients cut off': clients, failures: 0 })
})
