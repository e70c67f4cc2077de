// The content port's one operation: run a GROQ query with parameters. Two adapters implement
// it — hosted Sanity (sanity-source.server.ts) and the bundled dataset (bundled-source.server.ts).

export type QueryParams = Record<string, unknown>

export type ContentSourceInfo =
  | { kind: 'sanity'; projectId: string; dataset: string; apiVersion: string; useCdn: boolean; authenticated: boolean }
  | { kind: 'bundled'; dir: string }

export interface ContentSource {
  kind: ContentSourceInfo['kind']
  describe(): ContentSourceInfo
  fetch(query: string, params?: QueryParams): Promise<unknown>
  /** True when the source answers; for /healthz. */
  check(): Promise<boolean>
  /** What the result cache holds now (bounded: CONTENT_CACHE_ENTRIES, CONTENT_CACHE_MB). */
  cacheStats?(): { entries: number; bytes: number }
}
