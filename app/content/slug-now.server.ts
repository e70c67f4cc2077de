import { fetchContent } from './content.server'
import { formerSlugQuery } from './queries'

/** Content types whose editors may keep former slugs (services match theirs in their own query). */
type Renamable = 'page' | 'caseStudy' | 'blogPost'

/** The slug a document of `type` has now, when `slug` was one of its former slugs; else null. */
export async function slugNow(type: Renamable, slug: string): Promise<string | null> {
  return (await fetchContent(formerSlugQuery, { type, slug }))?.slug ?? null
}
