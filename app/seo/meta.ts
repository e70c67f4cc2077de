import type { MetaDescriptor } from '@remix-run/node'
import { fallbackSettings, rootDataOf, type MatchLike } from '~/site/site'
import { canonicalUrl, fullTitle, robotsContent, socialImageUrl } from './meta-rules'
import { cleanStega } from './stega-clean'

export type PageMeta = {
  title: string
  description: string
  /** The page's path on the site; the canonical URL is SITE_URL + path. */
  path: string
  keywords?: string[]
  noindex?: boolean
  /** An absolute URL or a path of the social-card image. */
  image?: string | null
  type?: 'website' | 'article'
  author?: string
  extra?: MetaDescriptor[]
}

/**
 * Every page's meta tags, built in one place: title, description, keywords, robots, social cards,
 * canonical; with no stega from a preview (stega-clean.ts).
 */
export function pageMeta(matches: MatchLike[], page: PageMeta): MetaDescriptor[] {
  return cleanStega(buildMeta(matches, page))
}

function buildMeta(matches: MatchLike[], page: PageMeta): MetaDescriptor[] {
  const root = rootDataOf(matches)
  const settings = root?.settings ?? fallbackSettings
  const siteUrl = root?.siteUrl ?? ''
  const url = canonicalUrl(siteUrl, page.path)
  const title = fullTitle(page.title, settings.companyName)
  const image = socialImageUrl(siteUrl, page.image)
  const keywords = [...(page.keywords ?? []), ...settings.keywords].filter((k, i, all) => all.indexOf(k) === i)
  return [
    { title },
    { name: 'description', content: page.description },
    { name: 'keywords', content: keywords.join(', ') },
    { name: 'author', content: page.author ?? settings.companyName },
    { name: 'robots', content: robotsContent(page.noindex) },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: settings.companyName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...(page.extra ?? []),
  ]
}

/** The Not Found page's tags, at whatever address answered 404 (the root's meta, the blog list). */
export function notFoundMeta(matches: MatchLike[], path: string): MetaDescriptor[] {
  return pageMeta(matches, { title: 'Page not found', description: 'This page does not exist.', path, noindex: true })
}
