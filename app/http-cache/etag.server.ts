// A document's ETag, one rule for both places that answer a public page: the app's entry, which
// renders it whole and answers a matching If-None-Match with 304 (app/entry.server.tsx), and the
// server's page cache, which keeps the page and answers from memory (server/page-cache/). Each page
// is hashed once: a render made for the page cache is hashed by the cache alone
// (docs/decisions/260-one-etag-rule.md).
import { createHash } from 'node:crypto'

/**
 * A strong ETag of the HTML. The CSP nonce differs per request, so it is left out of the hash with
 * the attribute that carries it: a page gets the same ETag whether the entry streamed it with a
 * nonce or the page cache keeps it without (the cache strips ` nonce="…"`).
 */
export function documentEtag(html: string, nonce?: string): string {
  const stable = nonce ? html.replaceAll(` nonce="${nonce}"`, '').replaceAll(nonce, '') : html
  return `"${createHash('sha256').update(stable).digest('base64url').slice(0, 32)}"`
}

/** Whether an If-None-Match header (a list, `*`, weak tags) names `etag`. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })
}
