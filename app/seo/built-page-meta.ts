import type { PageBySlugQueryResult } from '~/content/sanity.types'
import type { ContentImage } from '~/content/image'
import type { MatchLike } from '~/site/site'
import type { MetaDescriptor } from '@remix-run/node'
import { contentPageMeta } from './page-meta'

// The meta tags of a page editors built (app/routes/$.tsx); runs in the browser too.

type Hero = { _type: 'heroSection'; title: string; subtitle: string; image: ContentImage | null }
type Page = Pick<NonNullable<PageBySlugQueryResult>, 'title' | 'slug' | 'seo'> & { sections: { _type: string }[] }

/** SEO fields over the hero's title and subtitle; `jsonLd`: the FAQ sections' (made by the loader). */
export function builtPageMeta(matches: MatchLike[], page: Page, jsonLd: MetaDescriptor[] = []) {
  const hero = page.sections.find((section): section is Hero => section._type === 'heroSection')
  return contentPageMeta(matches, {
    seo: page.seo,
    title: hero?.title ?? page.title,
    description: hero?.subtitle ?? '',
    path: `/${page.slug}`,
    heroImage: hero?.image,
    extra: jsonLd,
  })
}
