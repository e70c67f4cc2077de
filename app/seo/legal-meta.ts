import type { MetaDescriptor } from '@remix-run/node'
import type { LegalPageQueryResult } from '~/content/sanity.types'
import { contentPageMeta } from './page-meta'

/** The meta of a legal page; its path is fixed by the route, whatever slug the document has. */
export function legalMeta(
  matches: { id: string; data?: unknown }[],
  page: LegalPageQueryResult | undefined,
  path: string,
): MetaDescriptor[] {
  return contentPageMeta(matches, {
    seo: page?.seo,
    title: page?.title ?? 'Legal',
    description: page?.summary ?? '',
    path,
  })
}
