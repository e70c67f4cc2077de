// SIGTERM, as a container runtime or a process manager stops the server: the request in flight
// (an enquiry whose body is still arriving) completes and is stored, new connections are refused,
// the answer closes its connection (a proxy's pooled connection is not reused), and the process
// exits 0 on its own.
import http from 'node:http'
import net from 'node:net'
import { afterAll, expect, it } from 'vitest'
import { ENQUIRY_TEXT } from '~/enquiry/reply'
import { enquiryPost } from '../fixtures/enquiry'
import { ADMIN, removeDataDirs, startServer, type RunningServer } from '../reliability/server'
import { Visitor } from '../reliability/visitor'

const servers: RunningServer[] = []
afterAll(async () => {
  for (const server of servers) await server.kill()
  removeDataDirs()
})

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve('connected')))
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)))
  })

it('finishes the request in flight at SIGTERM, refuses new connections and exits', async () => {
  const server = await startServer()
  servers.push(server)
  const visitor = new Visitor(server.url)
  const { csrf } = await visitor.openEnquiryForm()
  const marker = `drain-${Date.now()}`
  const body = Buffer.from(
    new URLSearchParams(enquiryPost({ csrf, message: `Reference ${marker}: please review our backups.` })).toString(),
  )
  const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    const request = http.request(`${server.url}/get-started.data`, {
      method: 'POST',
      agent: new http.Agent({ keepAlive: true }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(body.length),
        Origin: server.url,
        Cookie: visitor.cookieHeader(),
      },
    })
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }))
    })
    request.on('error', reject)
    request.write(body.subarray(0, 40))
    // The rest once the signal has been handled: the request is in flight all the while.
    void server.exited.then(() => request.destroy())
    setTimeout(() => request.end(body.subarray(40)), 1_500)
  })
  await new Promise((resolve) => setTimeout(resolve, 300))
  server.child.kill('SIGTERM')
  await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('SIGTERM received')
  expect(await refused(server.port)).toBe('ECONNREFUSED')
  const reply = await answer
  expect(reply.status).toBe(200)
  expect(reply.body).toContain(ENQUIRY_TEXT.success)
  expect(reply.connection).toBe('close')
  expect(await server.exited).toBe(0)

  // Stored: the next server on the same data directory lists it.
  const next = await startServer({ dataDir: server.dataDir })
  servers.push(next)
  const admin = new Visitor(next.url)
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).location).toBe('/admin/blog')
  expect((await admin.get('/admin/enquiries')).body).toContain(marker)
})
