import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Per-request Content-Security-Policy nonce, set by server.js. */
    cspNonce?: string
    /** The peer address of the TCP connection, set by server.js. */
    clientAddress?: string
    /** Empties the rendered-page cache (after a content change), when server.js runs one. */
    purgePageCache?: (reason: string, tags?: string[]) => void
    /** Runs the request in its preview scope (app/preview/preview-scope.server.ts), for server/remix-handler.js. */
    runInRequestScope?: (request: Request, run: () => Promise<Response>) => Promise<Response>
  }
}
