import { Fragment, lazy, Suspense } from 'react'
import type { TrustedClient } from '~/site/trusted-clients.server'
import type { PageSection } from '~/page-builder/sections'

// A landing page's sections in the editor's order. The page renders the ones it has code for
// (`render`: the home page its default sections, the other landing pages their own content);
// any other (FAQ, rich text, quote, …) comes from the page builder's lazy chunk, which the browser
// loads only when such a section is on the page: the server renders it whole and the browser
// keeps that HTML until the chunk has come (docs/decisions/240, 250).
const PageSections = lazy(() => import('./page-sections').then((m) => ({ default: m.PageSections })))

type Props = {
  sections: PageSection[]
  /** The page's own rendering of a section; undefined: the page builder's. */
  render: (section: PageSection) => React.ReactNode | undefined
  clients?: TrustedClient[]
}

export function LandingSections({ sections, render, clients }: Props) {
  return sections.map((section) => {
    const own = render(section)
    return own === undefined ? (
      <Suspense key={section._key} fallback={null}>
        <PageSections sections={[section]} clients={clients} />
      </Suspense>
    ) : (
      <Fragment key={section._key}>{own}</Fragment>
    )
  })
}
