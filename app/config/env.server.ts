import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_INACTIVITY_MS, DEFAULT_LOCKOUT, DEFAULT_SESSION_MAX_MS } from '~/backend/config.server'
import { DEFAULT_CACHE_LIMITS } from '~/content/bounded-cache'
import type { ErrorReportsConfig } from '~/observability/error-reports-config'

// The environment, in one place: every variable the app and the server read (README.md,
// "Configuration"), checked with zod, with the defaults and the values derived from it (a number, the
// rate limit, whether cookies are Secure) worked out here and nowhere else. `checkEnv()` runs at
// start-up (server/index.ts, entry.server.tsx) so a bad value stops the server with a message naming
// the variable; `env()` gives the checked values to the code that needs them.

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
const httpUrl = text.refine((value) => !value || /^https?:\/\/[^\s/]+/i.test(value), 'must be an http(s) URL')
const wholeNumber = (min: number) =>
  text.refine((value) => !value || (/^\d{1,15}$/.test(value) && Number(value) >= min), `must be a whole number of at least ${min}`)
const flag = text.refine((value) => !value || value === 'true' || value === 'false', 'must be true or false')
/** A whole number of at least `min`, or `fallback` when unset. */
const count = (min: number, fallback: number) => wholeNumber(min).transform((value) => (value ? Number(value) : fallback))

/** At most `max` enquiries from one client address in `windowSeconds`. */
export type RateLimit = { max: number; windowSeconds: number }
/** 5 enquiries per 10 minutes, as specified. */
export const DEFAULT_ENQUIRY_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 600 }
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600 }

/** `<count>/<seconds>` (or `<n>m`, `<n>h`) within the bounds SQL public.submit_enquiry accepts, or null. */
function parseRateLimit(value: string): RateLimit | null {
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh]?)$/i.exec(value)
  if (!match) return null
  const max = Number(match[1])
  const windowSeconds = Number(match[2]) * UNIT_SECONDS[match[3].toLowerCase() || 's']
  return max >= 1 && max <= 100_000 && windowSeconds >= 1 && windowSeconds <= 86_400 ? { max, windowSeconds } : null
}

/** A decompression bomb's guard (MEDIA_MAX_PIXELS): 50 megapixels, above any phone's photo. */
export const DEFAULT_MEDIA_MAX_PIXELS = 50_000_000
const INTERVAL_SECONDS: Record<string, number> = { m: 60, h: 3600, d: 86_400 }
/** `<n>m`, `<n>h` or `<n>d` in seconds (at least a minute), or null. */
function parseInterval(value: string): number | null {
  const match = /^(\d{1,6})\s*([mhd])$/i.exec(value)
  const seconds = match ? Number(match[1]) * INTERVAL_SECONDS[match[2].toLowerCase()] : 0
  return seconds >= 60 ? seconds : null
}

