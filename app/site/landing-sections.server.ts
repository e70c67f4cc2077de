import { fetchContent } from '~/content/content.server'
import { landingSectionsQuery } from '~/content/queries'
import { trustedClients } from './trusted-clients.server'

// A landing page built from sections (BUILT_FROM_SECTIONS in schemas/objects/options.ts): its
// sections (the route renders rich text to HTML), and the clients with logos if a Trusted by section shows
// them. Missing document: no sections (the page's own query decides whether it exists).
export async function landingSections(key: string) {
  const found = await fetchContent(landingSectionsQuery, { key })
  const sections = found?.sections ?? []
  const clients = sections.some((section) => section._type === 'trustedBySection') ? await trustedClients() : []
  return { sections, clients }
}
