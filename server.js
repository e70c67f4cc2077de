// The production (and development) HTTP server: Express around the Remix request handler.
import compression from 'compression'
import express from 'express'
import crypto from 'node:crypto'
import { createRequestHandler } from './server/remix-handler.js'
import { legacyDataParam } from './server/legacy-data-param.js'
import { requestGuard } from './server/request-guard.js'

// Files this process creates (the database, uploads, the session secret) are its own: 0600/0700.
process.umask(0o077)

const isDev = process.argv.includes('--dev') || process.env.NODE_ENV !== 'production'
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || '0.0.0.0'

const viteDevServer = isDev ? await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } })) : undefined

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', false)
app.use(compression({ brotli: { enabled: true } }))

// One concise line per request; none for static assets in production.
app.use((req, res, next) => {
  const start = process.hrtime.bigint()
  res.on('finish', () => {
    if (!isDev && (req.path.startsWith('/assets/') || res.locals.staticFile)) return
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`)
  })
  next()
})

app.use((req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
  if (!isDev) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(res.locals.cspNonce))
  // A 304 must not carry a new nonce: the browser would apply it to the cached page and block its scripts.
  const writeHead = res.writeHead
  res.writeHead = function (statusCode, ...rest) {
    if (statusCode === 304) res.removeHeader('Content-Security-Policy')
    // A route may set one of these too (Remix appends): keep one value, not "nosniff, nosniff".
    for (const name of ['X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy']) {
      const value = res.getHeader(name)
      if (Array.isArray(value)) res.setHeader(name, value.at(-1))
    }
    return writeHead.call(this, statusCode, ...rest)
  }
  next()
})

// Methods, cross-site POSTs, body size and form shape, before anything reads a body.
app.use(
  requestGuard({
    siteOrigin: new URL(process.env.SITE_URL || 'http://localhost:3000').origin,
    forwardedHost: Boolean(process.env.TRUST_PROXY),
  }),
)

// Page views go to PLAUSIBLE_API_HOST, which may be plain http: (a test stub, a private network).
const analyticsOrigin = (() => {
  try {
    const origin = new URL(process.env.PLAUSIBLE_API_HOST || '').origin
    return /^https?:\/\/[\w.-]+(:\d+)?$/.test(origin) ? ` ${origin}` : ''
  } catch {
    return ''
  }
})()

function contentSecurityPolicy(nonce) {
  const dev = isDev ? " 'unsafe-inline'" : ''
  return [
    "default-src 'self'",
    isDev ? `script-src 'self' 'unsafe-inline' 'unsafe-eval'` : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'${dev}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https:${analyticsOrigin}${isDev ? ' ws: wss:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

if (viteDevServer) {
  app.use(viteDevServer.middlewares)
} else {
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }))
  app.use(
    express.static('build/client', {
      maxAge: '1h',
      index: false,
      setHeaders: (res) => (res.locals.staticFile = true),
    }),
  )
}

const build = viteDevServer ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build') : await import('./build/server/index.js')

app.use(legacyDataParam())

app.all(
  '*',
  createRequestHandler({
    build,
    mode: isDev ? 'development' : 'production',
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce,
      clientAddress: req.socket.remoteAddress ?? '',
    }),
  }),
)

// The embedded database is opened before listening: a second process on the same DATA_DIR, or a
// database that cannot open, stops here with a clear message rather than serving errors.
if (!viteDevServer) {
  try {
    await build.entry.module.openBackendAtStartup?.()
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}

const server = app.listen(port, host, () => {
  console.log(`Listening on http://localhost:${port} (${isDev ? 'development' : 'production'})`)
})

function shutdown(signal) {
  console.log(`${signal} received: closing the server`)
  server.close(() => process.exit(0))
  server.closeIdleConnections?.()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
