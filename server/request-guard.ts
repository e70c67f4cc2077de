// The gate in front of the Remix app: methods, cross-site POSTs, body size and form shape are
// checked here, so that the app's actions only ever see a bounded, readable form from our own
// pages (or from a non-browser client). Each refusal is a 4xx with a clear message (refusal.ts).
// Every decision reads routePath(), the path Remix routes on (request-path.ts).
import type { NextFunction, Request, Response } from 'express'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { DEFAULT_MEDIA_MAX_BYTES } from '~/admin/media-rules'
import { isAdminPath } from '~/site/staff-area'
import { bodyLimit, BodyTooLargeError, BusyClientError, FORM_MAX_BYTES, readBody, tooLargeMessage, TooManyFieldsError } from './body-limit'
import { CROSS_SITE_MESSAGE, crossOriginProblem } from './cross-origin'
import { formProblem } from './form-check'
import { TOO_MANY_FIELDS } from './form-shape'
import { refuse } from './refusal'
import { routePath } from './request-path'

const ALLOWED = 'GET, HEAD, POST'

const SIGNED_OUT_MESSAGE = 'Your session has ended, so this was not saved. Sign in again (keep this page open), then send it once more.'
const BUSY_CLIENT_MESSAGE = 'Too many forms are being sent from your address at once. Please wait a moment and try again.'

/** Who sent a request (the app's identifyRequest, app/auth/request-identity.server.ts). */
type Identity = { staff: boolean; client: string; setCookie?: string[]; cookie?: string | null }

type GuardOptions = {
  /** SITE_URL's origin. */
  siteOrigin: string
  /** Accept X-Forwarded-Host as our own host (TRUST_PROXY set). */
  forwardedHost?: boolean
  /** Staff uploads read at the same time; more wait with a 503. */
  maxLargeBodies?: number
  /** Bodies still arriving after `slowBodyMs` that one client who is not staff may have at once; one more is refused (429). */
  maxSlowBodiesPerClient?: number
  slowBodyMs?: number
  identify?: (req: IncomingMessage, options: { checkStaff: boolean }) => Promise<Identity>
  /** MEDIA_MAX_BYTES as the app reads it (parseMaxBytes, app/admin/media-rules.ts). */
  mediaMaxBytes?: number
  /** Where a refusal worth knowing of is told (the server's log); console.warn without it. */
  warn?: (message: string) => void
}

/** Without the app (tests): nobody is staff, every request counts as its socket's address. */
const socketOnly = async (req: IncomingMessage): Promise<Identity> => ({ staff: false, client: req.socket.remoteAddress ?? '' })

