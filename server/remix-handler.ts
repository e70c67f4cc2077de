// Remix's request handler on Node's own request and response, written out rather than taken from
// @remix-run/express: a POST body that request-guard.ts has already read (and checked) is handed to
// Remix from memory, and the answer is compressed and given its last header fixes here, where it
// is written, not by patching the response object (docs/decisions/275-no-express.md).
import { type AppLoadContext, createRequestHandler as createRemixHandler, type ServerBuild } from '@remix-run/node'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { compressorFor } from './compress'
import { allowPreviewFraming } from './security-headers'

/** What the steps before Remix learnt of a request: its CSP nonce and the body the guard read. */
export type RequestState = { nonce: string; body?: Buffer }

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: IncomingMessage, state: RequestState) => AppLoadContext
  /** Runs the request's loaders and render in the app's per-request scope (its preview state). */
  runInScope: (request: Request, run: () => Promise<Response>) => Promise<Response>
}

/** Headers a route may set too: its value replaces the server's, not "nosniff, nosniff". */
const SINGLE_VALUED = new Set(['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy'])

export function createRequestHandler({ build, mode, getLoadContext, runInScope }: Options) {
  const handleRequest = createRemixHandler(build, mode)
  return async (req: IncomingMessage, res: ServerResponse, state: RequestState): Promise<void> => {
    const request = fetchRequest(req, res, state)
    const loadContext = getLoadContext(req, state)
    await sendResponse(req, res, await runInScope(request, () => handleRequest(request, loadContext)))
  }
}

/** The Fetch request Remix reads, on the URL the server was asked for (Host as sent). */
function fetchRequest(req: IncomingMessage, res: ServerResponse, state: RequestState): Request {
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
    const body = state.body
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

/** Writes Remix's answer on top of the headers set before it (the security headers), compressed when worth it. */
async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
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
  const compressor = compressorFor(req, res)
  const source = Readable.fromWeb(body as NodeReadableStream)
  await (compressor ? pipeline(source, compressor, res) : pipeline(source, res)).catch((error: unknown) => {
    // The client went away mid-answer: nobody to tell. Anything else is the app's error.
    if (!res.destroyed) throw error
  })
}
