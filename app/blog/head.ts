import type { MetaDescriptor } from '@remix-run/node'
import { pageMeta } from '~/seo/meta'
import { rootDataOf, type MatchLike } from '~/site/site'

export const RSS_PATH = '/blog/rss.xml'

/** <link rel="alternate" type="application/rss+xml"> on every blog page, so readers find the feed. */
export function rssAlternateLink(matches: MatchLike[]): MetaDescriptor {
  const root = rootDataOf(matches)
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: `${root?.settings.companyName ?? 'Our'} Blog`,
    href: `${root?.siteUrl ?? ''}${RSS_PATH}`,
  }
}

/** A blog address that answered 404 renders the Not Found page with these tags. */
export function notFoundMeta(matches: MatchLike[], path: string): MetaDescriptor[] {
  return pageMeta(matches, { title: 'Page not found', description: 'This page does not exist.', path, noindex: true })
}
