// The HTTP server: Express with the compression middleware and a pino log line per request,
// then the address checks, the rendered-page cache, the static files, the request gate and Remix.
// Run from this source in development and from its esbuild bundle in production (server.js chooses,
// scripts/build-server.js builds). Paths are the project root's: every starter (npm scripts,
// tests, benchmarks) runs it from there. server.js has read `.env`.
import { createRequestHandler as createFetchHandler, type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseMaxBytes } from '~/admin/media-rules'
import { checkEnv, contentDir, siteUrl } from '~/config/env.server'
import { metrics, watchPageCache } from '~/observability/metrics.server'
import type { ServerSeam } from '~/server-seam.server'
import { addressChecks } from './address-checks'
import { answerClientError } from './client-error'
import { routeConsoleToLog } from './console-to-log'
import { createLogger, requestLogging } from './logger'
import { pageCacheConfig } from './page-cache/config'
import { createPageCache } from './page-cache/page-cache'
import { cdnPurgeHook, createPurger } from './page-cache/purge'
import { watchContentChanges } from './page-cache/realtime-purge'
import { refuse } from './refusal'
import { createRequestHandler } from './remix-handler'
import { requestGuard } from './request-guard'
import { contentSecurityPolicy, policySources, securityHeaders } from './security-headers'

/** The app's build: Remix's own exports, and the one seam its entry exports for this server (app/server-seam.server.ts). */
type AppBuild = ServerBuild & { entry: { module: { serverSeam: ServerSeam } } }

// Files this process creates (the database, uploads, the session secret) are its own: 0600/0700.
process.umask(0o077)

// The environment, parsed once by the app's schema (app/config/env.server.ts): a bad value stops
// the server here, with a message naming the variable, before anything listens.
const env = (() => {
  try {
    return checkEnv()
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
})()
const isDev = !env.isProduction
const log = createLogger({ dev: isDev, level: env.LOG_LEVEL })
routeConsoleToLog(log)
const siteOrigin = new URL(siteUrl()).origin
const datasetFile = path.join(contentDir(), 'dataset.ndjson')

const viteDevServer = isDev ? await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } })) : undefined
// Imported by its path at run time, so that esbuild leaves Remix's build out of the server's bundle.
const build: AppBuild | (() => Promise<AppBuild>) = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<AppBuild>
  : await import(pathToFileURL(path.resolve('build/server/index.js')).href)
const appSeam = async () => (typeof build === 'function' ? await build() : build).entry.module.serverSeam

// The security headers and policy: one nonce per request; an answer with no script of its own
// (static files, redirects, refusals of Node's parser) allows no script at all.
const cspSources = policySources(env)
const baseHeaders = securityHeaders(isDev)
const scriptlessHeaders: Array<[string, string]> = [
  ...baseHeaders,
  ['Content-Security-Policy', contentSecurityPolicy(null, { isDev, sources: cspSources, scriptSources: '' })],
]
const withSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString('base64')
  for (const [name, value] of baseHeaders) res.setHeader(name, value)
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(res.locals.nonce, { isDev, sources: cspSources }))
  next()
}

