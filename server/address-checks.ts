// The first step of every request, before the page cache, the static files and Remix: an address
// reaches them in one spelling and readable, or is answered here (request-path.ts has the rules).
import type { RequestHandler } from 'express'
import { refuse } from './refusal'
import { canonicalLocation, canonicalPath, isTooDeep, originForm, redirectToCanonical } from './request-path'

/** `headers`: the security headers and policy of an answer with no script of its own (the redirect's and the refusals'). */
export function addressChecks(headers: ReadonlyArray<readonly [string, string]>): RequestHandler {
  return (req, res, next) => {
    const refuseWith = (status: number, message: string) => {
      for (const [name, value] of headers) res.setHeader(name, value)
      refuse(req, res, status, message)
    }
    // A target in absolute form (`GET http://host/path`) is read as the path it names, by every step.
    if (req.url[0] !== '/') req.url = originForm(req.url)
    // One spelling per path: anything else is sent to its canonical address.
    const location = canonicalLocation(req.url)
    if (location !== null) {
      res.locals.servedAs = 'redirect'
      return redirectToCanonical(req, res, location, headers)
    }
    // Deeper than any page: a 404 before Remix spends time matching it (its cost grows with the square).
    if (isTooDeep(req.url)) return refuseWith(404, 'There is no page at this address.')
    try {
      decodeURIComponent(canonicalPath(req.url) ?? '')
    } catch {
      return refuseWith(400, 'This address cannot be read: a “%” in it does not start a valid encoded character.')
    }
    // With single fetch on, the browser never sends Remix's old `?_data=<route id>` requests; a
    // crafted one reached Remix's legacy data path and answered 500. Parsed as Remix parses it.
    if (/_data|%5f/i.test(req.url) && hasLegacyDataParam(req.url)) return refuseWith(400, 'This address takes no _data parameter.')
    next()
  }
}

function hasLegacyDataParam(url: string): boolean {
  try {
    return new URL(url, 'http://localhost').searchParams.has('_data')
  } catch {
    return false // not a URL at all: Remix answers it
  }
}
