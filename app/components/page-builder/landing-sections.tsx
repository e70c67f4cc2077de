import { lazy, Suspense } from 'react'
import { CoreBlock, isCoreSection, type SectionContext } from './core-sections'
import type { PageSection } from './types'

// A landing page's sections in the editor's order. The home page's default ones render with the
// components its chunk has; any other (FAQ, rich text, quote, …) comes from the page builder's
// lazy chunk, which the browser loads only when such a section is on the page: the server renders
// it whole and the browser keeps that HTML until the chunk has come (docs/decisions/240).
const PageSections = lazy(() => import('./page-sections').then((m) => ({ default: m.PageSections })))

export function LandingSections({ sections, clients, contactForm }: { sections: PageSection[] } & SectionContext) {
  return sections.map((section) =>
    isCoreSection(section) ? (
      <CoreBlock key={section._key} section={section} clients={clients} contactForm={contactForm} />
    ) : (
      <Suspense key={section._key} fallback={null}>
        <PageSections sections={[section]} />
      </Suspense>
    ),
  )
}
