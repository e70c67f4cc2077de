import { lazy, Suspense } from 'react'
import { CoreBlock, isCoreSection, type SectionContext } from './core-sections'
import type { PageSection } from '~/page-builder/sections'

// The home page's sections in the editor's order. Its default ones render with the components its
// chunk has; any other (FAQ, rich text, quote, …) comes from the page builder's lazy chunk, which
// the browser loads only when such a section is on the page: the server renders it whole and the
// browser keeps that HTML until the chunk has come (docs/decisions/240). Not the other landing
// pages' LandingSections: a lazy import in a chunk of the home page's own has a preload list of
// the 4 chunks it lacks, in a shared one of all 14 (docs/decisions/250).
const PageSections = lazy(() => import('./page-sections').then((m) => ({ default: m.PageSections })))

export function HomeSections({ sections, clients, contactForm }: { sections: PageSection[] } & SectionContext) {
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
