import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { checkEnv, errorReportsConfig } from '~/config/env.server'
import { configurePorts } from '~/config/ports.server'
import { configurePreview } from '~/content/content.server'
import { currentPreviewRead } from '~/preview/preview-scope.server'
import { usesPublicShell } from '~/site/staff-area'
import { coalescingStream } from '~/utils/coalescing-stream.server'
import { endDocumentLast } from '~/utils/document-end.server'
import { hydrateAfterPaint } from '~/utils/hydrate-after-paint.server'
import { NonceProvider } from '~/utils/nonce-provider'
import { reportError, startErrorReports } from '~/observability/error-reporting.server'
import { documentEtag, matchesEtag } from '~/http-cache/etag.server'
import { NOT_FOUND_TAGS, pageTags, tagHeaders } from '~/http-cache/page-tags'
import { PRIVATE_CACHE_CONTROL } from '~/utils/cache-headers'

// Start-up: a bad environment stops the server here, with a message naming the variable.
checkEnv()
startErrorReports(errorReportsConfig())
configurePorts()
// Content queries ask the request's preview state (a feature above the ports, so wired here).
configurePreview(currentPreviewRead)

export const streamTimeout = 5_000

/**
 * A public page (GET, 200, `Cache-Control: public…`) is rendered in full and given an ETag,
 * so that a repeat request with If-None-Match gets 304 (for browsers and for a CDN
 * revalidating). Everything else streams as before. The ETag's rule is app/http-cache/etag.server.ts,
 * the page cache's too; a render made for the page cache is left to it to hash (decision 260).
 */
export function isCacheableDocument(request: Request, status: number, headers: Headers) {
  return (request.method === 'GET' || request.method === 'HEAD') && status === 200 && isPublic(headers)
}

/**
 * An answer to a form post shows what that sender sent (a reference among it): never shared,
 * whatever the page's `headers` say. The document (a browser without JavaScript) and the data
 * answer (`.data`, the hydrated form) alike.
 */
function keepPostAnswerPrivate(request: Request, headers: Headers) {
  if (request.method !== 'GET' && request.method !== 'HEAD') headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  keepPostAnswerPrivate(request, response.headers)
  return response
}

const isPublic = (headers: Headers) => /^\s*public\b/.test(headers.get('Cache-Control') ?? '')

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : undefined
  keepPostAnswerPrivate(request, responseHeaders)
  const cacheable = isCacheableDocument(request, responseStatusCode, responseHeaders)
  // notFound()'s 404 is kept by a shared cache too, until any change (NOT_FOUND_TAGS).
  const sharedNotFound = responseStatusCode === 404 && isPublic(responseHeaders)
  // Bots, cacheable pages and answers to a form post (a browser without JavaScript: lazy parts such
  // as the enquiry confirmation must be in the HTML itself) get the whole document at once; others
  // get it streamed.
  const whole = cacheable || request.method !== 'GET' || isbot(request.headers.get('user-agent') ?? '')
  const readyEvent = whole ? 'onAllReady' : 'onShellReady'
  // The public site's scripts wait for the first paint; the staff area hydrates at once (docs/decisions/160).
  const matches = remixContext.staticHandlerContext.matches.map((match) => ({ handle: remixContext.routeModules[match.route.id]?.handle }))
  const editShell = usesPublicShell(matches) ? (html: string) => hydrateAfterPaint(html, nonce) : (html: string) => html
  return new Promise((resolve, reject) => {
    let shellRendered = false
    // The abort timer holds the whole render (request, loader data) until it fires: cleared as soon
    // as the document is complete, so memory follows the requests in flight, not the last 6 seconds.
    // eslint-disable-next-line prefer-const -- assigned once the render (and its abort) exists, read earlier by done()
    let timer: ReturnType<typeof setTimeout> | undefined
    const done = () => clearTimeout(timer)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // What the page shows, for purges by tag (docs/decisions/221).
          const { matches, loaderData } = remixContext.staticHandlerContext
          const tags = cacheable ? pageTags(matches, loaderData) : sharedNotFound ? NOT_FOUND_TAGS : null
          if (tags) for (const [name, value] of Object.entries(tagHeaders(tags))) responseHeaders.set(name, value)
          if (cacheable && responseStatusCode === 200) {
            // A render made for the page cache is hashed by the cache alone (decision 260).
            const etagNonce = loadContext.pageCacheRender ? null : nonce
            resolve(bufferWhole(pipe, request, responseHeaders, etagNonce, editShell).finally(done))
            return
          }
          const body = coalescingStream(editShell)
          body.on('close', done)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          done()
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    timer = setTimeout(abort, streamTimeout + 1_000)
  })
}

/**
 * The whole document, with its ETag (and a 304 when If-None-Match names it). `etagNonce` is the
 * nonce left out of the hash; null for a render made for the page cache, which hashes the page it
 * keeps itself (server/page-cache/page-cache.ts): its body is passed on as text, unhashed.
 */
function bufferWhole(
  pipe: (destination: NodeJS.WritableStream) => NodeJS.WritableStream,
  request: Request,
  headers: Headers,
  etagNonce: string | undefined | null,
  editShell: (html: string) => string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    sink.on('error', reject)
    sink.on('end', () => {
      const text = editShell(endDocumentLast(Buffer.concat(chunks).toString('utf8')))
      if (etagNonce === null) {
        resolve(new Response(text, { status: 200, headers }))
        return
      }
      const etag = documentEtag(text, etagNonce)
      headers.set('ETag', etag)
      if (matchesEtag(request.headers.get('If-None-Match'), etag)) {
        headers.delete('Content-Type')
        resolve(new Response(null, { status: 304, headers }))
        return
      }
      const html = Buffer.from(text)
      headers.set('Content-Length', String(html.length))
      resolve(new Response(html, { status: 200, headers }))
    })
    pipe(sink)
  })
}

/**
 * Remix's own errors, logged once each. A 4xx that Remix itself answers (a POST to a page that
 * takes no form, 405) is the visitor's mistake, not ours: no stack trace for anyone to flood the log with.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error)
  reportError(error, { request })
}

// The server's one way into the app's build (server/index.ts).
export { serverSeam } from '~/server-seam.server'
