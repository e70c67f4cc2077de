import { Section, SectionHeader } from '../sections/section-header'
import type { SectionOf } from '~/page-builder/sections'

// Questions that open one by one: native <details>, no JavaScript. The page's meta also
// describes them to search engines (FAQPage JSON-LD, app/seo/faq-json-ld.server.ts).
export function FaqBlock({ section, id }: { section: SectionOf<'faqSection'>; id: string }) {
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} heading={section.heading ?? ''} text={section.intro} />
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-line rounded-2xl border border-line bg-surface">
        {section.items.map((item) => (
          <details key={item._key} className="group px-6 py-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-ink">
              {item.question}
              <span aria-hidden="true" className="text-2xl leading-none text-accent-strong transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-ink-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
