import type { ClientReturn } from '@sanity/client'
import { createBundledSource } from './bundled-source.server'
import { withSlugGate } from './slug-gate.server'
import type { ContentSource, ContentSourceInfo, PreviewRead, QueryParams } from './source'
import { metrics } from '~/observability/metrics.server'

// The content port. Loaders call `fetchContent(someQuery, params)` with a query from
// queries.ts. Which source answers is decided once at start-up by app/config/ports.server.ts
// (hosted Sanity when SANITY_PROJECT_ID is set); unconfigured, the bundled dataset in content/.

let source: ContentSource | undefined
let createSource: () => ContentSource = () => createBundledSource()

function contentSource() {
  // Unknown slugs answer null before any query (slug-gate.server.ts).
  return (source ??= withSlugGate(createSource()))
}

/** At start-up: how to make the source, on first use. */
export function configureContentSource(factory: () => ContentSource) {
  createSource = factory
  source = undefined
}

/** For tests: use this source instead of the one chosen from the environment (undefined resets). */
export function setContentSource(next: ContentSource | undefined) {
  source = next
}

/**
 * Runs a query of queries.ts and returns its typegen result type. With no result to serve
 * (the source failed and nothing was cached) it throws a 503 Response, which the root error
 * boundary renders as a proper page.
 */
export async function fetchContent<const Q extends string>(query: Q, params: QueryParams = {}): Promise<ClientReturn<Q, unknown>> {
  try {
    const source = contentSource()
    // A preview (app/preview) reads drafts, past the result cache and the slug gate.
    const preview = source.preview && previewRead()
    if (preview) return (await source.preview!(query, params, preview)) as ClientReturn<Q, unknown>
    return (await source.fetch(query, params)) as ClientReturn<Q, unknown>
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ContentUnavailableError')) {
      console.error('[content] query failed:', error)
    }
    metrics().contentErrors.inc({ served: 'unavailable' })
    throw contentUnavailable()
  }
}

let previewRead: () => PreviewRead | null = () => null

/** At start-up: how a query learns that its request is a preview, and how it reads (app/preview). */
export function configurePreview(read: () => PreviewRead | null) {
  previewRead = read
}

/** True when the content source can read drafts (the bundled dataset, or hosted Sanity with a viewer token). */
export function canPreview() {
  return Boolean(contentSource().preview)
}

/** The 503 a page answers when its content cannot be served (the root error boundary renders it). */
export function contentUnavailable(message = 'Our content is temporarily unavailable. Please try again in a minute.') {
  return new Response(message, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
  })
}

export function describeContentSource(): ContentSourceInfo {
  return contentSource().describe()
}

/** After a content change (the Sanity webhook): the next query asks the source again. */
export function invalidateContent() {
  contentSource().invalidate()
}

/** For /healthz: true when the content source answers. */
export async function checkContentSource(): Promise<boolean> {
  try {
    return await contentSource().check()
  } catch (error) {
    console.error('[content] health check failed:', error)
    return false
  }
}
