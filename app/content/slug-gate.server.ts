import type { ContentSource, QueryParams } from './source'

// Queries by `$slug` (and the blog's former numeric `$id`) all end in `[0]{…}`: for a slug that
// no document has, the answer is null. So a slug is first looked up in the list of every real slug,
// alias and former slug, itself one cached query; an unknown one answers null at once, costing no
// query, no API request to Sanity and no cache entry (decision 123). The list is as fresh as
// the source's cache (SANITY_CACHE_SECONDS hosted; the dataset file embedded).

export const SLUG_INDEX_QUERY = `*[defined(slug.current) || defined(aliases) || defined(formerSlugs) || defined(legacyId)]{
  "slug": slug.current, aliases, formerSlugs, legacyId
}`

interface IndexRow {
  slug?: string | null
  aliases?: string[] | null
  formerSlugs?: string[] | null
  legacyId?: number | null
}

export function withSlugGate(source: ContentSource): ContentSource {
  let index: { rows: unknown; slugs: Set<string>; ids: Set<number> } | undefined

  async function known(): Promise<typeof index> {
    const rows = await source.fetch(SLUG_INDEX_QUERY)
    if (index?.rows !== rows) {
      const list = (Array.isArray(rows) ? rows : []) as IndexRow[]
      const slugs = new Set<string>()
      const ids = new Set<number>()
      for (const row of list) {
        for (const slug of [row.slug, ...(row.aliases ?? []), ...(row.formerSlugs ?? [])]) if (typeof slug === 'string') slugs.add(slug)
        if (typeof row.legacyId === 'number') ids.add(row.legacyId)
      }
      index = { rows, slugs, ids }
    }
    return index
  }

  return {
    ...source,
    describe: () => source.describe(),
    check: () => source.check(),
    invalidate: () => source.invalidate(),
    cacheStats: source.cacheStats && (() => source.cacheStats!()),
    // A preview passes ungated: a draft never published has a slug the published index lacks.
    preview: source.preview && ((query, params, read) => source.preview!(query, params, read)),
    async fetch(query: string, params: QueryParams = {}) {
      const slug = params.slug
      const id = params.id
      if (typeof slug === 'string' || typeof id === 'number') {
        // Without the list (the source failed) the query itself decides, as before.
        const list = await known().catch(() => undefined)
        if (list && typeof slug === 'string' && !list.slugs.has(slug)) return null
        if (list && typeof id === 'number' && !list.ids.has(id)) return null
      }
      return source.fetch(query, params)
    },
  }
}
