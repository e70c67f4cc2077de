// @remix-run/express's request handler, with one change: a POST body already read (and checked)
// by request-guard.js is handed to Remix from memory instead of from the consumed socket stream.
import { createRequestHandler as createRemixHandler } from '@remix-run/node'
// The adapter's own helpers (its package entry exports only createRequestHandler).
import adapter from '@remix-run/express/dist/server.js'

const { createRemixRequest, sendRemixResponse } = adapter

export function createRequestHandler({ build, mode, getLoadContext }) {
  const handleRequest = createRemixHandler(build, mode)
  return async (req, res, next) => {
    try {
      let request = createRemixRequest(req, res)
      if (res.locals.body) request = new Request(request, { body: res.locals.body, duplex: 'half' })
      const loadContext = await getLoadContext?.(req, res)
      const response = await handleRequest(request, loadContext)
      await sendRemixResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}
