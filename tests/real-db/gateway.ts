// The project's one address, as Supabase's API gateway gives it: /rest/v1 to PostgREST (which has
// no prefix; reached on its Unix socket), /auth/v1 and /storage/v1 to the fakes. Like the gateway,
// REST and Auth calls need a known `apikey` (401 otherwise); public storage URLs need none.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { sendJson } from './fakes/http'

export interface GatewayRoutes {
  restSocket: string
  apiKeys: string[]
  auth(request: IncomingMessage, response: ServerResponse, path: string): Promise<void>
  storage(request: IncomingMessage, response: ServerResponse, path: string): Promise<void>
  upgrade?(request: IncomingMessage, socket: Duplex, head: Buffer): void
}

export async function startGateway(routes: GatewayRoutes) {
  const requests = { rest: 0, auth: 0, storage: 0 }
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway.local')
    const [, service, version, ...rest] = url.pathname.split('/')
    const path = `/${rest.join('/')}`
    if (version !== 'v1' || !['rest', 'auth', 'storage'].includes(service)) return sendJson(response, 404, { message: 'no Route matched' })
    requests[service as keyof typeof requests]++
    const apikey = request.headers.apikey
    if (service !== 'storage' && !apikey) return sendJson(response, 401, { message: 'No API key found in request' })
    if (service !== 'storage' && !routes.apiKeys.includes(String(apikey))) return sendJson(response, 401, { message: 'Invalid API key' })
    const failed = (error: unknown) => {
      console.error(`[gateway] ${request.method} ${url.pathname} failed:`, error)
      if (!response.headersSent) sendJson(response, 500, { message: 'An unexpected error occurred' })
      else response.destroy()
    }
    if (service === 'auth') return void routes.auth(request, response, path).catch(failed)
    if (service === 'storage') return void routes.storage(request, response, path).catch(failed)
    const upstream = http.request(
      {
        socketPath: routes.restSocket,
        method: request.method,
        path: `${path}${url.search}`,
        headers: { ...request.headers, host: 'localhost' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', failed)
    request.pipe(upstream)
  })
  if (routes.upgrade) server.on('upgrade', routes.upgrade)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
