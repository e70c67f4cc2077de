import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Per-request Content-Security-Policy nonce, set by server.js. */
    cspNonce?: string
    /** The peer address of the TCP connection, set by server.js. */
    clientAddress?: string
  }
}
