import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Per-request Content-Security-Policy nonce, set by the server (server/index.ts). */
    cspNonce?: string
    /** The peer address of the TCP connection, set by the server (server/index.ts). */
    clientAddress?: string
    /** Empties the rendered-page cache (after a content change), when the server runs one. */
    purgePageCache?: (reason: string, tags?: string[]) => void
    /**
     * Set on the page cache's own renders (server/index.ts): the entry leaves the ETag to the cache,
     * which hashes the page it keeps (docs/decisions/260-one-etag-rule.md).
     */
    pageCacheRender?: boolean
  }
}
