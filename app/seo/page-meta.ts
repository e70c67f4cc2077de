import type { MetaDescriptor } from '@remix-run/node'
import type { ContentImage } from '~/content/image'
import { breadcrumbJsonLd, ldJson } from '~/seo/json-ld'
import { pageMeta } from '~/seo/meta'
import { rootDataOf, type MatchLike } from '~/site/site'
import { heroImagePreload } from './image-preload'

type Seo =
  | {
      title: string | null
      description: string | null
      keywords: string[] | null
      noindex: boolean
      image: ContentImage | null
    }
  | null
  | undefined

export type ContentPageMeta = {
  /** The document's SEO object; its fields win over the fallbacks below. */
  seo?: Seo
  title: string
  description: string
  path: string
  /** Preloaded (it is the largest picture above the fold) and the social image if SEO sets none. */
  heroImage?: ContentImage | null
  /** Nested pages: the trail after Home, e.g. [{ name: 'Services', path: '/services' }, …]. */
  breadcrumbs?: { name: string; path: string }[]
  extra?: MetaDescriptor[]
}

export function siteUrlFrom(matches: MatchLike[]) {
  return rootDataOf(matches)?.siteUrl ?? ''
}

/** pageMeta for a page built from a content document: SEO fields, hero preload, breadcrumbs. */
export function contentPageMeta(matches: MatchLike[], page: ContentPageMeta): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches)
  const crumbs = page.breadcrumbs ? [{ name: 'Home', path: '/' }, ...page.breadcrumbs] : null
  return pageMeta(matches, {
    title: page.seo?.title || page.title,
    description: page.seo?.description || page.description,
    path: page.path,
    keywords: page.seo?.keywords ?? undefined,
    noindex: page.seo?.noindex ?? false,
    image: page.seo?.image?.src ?? socialImage(page.heroImage),
    extra: [...heroImagePreload(page.heroImage), ...(crumbs ? [ldJson(breadcrumbJsonLd(crumbs, siteUrl))] : []), ...(page.extra ?? [])],
  })
}

/** Social networks do not show SVG, so vector art falls back to the site's social card. */
function socialImage(image: ContentImage | null | undefined) {
  const src = image?.src
  return src && !src.split('?')[0].endsWith('.svg') ? src : null
}

type HeroPage = { seo?: Seo; hero: { title: string | null; subtitle: string | null; image?: ContentImage | null } }

/**
 * contentPageMeta for a page led by a hero (home, about, company, team, …): its title and subtitle
 * are the fallbacks of the SEO fields, and its image is preloaded. `page` is undefined on an error.
 */
export function heroPageMeta(
  matches: MatchLike[],
  page: HeroPage | undefined,
  fallback: { title: string; path: string; breadcrumbs?: ContentPageMeta['breadcrumbs'] },
): MetaDescriptor[] {
  return contentPageMeta(matches, {
    seo: page?.seo,
    title: page?.hero.title ?? fallback.title,
    description: page?.hero.subtitle ?? '',
    path: fallback.path,
    heroImage: page?.hero.image,
    breadcrumbs: fallback.breadcrumbs,
  })
}
