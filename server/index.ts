// The HTTP server: the rendered-page cache, then the static files, then the Remix request handler. Run
// from this source in development and from its esbuild bundle in production (server.js chooses,
// scripts/build-server.js builds; docs/decisions/255-typed-server.md). Paths are the project
// root's: every starter (npm scripts, tests, benchmarks) runs it from there. server.js has read `.env`.
import { createRequestHandler as createFetchHandler, type ServerBuild } from '@remix-run/node'
import type { ServerSeam } from '~/server-seam.server'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseMaxBytes } from '~/admin/media-rules'
import { checkEnv, contentDir, siteUrl } from '~/config/env.server'
import { watchPageCache } from '~/observability/metrics.server'
import { contentSecurityPolicy, policySources } from './content-security-policy'
import { legacyDataParam } from './legacy-data-param'
import { answerClientError } from './client-error'
import { routeConsoleToLog } from './console-to-log'
import { handlerChain, type Step } from './handler-chain'
import { createLog } from './logger'
import { pageCacheConfig } from './page-cache/config'
import { createPageCache } from './page-cache/handler'
import { cdnPurgeHook, createPurger } from './page-cache/purge'
import { watchContentChanges } from './page-cache/realtime-purge'
import { refuse } from './refusal'
import { createRequestHandler, type RequestState } from './remix-handler'
import { createRequestLog } from './request-log'
import { requestGuard } from './request-guard'
import { canonicalLocation, canonicalPath, isTooDeep, originForm, redirectToCanonical } from './request-path'
import { securityHeaders } from './security-headers'
import { staticFiles } from './static-files'

/** The app's build: Remix's own exports, and the one seam its entry exports for this server (app/server-seam.server.ts). */
type AppBuild = ServerBuild & { entry: { module: { serverSeam: ServerSeam } } }

// Files this process creates (the database, uploads, the session secret) are its own: 0600/0700.
process.umask(0o077)

// The environment, checked once by the app's own rules (app/config/env.server.ts): a bad value
// stops the server here, with a message naming the variable, before anything listens.
const env = (() => {
  try {
    return checkEnv()
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
})()
// server.js has settled NODE_ENV to 'production' or 'development' (the one rule is there).
const isDev = env.NODE_ENV !== 'production'
// JSON lines in production, readable ones in development (server/logger.ts, decision 265).
const { logger: log, flush: flushLog, request: requestLine } = createLog({ dev: isDev, level: env.LOG_LEVEL })
routeConsoleToLog(log)
/** Exits once the log's buffered lines are written. */
function exit(code: number): never {
  flushLog()
  process.exit(code)
}
const port = Number(env.PORT || 3000)
const host = env.HOST || '0.0.0.0'
const siteOrigin = new URL(siteUrl()).origin
const datasetFile = path.join(contentDir(), 'dataset.ndjson')

const viteDevServer = isDev ? await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } })) : undefined

const cspSources = policySources(env)

// Imported by its path at run time, so that esbuild leaves Remix's build out of the server's bundle.
const builtApp = pathToFileURL(path.resolve('build/server/index.js')).href
const build: AppBuild | (() => Promise<AppBuild>) = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<AppBuild>
  : await import(builtApp)

/** The server build's modules: loaded by Vite on demand in development, imported once otherwise. */
const serverBuild = async (): Promise<AppBuild> => (typeof build === 'function' ? build() : build)
const appSeam = async () => (await serverBuild()).entry.module.serverSeam

/** A Node request's headers as [name, value] pairs (repeated ones joined as Fetch would). */
const headerPairs = (req: http.IncomingMessage): Array<[string, string]> =>
  Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')])

// Static files, then the security headers, the guard and Remix: over Node's own request and
// response, with nothing that patches them (docs/decisions/275-no-express.md).
// The headers of an answer with no script of its own: static files, and requests Node's parser refused.
const scriptlessHeaders: Array<[string, string]> = [
  ...securityHeaders(isDev),
  ['Content-Security-Policy', contentSecurityPolicy(null, { isDev, sources: cspSources, scriptSources: '' })],
]
const serveStatic = viteDevServer
  ? () => false
  : staticFiles('build/client', { immutablePrefix: '/assets/', baseHeaders: scriptlessHeaders })

