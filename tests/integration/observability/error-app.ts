// A fake Sentry ingest and a small Remix app around the real entry (app/entry.server.tsx), for the
// error reports' tests: a loader and an action that throw, reached as Remix reaches them (a
// single-fetch `.data` request), so each error goes through the entry's handleError.
import type { ServerBuild } from '@remix-run/node'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

/** What a visitor sent that no report may carry. */
export const SECRETS = {
  cookie: 'session-cookie-value-3141',
  bearer: 'bearer-token-value-2718',
  email: 'visitor-form-value@example.com',
  message: 'form-message-value-1618',
  query: 'query-token-value-1414',
  inMessage: 'message-token-value-1732',
}

/** The error the loader and the action throw: its message names an address with a token. */
export const ERROR_TEXT = 'The upstream answered 502: https://api.example.com/v1/items'
const thrown = () => new Error(`${ERROR_TEXT}?access_token=${SECRETS.inMessage}`)

export type Envelope = { path: string; headers: http.IncomingHttpHeaders; body: string; items: unknown[] }

/** A local HTTP server standing for Sentry's ingest: it keeps every envelope posted to it. */
export async function fakeIngest() {
  const envelopes: Envelope[] = []
  const waiting: (() => void)[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const body = (req.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8')
      const items = body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown)
      envelopes.push({ path: req.url ?? '', headers: req.headers, body, items })
      waiting.splice(0).forEach((wake) => wake())
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    /** Resolves once `count` envelopes have come, or rejects after `ms`. */
    received(count: number, ms = 5_000) {
      return new Promise<Envelope[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${envelopes.length} of ${count} envelopes in ${ms} ms`)), ms)
        const check = () => {
          if (envelopes.length >= count) {
            clearTimeout(timer)
            resolve(envelopes)
          } else waiting.push(check)
        }
        check()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The Remix request handler of a two-route app whose entry is the site's own. */
export async function errorApp() {
  const { createRequestHandler } = await import('@remix-run/node')
  const entry = await import('~/entry.server')
  const route = (id: string, path: string, parentId: string | undefined, module: object) => ({ id, path, parentId, module })
  const build = {
    mode: 'production',
    entry: { module: entry },
    routes: {
      root: route('root', '', undefined, { default: () => null }),
      'routes/broken': route('routes/broken', 'broken', 'root', {
        default: () => null,
        loader: () => {
          throw thrown()
        },
        action: async ({ request }: { request: Request }) => {
          await request.formData()
          throw thrown()
        },
      }),
    },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
    },
    isSpaMode: false,
  } as unknown as ServerBuild
  return createRequestHandler(build, 'production')
}

/** A visitor's request to the broken route: a session cookie, a bearer token, a token in the query; a form for POST. */
export function visitorRequest(method: 'GET' | 'POST') {
  const headers = new Headers({
    Cookie: `__session=${SECRETS.cookie}; theme=dark`,
    Authorization: `Bearer ${SECRETS.bearer}`,
    'User-Agent': 'error-reports-test',
  })
  const url = `http://localhost/broken.data?token=${SECRETS.query}`
  if (method === 'GET') return new Request(url, { headers })
  const body = new URLSearchParams({ email: SECRETS.email, message: SECRETS.message })
  headers.set('Content-Type', 'application/x-www-form-urlencoded')
  return new Request(url, { method, headers, body })
}
