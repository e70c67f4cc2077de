// The steps a request goes through after the page cache and the static files (server/index.ts),
// each answering it or handing it on with next(), as Express and connect run middleware, over
// Node's own request and response (docs/decisions/275-no-express.md).
import type { IncomingMessage, ServerResponse } from 'node:http'

type Next = (error?: unknown) => void
/** A step: answers the request, or calls `next()` to go on (`next(error)` to fail it). */
export type Step<State> = (req: IncomingMessage, res: ServerResponse, next: Next, state: State) => unknown
type Failure = (error: unknown, req: IncomingMessage, res: ServerResponse) => void

/** Runs `steps` in order; an error thrown, rejected or passed to next() goes to `fail`. */
export function handlerChain<State>(steps: ReadonlyArray<Step<State>>, fail: Failure) {
  return (req: IncomingMessage, res: ServerResponse, state: State): void => {
    let index = 0
    const next: Next = (error) => {
      if (error !== undefined) return fail(error, req, res)
      const step = steps[index++]
      if (!step) return fail(new Error('No step answered the request'), req, res)
      try {
        const result = step(req, res, next, state)
        if (result instanceof Promise) result.catch((rejected: unknown) => fail(rejected, req, res))
      } catch (thrown) {
        fail(thrown, req, res)
      }
    }
    next()
  }
}
