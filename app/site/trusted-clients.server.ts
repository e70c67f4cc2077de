import { getBackend } from '~/backend/index.server'
import type { Backend } from '~/backend/types'
import { safeImageUrl } from '~/blog/image-url'
import type { ContentImage } from '~/content/image'
import { withVariants } from '~/media/media-images.server'

// The "Trusted by" strip on the home and company pages: the clients staff keep in /admin/clients
// that have a logo. Read on every render (no cache of our own here): a page cache in front
// decides how long a rendered page lives, so a client added or removed shows on the next render.

export type TrustedClient = { id: number; name: string; logo: ContentImage }

export async function trustedClients(backend: Backend = getBackend()): Promise<TrustedClient[]> {
  try {
    // As an anonymous visitor (no cookies): the same list for everyone, and no session refresh
    // that would make a public page private.
    const clients = await backend.forRequest(new Request('http://localhost/')).clients.list()
    const shown = clients.filter((client) => safeImageUrl(client.logo_url))
    return await Promise.all(
      shown.map(async ({ id, name, logo_url }) => ({
        id,
        name,
        logo: await withVariants({ src: logo_url!, width: null, height: null, alt: name }, backend),
      })),
    )
  } catch (error) {
    // The page still renders, without the strip.
    console.error('Failed to load clients for the Trusted by strip:', error)
    return []
  }
}
