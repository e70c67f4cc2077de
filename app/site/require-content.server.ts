import { contentUnavailable, fetchContent } from '~/content/content.server'
import { siteSettingsQuery } from '~/content/queries'

// A page's own document missing from the content source is an editing mistake, not a visitor's:
// answer 503 (try again) rather than 404 (gone), and say which document in the log.
export function requireContent<T>(doc: T | null | undefined, what: string): T {
  if (doc) return doc
  console.error(`[content] ${what} is missing from the content source`)
  throw contentUnavailable('This page’s content is temporarily unavailable. Please try again in a minute.')
}

/** The site settings singleton, which every page needs: missing, a 503 like any page's content. */
export async function requireSiteSettings() {
  return requireContent(await fetchContent(siteSettingsQuery), 'the siteSettings document')
}
