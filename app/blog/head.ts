import type { MetaDescriptor } from '@remix-run/node'
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
