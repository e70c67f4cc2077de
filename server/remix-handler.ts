// Remix's request handler for Express, as @remix-run/express's own is, with one difference: a POST
// body that the request guard has already read and checked (request-guard.ts, in `req.body`) is
// handed to Remix from memory. The compression middleware compresses what is written here.
import {
  type AppLoadContext,
  createRequestHandler as createRemixHandler,
  type ServerBuild,
  writeReadableStreamToWritable,
} from '@remix-run/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { Readable } from 'node:stream'
import { allowPreviewFraming } from './security-headers'

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
  /** Runs the request's loaders and render in the app's per-request scope (its preview state). */
  runInScope: (request: Request, run: () => Promise<Response>) => Promise<Response>
}

/** Headers a route may set too: its value replaces the server's, not "nosniff, nosniff". */
const SINGLE_VALUED = new Set(['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy'])

export function createRequestHandler({ build, mode, getLoadContext, runInScope }: Options) {
  const handleRequest = createRemixHandler(build, mode)
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    try {
      const request = fetchRequest(req, res)
      const loadContext = getLoadContext(req, res)
      await sendResponse(req, res, await runInScope(request, () => handleRequest(request, loadContext)))
    } catch (error) {
      next(error)
    }
  }
}

/** The Fetch request Remix reads, on the URL the server was asked for (Host as sent). */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
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
    const body: unknown = req.body
    if (Buffer.isBuffer(body)) {
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

/** Writes Remix's answer on top of the headers set before it (the security headers). */
async function sendResponse(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  res.statusMessage = response.statusText
  for (const [name, value] of response.headers) {
    if (SINGLE_VALUED.has(name)) res.setHeader(name, value)
    else res.appendHeader(name, value)
  }
  // A 304 must not carry a new nonce: the browser would apply it to the cached page and block its scripts.
  if (response.status === 304) res.removeHeader('Content-Security-Policy')
  allowPreviewFraming(res)
  const body = response.body
  if (!body || req.method === 'HEAD') {
    res.end()
    await body?.cancel()
    return
  }
  await writeReadableStreamToWritable(body, res)
}
