// What a cacheable response shows, named as cache tags: `Surrogate-Key` (Fastly, Varnish) and
// `Cache-Tag` (Cloudflare) on the response, the origin page cache's index, and what a change purges
// (docs/decisions/221-cache-tags-and-exact-purges.md). Every page carries `site`: the layout shows
// the site settings and the navigation, which come from the content source.

type Params = Record<string, string | undefined>
type RouteTags = (data: unknown, params: Params) => string[]

/** An admin post `post:<id>` (what its writes announce), a sample post `sample-post:<document id>`. */
function postTag(data: unknown): string[] {
  const key = (data as { post?: { card?: { key?: string } } } | null)?.post?.card?.key ?? ''
  const [source, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)]
  if (source === 'admin') return [`post:${id}`]
  return source === 'sample' ? [`sample-post:${id}`] : []
}

/** Beyond `site`, per route: the admin's data it lists, and the content document it is. */
const ROUTE_TAGS: Record<string, RouteTags> = {
  'routes/_index': () => ['page:home', 'services', 'stories', 'clients'],
  'routes/get-started': () => ['page:get-started'],
  'routes/company': () => ['page:company', 'clients'],
  'routes/services._index': () => ['services'],
  'routes/services.$slug': (_, params) => [`service:${params.slug}`],
  'routes/case-studies.$slug': (_, params) => [`case-study:${params.slug}`],
  'routes/success-stories': () => ['stories'],
  // A post page lists related posts, so any post's change may show on it.
  'routes/blog._index': () => ['posts'],
  'routes/blog.$slug': (data) => ['posts', ...postTag(data)],
  'routes/blog.rss[.]xml': () => ['posts'],
  'routes/sitemap[.]xml': () => ['posts'],
  'routes/sitemap.$file': () => ['posts'],
}

/**
 * What an editor's sections add (landing pages and built pages): a Trusted by section shows the
 * admin's clients, wherever an editor put it.
 */
function sectionTags(data: unknown): string[] {
  const shape = data as { sections?: unknown; page?: { sections?: unknown } } | null
  const sections = shape?.sections ?? shape?.page?.sections
  if (!Array.isArray(sections)) return []
  return sections.some((section) => (section as { _type?: string } | null)?._type === 'trustedBySection') ? ['clients'] : []
}

/**
 * An address that is no page (its 404, or a slug's 301 to its lower case) may be a page after any
 * change: it carries this tag, and every purge names it (server/page-cache/purge.ts).
 */
export const NOT_FOUND_TAG = 'not-found'
export const NOT_FOUND_TAGS = ['site', NOT_FOUND_TAG]

const SAFE = /^[a-z0-9:_-]{1,100}$/

/** The tags of a page rendered by these route matches with this loader data. */
export function pageTags(matches: { route: { id: string }; params: Params }[], loaderData: Record<string, unknown> = {}): string[] {
  const tags = new Set(['site'])
  for (const { route, params } of matches) {
    const data = loaderData[route.id]
    for (const tag of [...(ROUTE_TAGS[route.id]?.(data, params) ?? []), ...sectionTags(data)]) {
      const clean = tag.toLowerCase()
      if (SAFE.test(clean)) tags.add(clean)
    }
  }
  return [...tags]
}

/** The two headers naming the tags: space-separated for Fastly and Varnish, commas for Cloudflare. */
export function tagHeaders(tags: string[]): Record<string, string> {
  return { 'Surrogate-Key': tags.join(' '), 'Cache-Tag': tags.join(',') }
}

/** For a resource route (feed, sitemaps, robots.txt), which has no route matches to read. */
export const resourceTagHeaders = (routeId: string) => tagHeaders(pageTags([{ route: { id: routeId }, params: {} }]))
