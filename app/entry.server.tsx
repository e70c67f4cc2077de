import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { checkEnv, errorReportsConfig } from '~/config/env.server'
import { configurePorts } from '~/config/ports.server'
import { configurePreview } from '~/content/content.server'
import { currentPreviewRead } from '~/preview/preview-scope.server'
import { documentEndLast } from '~/utils/document-end.server'
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
          const body = documentEndLast()
          body.on('close', done)
          if (cacheable && responseStatusCode === 200) {
            // A render made for the page cache is hashed by the cache alone (decision 260).
            resolve(wholeDocument(body, request, responseHeaders, loadContext.pageCacheRender ? null : nonce))
          } else {
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          }
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
function wholeDocument(body: NodeJS.ReadableStream, request: Request, headers: Headers, etagNonce: string | undefined | null) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = []
    body.on('data', (chunk: Buffer) => chunks.push(chunk))
    body.on('error', reject)
    body.on('end', () => {
      const html = Buffer.concat(chunks)
      if (etagNonce === null) return resolve(new Response(html.toString('utf8'), { status: 200, headers }))
      const etag = documentEtag(html.toString('utf8'), etagNonce)
      headers.set('ETag', etag)
      if (matchesEtag(request.headers.get('If-None-Match'), etag)) {
        headers.delete('Content-Type')
        return resolve(new Response(null, { status: 304, headers }))
      }
      headers.set('Content-Length', String(html.length))
      resolve(new Response(html, { status: 200, headers }))
    })
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
