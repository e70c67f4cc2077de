import type { Step } from './handler-chain'
import { refuse } from './refusal'

// With single fetch on, the browser never sends Remix's old `?_data=<route id>` requests; a
// crafted one (`/x?_data=`) reached Remix's legacy data path and answered 500. Refused here.
export function legacyDataParam(): Step<unknown> {
  return (req, res, next) => {
    // Parsed as Remix parses it, so `%5Fdata` counts too.
    let legacy = false
    try {
      legacy = new URL(req.url ?? '/', 'http://localhost').searchParams.has('_data')
    } catch {
      // not a URL at all: left to the rest of the chain
    }
    if (!legacy) return next()
    refuse(req, res, 400, 'This address takes no _data parameter.')
  }
}
