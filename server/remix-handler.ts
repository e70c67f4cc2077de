// Remix's request handler on Express, written out rather than taken from @remix-run/express,
// whose package exports only a handler that reads the body from the socket: here a POST body
// that request-guard.ts has already read (and checked) is handed to Remix from memory.
import {
  type AppLoadContext,
  createRequestHandler as createRemixHandler,
  type ServerBuild,
  writeReadableStreamToWritable,
} from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { Readable } from 'node:stream'

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
  /** Runs the request's loaders and render in the app's per-request scope (its preview state). */
  runInScope: (request: Request, run: () => Promise<Response>) => Promise<Response>
}

export function createRequestHandler({ build, mode, getLoadContext, runInScope }: Options): RequestHandler {
  const handleRequest = createRemixHandler(build, mode)
  return async (req, res, next) => {
    try {
      const request = fetchRequest(req, res)
      const loadContext = getLoadContext(req, res)
      await sendResponse(res, await runInScope(request, () => handleRequest(request, loadContext)))
    } catch (error) {
      next(error)
    }
  }
}

/** The Fetch request Remix reads, on the URL the server was asked for (Host as sent: `trust proxy` is off). */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one)
  }
  // Loaders and actions stop when the client goes away before the answer is written.
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body: Buffer | undefined = res.locals.body
    if (body) {
      // request-guard.ts has judged the Origin (against SITE_URL, Host and, behind TRUST_PROXY,
      // X-Forwarded-Host). Remix's own check compares it with the Host only and answers an empty
      // 500 behind a proxy that rewrites Host: it is given no Origin to compare.
      headers.delete('origin')
      init.body = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength)
    } else {
      init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>
    }
    init.duplex = 'half'
  }
  return new Request(url, init)
}

/** Writes Remix's answer; headers a middleware set before (the security headers) are added to, not replaced. */
async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) res.append(name, value)
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
