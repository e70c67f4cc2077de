import type { MetaDescriptor } from '@remix-run/node'
import { cleanStega } from './stega-clean'

// FAQPage structured data (schema.org) for a page's FAQ sections: every question with its answer,
// as shown on the page (built pages and landing pages built from sections).

type Faq = { question: string; answer: string }
type Section = { _type: string; items?: Faq[] }

export function faqJsonLd(sections: Section[]): MetaDescriptor[] {
  const items = sections.flatMap((section) => (section._type === 'faqSection' ? (section.items ?? []) : []))
  if (items.length === 0) return []
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
  return [{ 'script:ld+json': cleanStega(data) }]
}
