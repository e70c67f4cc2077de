// @remix-run/express's request handler, with one change: a POST body already read (and checked)
// by request-guard.ts is handed to Remix from memory instead of from the consumed socket stream.
import { type AppLoadContext, createRequestHandler as createRemixHandler, type ServerBuild } from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
// The adapter's own helpers (its package entry exports only createRequestHandler): a private path
// of @remix-run/express, typed by its own declarations.
import adapter from '@remix-run/express/dist/server.js'

const { createRemixRequest, sendRemixResponse } = adapter

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<AppLoadContext>
}

export function createRequestHandler({ build, mode, getLoadContext }: Options): RequestHandler {
  const handleRequest = createRemixHandler(build, mode)
  return async (req, res, next) => {
    try {
      let request = createRemixRequest(req, res)
      if (res.locals.body) {
        // request-guard.ts has judged the Origin (against SITE_URL, Host and, behind TRUST_PROXY,
        // X-Forwarded-Host). Remix's own check compares it with the Host only and answers an empty
        // 500 behind a proxy that rewrites Host: it is given no Origin to compare.
        const headers = new Headers(request.headers)
        headers.delete('origin')
        request = new Request(request, { body: res.locals.body, duplex: 'half', headers })
      }
      const loadContext = await getLoadContext(req, res)
      // The app's per-request scope (its preview state, app/preview), when the build provides one.
      const scope = loadContext.runInRequestScope ?? ((_request: Request, run: () => Promise<Response>) => run())
      const response = await scope(request, () => handleRequest(request, loadContext))
      await sendRemixResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}
