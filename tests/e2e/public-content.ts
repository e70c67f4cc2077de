import { readFileSync } from 'node:fs'
import { ALL_ROUTES } from './pages-data'

// What the bundled dataset holds, read from the file itself so that the browser tests follow it.
type Doc = Record<string, unknown> & { _id: string; _type: string }
const documents: Doc[] = readFileSync('content/dataset.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)

type Service = Doc & { slug: { current: string }; title: string; aliases?: string[]; formerSlugs?: string[]; parent?: { _ref: string } }
export const services = documents.filter((d) => d._type === 'service') as Service[]

/** Every address a service has ever answered at: slugs and aliases (200), former slugs (301). */
export const SERVICE_ADDRESSES: { path: string; status: number; location?: string }[] = services.flatMap((s) => [
  ...[s.slug.current, ...(s.aliases ?? [])].map((slug) => ({ path: `/services/${slug}`, status: 200 })),
  ...(s.formerSlugs ?? []).map((slug) => ({ path: `/services/${slug}`, status: 301, location: `/services/${s.slug.current}` })),
])

/** Main service title → titles of its specialisms, in dataset order (the page sorts by `order`). */
export const GROUPS = services
  .filter((s) => !s.parent)
  .sort((a, b) => Number(a.order) - Number(b.order))
  .map((main) => ({
    title: main.title,
    specialisms: services
      .filter((s) => s.parent?._ref === main._id)
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((s) => s.title),
  }))

export const TEAM = (documents.filter((d) => d._type === 'teamMember') as (Doc & { name: string; role: string })[])
  .sort((a, b) => Number(a.order) - Number(b.order))
  .map(({ name, role }) => ({ name, role }))

const posts = documents.filter((d) => d._type === 'blogPost').map((d) => `/blog/${(d.slug as { current: string }).current}`)

/** Every public page: the specification's pages, the blog and its sample posts. */
export const PUBLIC_PAGES = [...ALL_ROUTES, '/blog', ...posts]
