import type { PageBySlugQueryResult } from '~/content/sanity.types'
import type { ContentImage } from '~/content/image'
import type { MatchLike } from '~/site/site'
import { faqJsonLd } from './faq-json-ld'
import { contentPageMeta } from './page-meta'

// The meta tags of a page editors built (app/routes/$.tsx); runs in the browser too.

type Hero = { _type: 'heroSection'; title: string; subtitle: string; image: ContentImage | null }
type Faq = { _type: 'faqSection'; items: { question: string; answer: string }[] }
type Page = Pick<NonNullable<PageBySlugQueryResult>, 'title' | 'slug' | 'seo'> & { sections: { _type: string }[] }

/** SEO fields over the hero's title and subtitle; the FAQ sections as FAQPage JSON-LD. */
export function builtPageMeta(matches: MatchLike[], page: Page) {
  const hero = page.sections.find((section): section is Hero => section._type === 'heroSection')
  const faqs = page.sections.flatMap((section) => (section._type === 'faqSection' ? (section as Faq).items : []))
  return contentPageMeta(matches, {
    seo: page.seo,
    title: hero?.title ?? page.title,
    description: hero?.subtitle ?? '',
    path: `/${page.slug}`,
    heroImage: hero?.image,
    extra: faqJsonLd(faqs),
  })
}