// The rendered-page cache (docs/decisions/090-origin-page-cache.md).
const cacheConfig = pageCacheConfig(env)
const renderPage = createFetchHandler(build, isDev ? 'development' : 'production')
const pageCache = createPageCache({
  ...cacheConfig,
  baseHeaders,
  csp: (scriptSources) => contentSecurityPolicy(null, { isDev, sources: cspSources, scriptSources }),
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
watchPageCache(pageCache)
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
// Purges come from the app only: after a write its backend made, a verified Sanity webhook
// (api.revalidate) or another server's write heard by Realtime. No request does it by its path.
appSeam().then(
  (seam) => seam.onContentChange(purgePageCache),
  (error: unknown) => log.error({ err: error }, '[page-cache] the app could not be loaded to hear of its writes'),
)

// Methods, cross-site POSTs, body size and form shape, before anything reads a body. Staff are
// told from strangers by the app's own session check (identifyRequest in app/auth).
const guard = requestGuard({
  siteOrigin,
  // Behind a proxy that names the client (TRUST_PROXY), the Host it forwarded is the site's.
  forwardedHost: Boolean(env.TRUST_PROXY),
  mediaMaxBytes: parseMaxBytes(env.MEDIA_MAX_BYTES),
  warn: (message) => log.warn(message),
  identify: async (req, options) => {
    const headers = new Headers(
      Object.entries(req.headers).map(([name, value]): [string, string] => [name, [value ?? ''].flat().join(', ')]),
    )
    return (await appSeam()).identifyRequest(headers, req.socket.remoteAddress ?? '', options)
  },
})

const handleRemix = createRequestHandler({
  build,
  mode: isDev ? 'development' : 'production',
  getLoadContext: (req, res) => ({ cspNonce: res.locals.nonce, clientAddress: req.socket.remoteAddress ?? '', purgePageCache }),
  runInScope: async (request, run) => (await appSeam()).runInRequestScope(request, run),
})

const onError: ErrorRequestHandler = (error, req, res, _next) => {
  log.error({ err: error }, `[server] ${req.method} ${req.url} failed`)
  // Reported with its method and path only, as the app reports Remix's errors.
  const request = new Request(URL.parse(req.path, 'http://localhost') ?? 'http://localhost/', { method: req.method })
  appSeam().then(
    (seam) => seam.reportError(error, { request }),
    () => {},
  )
  if (!res.headersSent) refuse(req, res, 500, 'Something went wrong on our side. Please try again in a moment.')
  else res.destroy()
}

const app = express()
app.disable('x-powered-by')
app.disable('etag') // the page cache and the entry give pages their ETag; static files get theirs from serve-static
// A proxy in front (TRUST_PROXY) may name the request: its X-Request-Id is kept when it looks sane.
app.use(
  requestLogging(log, {
    trustRequestId: Boolean(env.TRUST_PROXY),
    // Each answer is counted for /metrics as its line names it.
    count: ({ kind, cache, status, ms }) => {
      metrics().requests.inc({ kind, cache, status_class: `${Math.floor(status / 100)}xx` })
      metrics().requestSeconds.observe({ kind, cache }, ms / 1000)
    },
  }),
)
// The page cache answers before anything else runs: it sets its pages' own headers and policy.
app.use(addressChecks(scriptlessHeaders), pageCache.handle)
app.use(withSecurityHeaders, compression())
if (!viteDevServer) {
  const staticHeaders = (res: express.Response, file: string) => {
    res.locals.servedAs = 'static'
    for (const [name, value] of scriptlessHeaders) res.setHeader(name, value)
    // Public images (the icon, the social card) are for feeds and link previews to show too.
    if (/\.(jpe?g|png|gif|webp|avif|svg|ico)$/i.test(file)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
  }
  // Hashed names: kept by browsers and CDNs for a year. Anything else in the build: an hour.
  const files = { index: false, redirect: false, setHeaders: staticHeaders }
  app.use('/assets', express.static('build/client/assets', { ...files, immutable: true, maxAge: '1y' }))
  app.use(express.static('build/client', { ...files, maxAge: '1h' }))
}
app.use((req, res, next) => void guard(req, res, next).catch(next))
if (viteDevServer) app.use(viteDevServer.middlewares)
app.all('*', handleRemix)
app.use(onError)

// The embedded database is opened before listening: a second process on the same DATA_DIR, or a
// database that cannot open, stops here with a clear message rather than serving errors.
if (!viteDevServer) {
  try {
    await (await appSeam()).openBackend()
    await (await appSeam()).startBackups()
  } catch (error) {
    log.fatal(`Cannot start: ${error instanceof Error ? error.message : error}`)
    log.flush()
    process.exit(1)
  }
}

// Slow clients are cut off: headers must arrive within HEADERS_TIMEOUT_MS and the whole request
// (an upload on a slow link included) within REQUEST_TIMEOUT_MS, checked every second (Node's
// default check runs every 30 s).
const server = http.createServer(
  { headersTimeout: env.HEADERS_TIMEOUT_MS, requestTimeout: env.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
  app,
)
server.on('clientError', answerClientError(scriptlessHeaders))
// While closing, every answer not yet begun says `Connection: close`, and Node then closes its
// connection: a proxy's pooled connection is not reused for a request this server would not take.
const openAnswers = new Set<http.ServerResponse>()
let closing = false
server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
  if (closing) res.setHeader('Connection', 'close')
  openAnswers.add(res)
  res.once('close', () => openAnswers.delete(res))
})
server.listen(env.PORT, env.HOST, () => {
  log.info(`Listening on http://localhost:${env.PORT} (${isDev ? 'development' : 'production'})`)
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

// SIGTERM: stop taking connections, let the requests in flight finish (10 s at most), then exit
// (tests/deploy/drain.test.ts).
function shutdown(signal: string) {
  log.info(`${signal} received: closing the server`)
  contentChanges?.stop().catch(() => {})
  closing = true
  for (const res of openAnswers) if (!res.headersSent) res.setHeader('Connection', 'close')
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