const securityStep: Step<RequestState> = (_req, res, next, state) => {
  state.nonce = crypto.randomBytes(16).toString('base64')
  for (const [name, value] of securityHeaders(isDev)) res.setHeader(name, value)
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(state.nonce, { isDev, sources: cspSources }))
  next()
}

// Methods, cross-site POSTs, body size and form shape, before anything reads a body. Staff are
// told from strangers by the app's own session check (identifyRequest in app/auth).
const guard = requestGuard({
  siteOrigin,
  // Behind a proxy that names the client (TRUST_PROXY), the Host it forwarded is the site's.
  forwardedHost: Boolean(env.TRUST_PROXY),
  mediaMaxBytes: parseMaxBytes(env.MEDIA_MAX_BYTES),
  warn: (message) => log.warn(message),
  identify: async (req, options) =>
    (await appSeam()).identifyRequest(new Headers(headerPairs(req)), req.socket.remoteAddress ?? '', options),
})

// An address that cannot be decoded (`/%zz`, or `/%FF`: not UTF-8) gets the server's own refusal page,
// and one deeper than any page a 404 before Remix spends time matching it (isTooDeep).
const readableAddress: Step<unknown> = (req, res, next) => {
  if (isTooDeep(req.url ?? '')) return refuse(req, res, 404, 'There is no page at this address.')
  try {
    decodeURIComponent(canonicalPath(req.url) ?? '')
  } catch {
    return refuse(req, res, 400, 'This address cannot be read: a “%” in it does not start a valid encoded character.')
  }
  next()
}

// The rendered-page cache, in front of everything else (docs/decisions/090-origin-page-cache.md).
const cacheConfig = pageCacheConfig(env, isDev)
const renderPage = createFetchHandler(build, isDev ? 'development' : 'production')
const pageCache = createPageCache({
  ...cacheConfig,
  baseHeaders: securityHeaders(isDev),
  csp: (scriptSources: string) => contentSecurityPolicy(null, { isDev, sources: cspSources, scriptSources }),
  render: async (key, markers) => {
    const fallbacks = (await appSeam()).blogFallbackCount
    const before = fallbacks()
    const request = new Request(`http://localhost${key}`, { headers: { Accept: 'text/html', 'User-Agent': 'arclight-page-cache' } })
    // The entry leaves the ETag to the cache, which hashes the page it keeps (decision 260).
    const response = await renderPage(request, { cspNonce: markers.nonce, clientAddress: '', purgePageCache, pageCacheRender: true })
    const body = await response.text()
    // Rendered while the backend was unreachable (the blog without its admin posts): served, not kept.
    return { status: response.status, headers: response.headers, body, keep: fallbacks() === before }
  },
  // The bundled dataset, when watched, is checked on each request: an edit shows on the next one.
  contentVersion: cacheConfig.watchDataset ? () => fs.statSync(datasetFile, { throwIfNoEntry: false })?.mtimeMs : undefined,
})
// The origin's cache and, with CDN_PURGE_URL, the CDN or Varnish in front: the same tags (decision 221).
const purge = createPurger({ pageCache, hook: cacheConfig.cdnPurge ? cdnPurgeHook(cacheConfig.cdnPurge) : null })
function purgePageCache(reason?: string, tags?: string[]) {
  purge(reason, tags).catch((error: unknown) => log.error({ err: error }, '[page-cache] purge failed'))
}
// A watched dataset is checked twice a second too: with a shared cache in front, no request may
// reach this server to notice the change.
if (cacheConfig.watchDataset && !isDev) {
  let seen = fs.statSync(datasetFile, { throwIfNoEntry: false })?.mtimeMs
  setInterval(() => {
    const now = fs.statSync(datasetFile, { throwIfNoEntry: false })?.mtimeMs
    if (now !== seen) purgePageCache('the bundled dataset changed')
    seen = now
  }, 500).unref()
}
// Purges come from the app only: after a write its backend made (below), a verified Sanity webhook
// (api.revalidate) or another server's write heard by Realtime. No request does it by its path.
appSeam().then(
  (seam) => seam.onContentChange(purgePageCache),
  (error: unknown) => log.error({ err: error }, '[page-cache] the app could not be loaded to hear of its writes'),
)

const handleRemix = createRequestHandler({
  build,
  mode: isDev ? 'development' : 'production',
  getLoadContext: (req, state) => ({ cspNonce: state.nonce, clientAddress: req.socket.remoteAddress ?? '', purgePageCache }),
  runInScope: async (request, run) => (await appSeam()).runInRequestScope(request, run),
})