const EnvSchema = z.object({
  NODE_ENV: text,
  // Read only by the server (server/index.ts), with the others below that it reads.
  PORT: text
    .refine((value) => !value || (/^\d{1,5}$/.test(value) && Number(value) <= 65_535), 'must be a port number (0 to 65535)')
    .transform((value) => (value ? Number(value) : 3000)),
  HOST: text.transform((value) => value ?? '0.0.0.0'),
  SITE_URL: httpUrl,
  DATA_DIR: text,
  CONTENT_DIR: text,
  SESSION_SECRET: text.refine((value) => !value || value.length >= 16, 'must be at least 16 characters'),
  COOKIE_SECURE: flag,
  TRUST_PROXY: text.refine(
    (value) => !value || /^[a-z0-9-]+(:\d{1,2})?$/i.test(value),
    'must be a header name, e.g. x-forwarded-for or x-forwarded-for:2',
  ),
  MEDIA_MAX_BYTES: wholeNumber(1),
  // An uploaded image's largest size in pixels (width × height × frames), read from its header.
  MEDIA_MAX_PIXELS: count(1, DEFAULT_MEDIA_MAX_PIXELS),
  // Read by the server for the CSP's img-src (server/security-headers.ts, which skips bad
  // entries). Trimmed but kept when empty: an empty value means this site's images only.
  IMAGE_ORIGINS: z
    .string()
    .optional()
    .transform((value) => value?.trim()),
  PLAUSIBLE_DOMAIN: text,
  PLAUSIBLE_API_HOST: httpUrl,
  GA4_MEASUREMENT_ID: text.refine((value) => !value || /^G-[A-Z0-9]+$/i.test(value), 'must look like G-XXXXXXX'),
  // Error reports (app/observability, docs/decisions/292): unset, none are sent and Sentry is never loaded.
  // The DSN is public by design: browsers are given it too. Read by the server for the CSP's connect-src.
  SENTRY_DSN: text.refine((value) => !value || isSentryDsn(value), 'must be a Sentry DSN, https://<public key>@<host>/<project id>'),
  SENTRY_ENVIRONMENT: text,
  SMTP_URL: text.refine((value) => !value || /^smtps?:\/\//i.test(value), 'must be an smtp:// or smtps:// URL'),
  ENQUIRY_NOTIFY_TO: text,
  ENQUIRY_NOTIFY_FROM: text,
  ADMIN_EMAIL: text,
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_INACTIVITY_MS: count(1000, DEFAULT_INACTIVITY_MS),
  ADMIN_SESSION_MAX_MS: count(1000, DEFAULT_SESSION_MAX_MS),
  // Every admin needs a second factor (TOTP) unless this is "false" (README: why not to).
  ADMIN_REQUIRE_2FA: flag.transform((value) => value !== 'false'),
  // The lockout per account: this many failed passwords or codes, from any address, lock it this long.
  ADMIN_LOCKOUT_FAILURES: count(1, DEFAULT_LOCKOUT.failures),
  ADMIN_LOCKOUT_MINUTES: count(1, DEFAULT_LOCKOUT.minutes),
  TEST_USER_EMAIL: text,
  TEST_USER_PASSWORD: z.string().optional(),
  SUPABASE_URL: httpUrl,
  SUPABASE_ANON_KEY: text,
  SUPABASE_SERVICE_ROLE_KEY: text,
  SANITY_PROJECT_ID: text.refine((value) => !value || /^[a-z0-9-]+$/.test(value), 'must be a Sanity project id (a-z, 0-9, -)'),
  SANITY_DATASET: text,
  SANITY_API_VERSION: text,
  SANITY_READ_TOKEN: text,
  // Reads drafts for preview mode (Viewer rights; server-only). Unset: no preview on hosted Sanity.
  SANITY_VIEWER_TOKEN: text,
  // Tests only: a loopback fake of the Content Lake instead of https://<project>.api.sanity.io.
  SANITY_API_HOST: httpUrl,
  SANITY_USE_CDN: flag,
  SANITY_CACHE_SECONDS: wholeNumber(0),
  SANITY_STUDIO_URL: httpUrl,
  SANITY_WEBHOOK_SECRET: text,
  // Read by the server (server/page-cache/config.ts) too.
  // Unset: 64 in production, 0 (off) in development (see the schema's last step).
  PAGE_CACHE_MB: text
    .refine((value) => !value || /^\d+(\.\d+)?$/.test(value), 'must be a number of megabytes (0 turns the cache off)')
    .transform((value) => (value ? Number(value) : undefined)),
  PAGE_CACHE_TTL_SECONDS: wholeNumber(1).transform((value) => (value ? Number(value) : undefined)),
  // Read by the server: the CDN's (or Varnish's) purge hook and one header for it (decision 221).
  CDN_PURGE_URL: httpUrl,
  CDN_PURGE_HEADER: text.refine((value) => !value || /^[\w-]+:\s*\S/.test(value), 'must be one header, "Name: value"'),
  // Read by the server: how long a client may take to send its headers, and its whole request.
  HEADERS_TIMEOUT_MS: count(1000, 10_000),
  REQUEST_TIMEOUT_MS: count(1000, 120_000),
  CONTENT_WATCH: flag,
  // Bounds of each content source's result cache (app/content/bounded-cache.ts).
  CONTENT_CACHE_ENTRIES: count(1, DEFAULT_CACHE_LIMITS.maxEntries),
  // Megabytes; unset, the content cache's default bound (in bytes, as it is read).
  CONTENT_CACHE_MB: wholeNumber(1).transform((value) => (value ? Number(value) : DEFAULT_CACHE_LIMITS.maxBytes / 1024 / 1024)),
  // The server's log (server/logger.ts): info (default) logs a line per request; warn leaves them out.
  LOG_LEVEL: text.refine(
    (value) => !value || ['fatal', 'error', 'warn', 'info', 'debug', 'silent'].includes(value),
    'must be one of fatal, error, warn, info, debug, silent',
  ),
  // Bearer token that /metrics asks for (Prometheus format); unset: /metrics is a 404.
  METRICS_TOKEN: text.refine((value) => !value || value.length >= 16, 'must be at least 16 characters'),
  // Scheduled backups of the embedded backend (app/backend/embedded/backup/, decision 298): into
  // BACKUP_DIR every BACKUP_EVERY (e.g. 30m, 6h, 1d), the newest BACKUP_KEEP archives kept. Unset
  // BACKUP_EVERY: none are scheduled (`npm run backup` still writes one, into BACKUP_DIR or here).
  BACKUP_DIR: text,
  BACKUP_EVERY: text
    .refine((value) => !value || parseInterval(value) !== null, 'must be a time of at least 1m, e.g. 30m, 6h or 1d')
    .transform((value) => (value ? parseInterval(value)! : undefined)),
  BACKUP_KEEP: count(1, 7),
  // The commit the running code was built from, for /healthz (app/config/release.server.ts).
  GIT_COMMIT: text.refine((value) => !value || /^[0-9a-f]{7,40}$/i.test(value), 'must be a git commit hash'),
  // `<count>/<window>`, e.g. 5/10m: the bounds SQL public.submit_enquiry accepts (app/enquiry/rate-limit.server.ts).
  ENQUIRY_RATE_LIMIT: text
    .refine(
      (value) => !value || parseRateLimit(value),
      'must be "<count>/<window>" with a count of 1 to 100000 and a window of 1 s to 24 h, e.g. 5/10m',
    )
    .transform((value) => (value ? parseRateLimit(value)! : DEFAULT_ENQUIRY_RATE_LIMIT)),
})

/** The variables, and what follows from them and the mode together. */
const ConfigSchema = EnvSchema.transform((values) => {
  const isProduction = values.NODE_ENV === 'production'
  return {
    ...values,
    isProduction,
    PAGE_CACHE_MB: values.PAGE_CACHE_MB ?? (isProduction ? 64 : 0),
    /**
     * Cookies are Secure (and named `__Host-…`) in production, unless COOKIE_SECURE=false or
     * SITE_URL says the site is served over plain HTTP (where browsers refuse Secure cookies).
     */
    secureCookies: values.COOKIE_SECURE ? values.COOKIE_SECURE !== 'false' : isProduction && !/^http:/i.test(values.SITE_URL ?? ''),
  }
})

export type Env = z.output<typeof ConfigSchema>

/** Every variable the app and the server read. */
export const ENV_NAMES = Object.keys(EnvSchema.shape)

function isSentryDsn(value: string) {
  return /^https?:\/\/[^\s:@/]+@[^\s/]+(\/[^\s]*)?\/\d+\/?$/i.test(value) && URL.canParse(value)
}

let cache: { key: string; value: Env } | undefined

/** The checked environment. Re-read when a variable changes (tests set them per case). */
export function env(source: Record<string, string | undefined> = process.env): Env {
  const key = ENV_NAMES.map((name) => source[name] ?? '').join('\u0000')
  if (cache?.key === key) return cache.value
  const parsed = ConfigSchema.safeParse(source)
  if (!parsed.success) throw new Error(envProblems(parsed.error))
  cache = { key, value: parsed.data }
  return parsed.data
}

/** Start-up check: throws one message listing every bad variable. */
export function checkEnv(source: Record<string, string | undefined> = process.env): Env {
  const value = env(source)
  if (value.NODE_ENV === 'production' && value.SUPABASE_URL && !value.SESSION_SECRET) {
    throw new Error('Invalid environment:\n- SESSION_SECRET must be set in production when Supabase is configured')
  }
  if (value.BACKUP_EVERY && !value.BACKUP_DIR) {
    throw new Error('Invalid environment:\n- BACKUP_EVERY needs BACKUP_DIR: the folder the scheduled backups go into')
  }
  if (Boolean(value.SUPABASE_URL) !== Boolean(value.SUPABASE_ANON_KEY)) {
    console.warn('SUPABASE_URL and SUPABASE_ANON_KEY work together: with only one set, the embedded backend is used.')
  }
  return value
}

function envProblems(error: z.ZodError) {
  const lines = error.issues.map((issue) => `- ${issue.path.join('.')} ${issue.message}`)
  return `Invalid environment (see README.md, "Configuration"):\n${lines.join('\n')}`
}

export function dataDir() {
  return path.resolve(env().DATA_DIR || '.data')
}

export function contentDir() {
  return path.resolve(env().CONTENT_DIR || 'content')
}

/** The public origin of the site, for canonical URLs, sitemaps and feeds (no trailing slash). */
export function siteUrl() {
  return (env().SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
}

/** Whether cookies are Secure (the one rule, in the schema): the server's cookies and the enquiry form's in the browser. */
export function secureCookies() {
  return env().secureCookies
}

/** NODE_ENV=production (server.js settles it before anything reads it). */
export function isProduction() {
  return env().isProduction
}

/**
 * Where editors open Sanity Studio (SANITY_STUDIO_URL, e.g. https://arclight.sanity.studio), for
 * "Edit in Studio" links in /admin; null when unset or not an http(s) address.
 */
export function sanityStudioUrl(): string | null {
  return env().SANITY_STUDIO_URL?.replace(/\/+$/, '') || null
}

/** Where error reports go (SENTRY_DSN) and under which environment name; null: reporting is off. */
export function errorReportsConfig(): ErrorReportsConfig | null {
  const { SENTRY_DSN, SENTRY_ENVIRONMENT, NODE_ENV } = env()
  return SENTRY_DSN ? { dsn: SENTRY_DSN, environment: SENTRY_ENVIRONMENT || NODE_ENV || 'production' } : null
}