/** Express middleware: hands on a POST's body, read and checked, in `req.body` (a Buffer). */
export function requestGuard(options: GuardOptions): (req: Request, res: Response, next: NextFunction) => Promise<void> {
  const { siteOrigin, forwardedHost = false, maxLargeBodies = 4, identify = socketOnly } = options
  const { maxSlowBodiesPerClient = 4, slowBodyMs = 1_000, mediaMaxBytes = DEFAULT_MEDIA_MAX_BYTES } = options
  const warn = options.warn ?? ((message: string) => console.warn(message))
  let largeInFlight = 0
  const slowPerClient = new Map<string, number>()

  /** A stranger's body still arriving after `slowBodyMs` takes one of their address's few slots. */
  function watchSlowBody(client: string, reading: AbortController) {
    let counted = false
    const timer = setTimeout(() => {
      const slow = slowPerClient.get(client) ?? 0
      if (slow >= maxSlowBodiesPerClient) return reading.abort(new BusyClientError())
      slowPerClient.set(client, slow + 1)
      counted = true
    }, slowBodyMs)
    return () => {
      clearTimeout(timer)
      if (counted) release(slowPerClient, client)
    }
  }

  return async function guard(req, res, next) {
    const method = req.method ?? ''
    if (method === 'OPTIONS') {
      res.setHeader('Allow', ALLOWED)
      res.statusCode = 204
      return void res.end()
    }
    if (!ALLOWED.split(', ').includes(method)) {
      return refuse(req, res, 405, `This address does not accept ${method.slice(0, 20)} requests.`, { headers: { Allow: ALLOWED } })
    }
    if (method !== 'POST') return next()

    const path = routePath(req.url) ?? '/'
    const crossSite = crossOriginProblem(req, { siteOrigin, forwardedHost })
    if (crossSite) {
      warn(`Refused ${method} ${path}: ${crossSite}`)
      return refuse(req, res, 403, CROSS_SITE_MESSAGE)
    }

    // Only a POST to an admin page asks who sent it (from the cookie, before the body is read).
    const staffPage = isAdminPath(path)
    const who = await identify(req, { checkStaff: staffPage }).catch(() => socketOnly(req))
    if (who.setCookie?.length) renewCookies(req, res, who)
    const limit = bodyLimit(path, { staff: who.staff, mediaMaxBytes })
    const declared = Number(req.headers['content-length'])
    const tooLarge = () => (staffPage && !who.staff ? SIGNED_OUT_MESSAGE : tooLargeMessage(limit.bytes, limit.upload))

    // Large bodies are staff uploads: strangers never get one, nor take a staff member's slot.
    const large = limit.bytes > FORM_MAX_BYTES && !(declared <= FORM_MAX_BYTES)
    if (large && largeInFlight >= maxLargeBodies) {
      return refuse(req, res, 503, 'The server is busy receiving other uploads. Please try again in a moment.', {
        headers: { 'Retry-After': '5' },
      })
    }
    let body: Buffer
    if (large) largeInFlight++
    const reading = new AbortController()
    const done = who.staff ? () => {} : watchSlowBody(who.client, reading)
    try {
      body = await readBody(req, limit.bytes, { maxFields: limit.shape.maxFields, signal: reading.signal })
    } catch (error) {
      // A form sent without JavaScript lands on this page: it offers the way back to the form.
      if (error instanceof BodyTooLargeError)
        return refuseUnread(req, res, staffPage && !who.staff ? 403 : 413, tooLarge(), { backTo: path })
      if (error instanceof TooManyFieldsError) return refuseUnread(req, res, 413, TOO_MANY_FIELDS, { backTo: path })
      if (error instanceof BusyClientError)
        return refuseUnread(req, res, 429, BUSY_CLIENT_MESSAGE, { headers: { 'Retry-After': '5' }, backTo: path })
      return void req.destroy() // the client went away mid-body: nobody to answer
    } finally {
      if (large) largeInFlight--
      done()
    }

    // Webhooks (/api/…) may send JSON; every other POST is one of our forms.
    if (!path.startsWith('/api/')) {
      const problem = await formProblem(req.headers['content-type'], body, { shape: limit.shape })
      if (problem) return refuse(req, res, problem.status, problem.message, { backTo: path })
    }
    req.body = body
    next()
  }
}

function release(counts: Map<string, number>, client: string) {
  const left = (counts.get(client) ?? 1) - 1
  if (left > 0) counts.set(client, left)
  else counts.delete(client)
}

/** A session the check renewed (a refreshed Supabase token): the browser and the app get the new one. */
function renewCookies(req: IncomingMessage, res: ServerResponse, who: Identity) {
  for (const line of who.setCookie ?? []) res.appendHeader('Set-Cookie', line)
  if (who.cookie !== null && who.cookie !== undefined) req.headers.cookie = who.cookie
}

/**
 * Answers at once; the rest of the body is read and dropped, never buffered, so that the client
 * (still sending) receives the answer instead of a reset connection. A client that keeps
 * sending (an endless chunked body) is cut off two seconds after the answer.
 */
function refuseUnread(...args: Parameters<typeof refuse>) {
  refuse(...args)
  const req = args[0]
  req.resume()
  const cutOff = setTimeout(() => req.socket?.destroy(), 2_000)
  cutOff.unref()
  req.once('end', () => clearTimeout(cutOff))
}
