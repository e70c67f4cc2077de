import { createImageUrlBuilder } from '@sanity/image-url'
import { Card, Stack, Text } from '@sanity/ui'
import { useEffect, useMemo, useState } from 'react'
import { useClient } from 'sanity'
import type { UserViewComponent } from 'sanity/structure'
import { fallbackSettings } from '../../app/site/site'
import { previewOrigin } from '../preview-origin'
import { seoPreview } from './preview-model'
import type { ImageValue } from './seo-sources'
import { SearchResult } from './search-result'
import { SocialCard } from './social-card'

// The "SEO preview" view beside a page-like document's form (document-node.ts): the search
// result and the social card of the document as edited (its draft), by the site's own rules.

const API_VERSION = '2025-02-19'

/** The company name the site appends to titles: the published site settings', as the site uses. */
function useCompanyName() {
  const client = useClient({ apiVersion: API_VERSION })
  const [name, setName] = useState(fallbackSettings.companyName)
  useEffect(() => {
    const query = '*[_type == "siteSettings" && _id == "siteSettings"][0].companyName'
    const subscription = client.observable.fetch<string | null>(query).subscribe({
      next: (found) => setName(found || fallbackSettings.companyName),
      // Offline or no rights to read: keep the site's own default.
      error: () => undefined,
    })
    return () => subscription.unsubscribe()
  }, [client])
  return name
}

export const SeoPreviewPane: UserViewComponent = ({ document }) => {
  const client = useClient({ apiVersion: API_VERSION })
  const companyName = useCompanyName()
  const displayed = document.displayed as Record<string, unknown>
  const preview = useMemo(() => {
    const builder = createImageUrlBuilder(client)
    const imageUrl = (image: ImageValue | null | undefined) =>
      image?.asset?._ref ? builder.image(image).width(1200).height(630).url() : null
    return seoPreview(displayed, { siteUrl: previewOrigin, companyName, imageUrl })
  }, [client, displayed, companyName])
  return (
    <Card padding={4}>
      {preview ? (
        <Stack space={5}>
          <SearchResult preview={preview} />
          <SocialCard preview={preview} />
        </Stack>
      ) : (
        <Text muted>This document has no page of its own, so no search result.</Text>
      )}
    </Card>
  )
}
