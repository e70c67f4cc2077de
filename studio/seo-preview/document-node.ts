import type { DefaultDocumentNodeResolver } from 'sanity/structure'
import { SeoPreviewPane } from './seo-preview-pane'
import { SEO_PREVIEW_TYPES } from './seo-sources'

// Every document with SEO fields opens with its form and an "SEO preview" view beside it.
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  SEO_PREVIEW_TYPES.includes(schemaType)
    ? S.document().views([S.view.form(), S.view.component(SeoPreviewPane).id('seo-preview').title('SEO preview')])
    : S.document()
