// The content port's one operation: run a GROQ query with parameters. Two adapters implement
// it — hosted Sanity (sanity-source.server.ts) and the bundled dataset (bundled-source.server.ts).

export type QueryParams = Record<string, unknown>

/** How a preview reads (app/preview): drafts or a release stack, and stega-encoded strings or not. */
export interface PreviewRead {
  perspective: 'drafts' | 'published' | string[]
  /** Where overlays link to (the Studio's URL), or null: no stega encoding. */
  studioUrl: string | null
}

export type ContentSourceInfo =
  | { kind: 'sanity'; projectId: string; dataset: string; apiVersion: string; useCdn: boolean; authenticated: boolean }
  | { kind: 'bundled'; dir: string }

export interface ContentSource {
  kind: ContentSourceInfo['kind']
  describe(): ContentSourceInfo
  fetch(query: string, params?: QueryParams): Promise<unknown>
  /**
   * A preview's read: drafts laid over published, never from or into the result cache. Absent
   * when this source cannot read drafts (hosted Sanity without SANITY_VIEWER_TOKEN).
   */
  preview?(query: string, params: QueryParams, read: PreviewRead): Promise<unknown>
  /** True when the source answers; for /healthz. */
  check(): Promise<boolean>
  /** What the result cache holds now (bounded: CONTENT_CACHE_ENTRIES, CONTENT_CACHE_MB). */
  cacheStats?(): { entries: number; bytes: number }
  /** Forgets cached results after a content change (the Sanity webhook), so the next query asks again. */
  invalidate(): void
}
