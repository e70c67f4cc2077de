// The gate in front of the Remix app: methods, cross-site POSTs, body size and form shape are
// checked here, so that the app's actions only ever see a bounded, readable form from our own
// pages (or from a non-browser client). Each refusal is a 4xx with a clear message (refusal.js).
import { bodyLimit, BodyTooLargeError, FORM_MAX_BYTES, readBody, tooLargeMessage } from './body-limit.js'
import { CROSS_SITE_MESSAGE, crossOriginProblem } from './cross-origin.js'
import { formProblem } from './form-check.js'
import { refuse } from './refusal.js'

const ALLOWED = 'GET, HEAD, POST'

/**
 * @param {object} options
 * @param {string} options.siteOrigin SITE_URL's origin
 * @param {boolean} [options.forwardedHost] accept X-Forwarded-Host as our own host (TRUST_PROXY set)
 * @param {number} [options.maxLargeBodies] uploads read at the same time; more wait with a 503
 * @param {Record<string, string | undefined>} [options.env]
 */
export function requestGuard({ siteOrigin, forwardedHost = false, maxLargeBodies = 4, env = process.env }) {
  let largeInFlight = 0
  return async function guard(req, res, next) {
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', ALLOWED)
      res.statusCode = 204
      return res.end()
    }
    if (!ALLOWED.split(', ').includes(req.method)) {
      return refuse(req, res, 405, `This address does not accept ${req.method.slice(0, 20)} requests.`, { Allow: ALLOWED })
    }
    if (req.method !== 'POST') return next()

    const crossSite = crossOriginProblem(req, { siteOrigin, forwardedHost })
    if (crossSite) {
      console.warn(`Refused ${req.method} ${req.path}: ${crossSite}`)
      return refuse(req, res, 403, CROSS_SITE_MESSAGE)
    }

    const limit = bodyLimit(req.path, env)
    const declared = Number(req.headers['content-length'])
    const large = limit.bytes > FORM_MAX_BYTES && !(declared <= FORM_MAX_BYTES)
    if (large && largeInFlight >= maxLargeBodies) {
      return refuse(req, res, 503, 'The server is busy receiving other uploads. Please try again in a moment.', { 'Retry-After': '5' })
    }
    let body
    if (large) largeInFlight++
    try {
      body = await readBody(req, limit.bytes)
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refuseTooLarge(req, res, tooLargeMessage(limit.bytes, limit.upload))
      return req.destroy() // the client went away mid-body: nobody to answer
    } finally {
      if (large) largeInFlight--
    }

    // Webhooks (/api/…) may send JSON; every other POST is one of our forms.
    if (!req.path.startsWith('/api/')) {
      const problem = await formProblem(req.headers['content-type'], body)
      if (problem) return refuse(req, res, problem.status, problem.message)
    }
    res.locals.body = body
    next()
  }
}

/**
 * 413 at once; the rest of the body is read and dropped, never buffered, so that the client
 * (still sending) receives the answer instead of a reset connection. A client that keeps
 * sending (an endless chunked body) is cut off two seconds after the answer.
 */
function refuseTooLarge(req, res, message) {
  refuse(req, res, 413, message)
  req.resume()
  const cutOff = setTimeout(() => req.socket?.destroy(), 2_000)
  cutOff.unref()
  req.once('end', () => clearTimeout(cutOff))
}
