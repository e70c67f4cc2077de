import type { LandingSectionsQueryResult, PageBySlugQueryResult } from '~/content/sanity.types'

// One section of a built page or of a landing page, by its type (the same projection, SECTION in
// queries.ts; only a built page has a hero section).
export type QueriedSection =
  NonNullable<PageBySlugQueryResult>['sections'][number] | NonNullable<LandingSectionsQueryResult>['sections'][number]
type RichText = Extract<QueriedSection, { _type: 'richTextSection' }>

/** As the page renders it: rich text arrives as HTML, rendered on the server (rich-text-html.server.ts). */
export type PageSection = Exclude<QueriedSection, RichText> | (Omit<RichText, 'body'> & { html: string })
export type SectionOf<T extends PageSection['_type']> = Extract<PageSection, { _type: T }>
