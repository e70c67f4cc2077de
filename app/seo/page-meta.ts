import type { MetaDescriptor } from '@remix-run/node'
import type { ContentImage } from '~/content/image'
import { breadcrumbJsonLd, ldJson } from '~/seo/json-ld'
import { pageMeta } from '~/seo/meta'
import { rootDataOf, type MatchLike } from '~/site/site'
import { heroImagePreload } from './image-preload'
import { rasterImage, seoOr } from './meta-rules'

/** An image with its 1200x630 social cut (SHAREABLE_IMAGE in queries.ts). */
type Shareable = ContentImage & { social?: string | null }

type Seo =
  | {
      title: string | null
      description: string | null
      keywords: string[] | null
      noindex: boolean
      image: Shareable | null
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
  heroImage?: Shareable | null
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
    title: seoOr(page.seo?.title, page.title),
    description: seoOr(page.seo?.description, page.description),
    path: page.path,
    keywords: page.seo?.keywords ?? undefined,
    noindex: page.seo?.noindex ?? false,
    image: page.seo?.image?.social ?? page.seo?.image?.src ?? rasterImage(page.heroImage?.social ?? page.heroImage?.src),
    extra: [...heroImagePreload(page.heroImage), ...(crumbs ? [ldJson(breadcrumbJsonLd(crumbs, siteUrl))] : []), ...(page.extra ?? [])],
  })
}

type LandingMetaData = {
  page: { hero: { title: string | null; subtitle: string | null; image: Shareable | null }; seo: Seo }
  faqJsonLd?: MetaDescriptor[]
}

/**
 * The meta function of a landing page (home, services, success stories, team, get started): its
 * hero's title and subtitle unless SEO sets them, the hero image, FAQPage JSON-LD if it has an FAQ.
 */
export function landingPageMeta(path: string, fallbackTitle: string, breadcrumbs?: ContentPageMeta['breadcrumbs']) {
  return ({ data, matches }: { data?: LandingMetaData; matches: MatchLike[] }) =>
    contentPageMeta(matches, {
      seo: data?.page.seo,
      title: data?.page.hero.title ?? fallbackTitle,
      description: data?.page.hero.subtitle ?? '',
      path,
      heroImage: data?.page.hero.image,
      breadcrumbs,
      extra: data?.faqJsonLd,
    })
}
