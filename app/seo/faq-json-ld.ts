import type { MetaDescriptor } from '@remix-run/node'
import { cleanStega } from './stega-clean'

// FAQPage structured data (schema.org) for a page's FAQ sections: every question with its answer,
// as shown on the page. Its own module: only built pages (app/routes/$.tsx) carry it.

type Faq = { question: string; answer: string }

export function faqJsonLd(items: Faq[]): MetaDescriptor[] {
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
