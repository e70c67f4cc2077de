import path from 'node:path'

// The environment as server.js and server/* see it, read once at start-up. They are plain JavaScript
// that runs around the app (and before it is built, in development), so they cannot call
// app/config/env.server.ts; they read the same variables by its rules instead: a value is trimmed,
// an empty one means the default (IMAGE_ORIGINS, which only the server reads, excepted: there an
// empty value means "none"), and the defaults are the same. The zod check there runs as the server
// build loads (its entry calls checkEnv()) and names any bad value; the one value read here before
// that, SITE_URL, is named too. tests/unit/config/server-config.test.ts keeps the two in step.

/**
 * The environment with each value trimmed, as zod's `text` in env.server.ts reads it.
 * @param {Record<string, string | undefined>} [source]
 * @returns {Record<string, string>}
 */
export function readEnv(source = process.env) {
  /** @type {Record<string, string>} */
  const env = {}
  for (const [name, value] of Object.entries(source)) if (value !== undefined) env[name] = value.trim()
  return env
}

/**
 * The server's own settings: where it listens, the site it serves, its content folder and time limits.
 * @param {Record<string, string>} env what readEnv() returned
 * @param {string[]} [argv]
 */
export function serverSettings(env, argv = process.argv) {
  let siteOrigin
  try {
    siteOrigin = new URL(env.SITE_URL || 'http://localhost:3000').origin
  } catch {
    throw new Error(`SITE_URL must be an http(s) URL, not "${env.SITE_URL}"`)
  }
  return {
    isDev: argv.includes('--dev') || env.NODE_ENV !== 'production',
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    siteOrigin,
    // Behind a proxy that names the client (TRUST_PROXY), the Host it forwarded is the site's.
    forwardedHost: Boolean(env.TRUST_PROXY),
    contentDir: path.resolve(env.CONTENT_DIR || 'content'),
    headersTimeout: Number(env.HEADERS_TIMEOUT_MS || 10_000),
    requestTimeout: Number(env.REQUEST_TIMEOUT_MS || 120_000),
  }
}
