import type { ResponseQueryOptions, StegaConfig } from '@sanity/client'
import type { PreviewRead } from './source'

// How hosted Sanity answers a preview's query: the perspective asked for, never the CDN, and —
// when overlays can link to a Studio — strings stega-encoded from the result's source map, which
// <VisualEditing> (app/preview/preview-ui.tsx) turns into click-to-edit overlays.
//
// Stega is invisible text appended to a string: it must never reach anything that is not shown as
// text. The client's default filter already skips URLs, dates, slugs, ids, `seo`/`meta` objects and
// key-like fields (href, url, link, email, …); these are the site's own fields that are not shown as
// text, or are shown but also used in addresses, e-mail and phone links, or metadata. Titles and
// descriptions that also go into <title>, meta tags and JSON-LD are cleaned there (app/seo).
const NOT_SHOWN_AS_TEXT = new Set([
  'supportEmail',
  'phone',
  'alt',
  'keywords',
  'defaultSeo',
  'aliases',
  'formerSlugs',
  'legacyId',
  'platform',
  'readings',
  'noindex',
  'category',
  'date',
  'lastUpdated',
  'readTime',
  'order',
  'kind',
  'routing',
  'value',
  'anchor',
])

const filter: StegaConfig['filter'] = (props) => {
  if (props.sourcePath.some((segment) => typeof segment === 'string' && NOT_SHOWN_AS_TEXT.has(segment))) return false
  return props.filterDefault(props)
}

export function previewOptions(read: PreviewRead): ResponseQueryOptions {
  const stega: StegaConfig | false = read.studioUrl ? { enabled: true, studioUrl: read.studioUrl, filter } : false
  return { perspective: read.perspective, useCdn: false, stega, tag: 'preview' }
}
