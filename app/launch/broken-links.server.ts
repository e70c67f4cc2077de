import { fetchContent } from '~/content/content.server'

// Links (schemas/objects/link.ts) whose target is deleted or unpublished: the page renders no
// anchor for them, the Studio marks them, and `npm run content:check` lists them from here.

const DOCS_WITH_LINKS = `*[!(_id in path("drafts.**")) && _type in ["page", "landingPage", "siteSettings", "caseStudy", "blogPost", "aboutPage", "legalPage", "companyPage"]]{
  _id, "name": select(_type == "siteSettings" => "Site settings", coalesce(title, hero.title, key, _id)), "doc": @
}`

type Row = { _id: string; name: string; doc: unknown }

function internalTargets(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => internalTargets(item, found))
  else if (value && typeof value === 'object') {
    const node = value as { linkType?: string; reference?: { _ref?: string } }
    if (node.linkType !== 'external' && typeof node.reference?._ref === 'string' && 'linkType' in node) found.push(node.reference._ref)
    Object.values(value).forEach((child) => internalTargets(child, found))
  }
  return found
}

/** Each published document's links to documents that are not published, each pair once. */
export async function brokenLinks(): Promise<{ document: string; target: string }[]> {
  const rows = (await fetchContent(DOCS_WITH_LINKS)) as Row[]
  const links = rows.flatMap((row) => [...new Set(internalTargets(row.doc))].map((target) => ({ document: row.name, target })))
  if (links.length === 0) return []
  const ids = [...new Set(links.map((link) => link.target))]
  const published = new Set((await fetchContent('*[_id in $ids]._id', { ids })) as string[])
  return links.filter((link) => !published.has(link.target))
}
