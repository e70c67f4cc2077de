import { useRouteLoaderData } from '@remix-run/react'
import type { RootData } from '~/site/site'

/** The Organization structured data, rendered once in the document head (root Layout) for every page. */
export function OrganizationJsonLd() {
  const root = useRouteLoaderData<RootData>('root')
  if (!root) return null
  return (
    <script
      type="application/ld+json"
      // Data, not code: JSON with <, > and & escaped, so it cannot end the element (root-data.server.ts).
      dangerouslySetInnerHTML={{ __html: root.organizationJsonLd }}
    />
  )
}