const app = handlerChain<RequestState>(
  [
    securityStep,
    guard,
    ...(viteDevServer ? [viteDevServer.middlewares as unknown as Step<RequestState>] : []),
    legacyDataParam(),
    readableAddress,
    (req, res, _next, state) => handleRemix(req, res, state),
  ],
  (error, req, res) => {
    log.error({ err: error }, `[server] ${req.method} ${req.url} failed`)
    if (!res.headersSent) refuse(req, res, 500, 'Something went wrong on our side. Please try again in a moment.')
    else res.destroy()
  },
)

// The embedded database is opened before listening: a second process on the same DATA_DIR, or a
// database that cannot open, stops here with a clear message rather than serving errors.
if (!viteDevServer) {
  try {
    await (await appSeam()).openBackend()
  } catch (error) {
    log.fatal(`Cannot start: ${error instanceof Error ? error.message : error}`)
    exit(1)
  }
}

// One line and one count per request, wherever it was answered (decision 265).
// A proxy in front (TRUST_PROXY) may name the request: its X-Request-Id is kept when it looks sane.
const requestLog = createRequestLog({ write: requestLine, isDev, trustRequestId: Boolean(env.TRUST_PROXY) })
watchPageCache(pageCache)

// Slow clients are cut off: headers must arrive within HEADERS_TIMEOUT_MS and the whole request
// (an upload on a slow link included) within REQUEST_TIMEOUT_MS, checked every second (Node's
// default check runs every 30 s, and its limits are 60 s and 5 min).
const server = http.createServer(
  {
    headersTimeout: Number(env.HEADERS_TIMEOUT_MS || 10_000),
    requestTimeout: Number(env.REQUEST_TIMEOUT_MS || 120_000),
    connectionsCheckingInterval: 1_000,
  },
  (req, res) => {
    // Every answer, whoever gives it (the redirect below, the page cache, static files, Remix),
    // carries this id and is logged and counted once.
    // One spelling per path: anything else is sent to its canonical address (request-path.ts).
    // A target in absolute form (`GET http://host/path`) is read as the path it names, by every step.
    if (req.url !== undefined && req.url[0] !== '/') req.url = originForm(req.url)
    const location = canonicalLocation(req.url ?? '')
    const begun = requestLog.begin(req, location === null ? undefined : 'redirect')
    // The page cache writes the id into its own header list (a hit stays on Node's fast path of one
    // array); whatever answers instead gets it here.
    const elsewhere = () => {
      res.setHeader('X-Request-Id', begun.id)
      if (location !== null) redirectToCanonical(req, res, location, scriptlessHeaders)
      else if (serveStatic(req, res)) begun.kind = 'static'
      else app(req, res, { nonce: '' })
    }
    const cache = location === null ? pageCache.handle(req, res, elsewhere, begun.id) : void elsewhere()
    requestLog.handed(req, res, begun, cache)
  },
)
server.on('clientError', answerClientError(scriptlessHeaders))
server.listen(port, host, () => {
  log.info(`Listening on http://localhost:${port} (${isDev ? 'development' : 'production'})`)
  watchOtherServers()
})

// Several app servers on hosted Supabase: an admin write made through another one reaches this
// page cache by Realtime (decision 090). Started after listening and never awaited: an unreachable
// Realtime delays and stops nothing; it is retried in the background and logged.
let contentChanges: { stop: () => Promise<unknown> } | undefined
function watchOtherServers() {
  if (cacheConfig.realtimeNeedsKey) {
    log.warn(
      '[page-cache] SUPABASE_SERVICE_ROLE_KEY is not set: a change made through another app server shows here ' +
        'only when its page expires (PAGE_CACHE_TTL_SECONDS). Set the key to hear of it at once (Supabase Realtime).',
    )
  }
  if (!cacheConfig.realtime) return
  watchContentChanges({ ...cacheConfig.realtime, purge: purgePageCache }).then(
    (watch: { stop: () => Promise<unknown> }) => (contentChanges = watch),
    (error: unknown) => log.error({ err: error }, '[page-cache] Realtime: could not start'),
  )
}

function shutdown(signal: string) {
  log.info(`${signal} received: closing the server`)
  contentChanges?.stop().catch(() => {})
  server.close(() => exit(0))
  server.closeIdleConnections?.()
  setTimeout(() => exit(0), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
