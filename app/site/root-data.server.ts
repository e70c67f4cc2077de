import { fetchSiteSettings } from '~/content/content.server'
import { siteUrl } from '~/config/env.server'
import { organizationJsonLd, serializeJsonLd } from '~/seo/json-ld'
import { fallbackSettings, type RootData, type ShellSettings } from './site'

/** What every page's shell and meta need: the site settings from the content source, and SITE_URL. */
export async function loadRootData(): Promise<RootData> {
  const doc = await fetchSiteSettings()
  const settings: ShellSettings = {
    companyName: doc?.companyName ?? fallbackSettings.companyName,
    tagline: doc?.tagline ?? fallbackSettings.tagline,
    description: doc?.description ?? fallbackSettings.description,
    supportEmail: doc?.supportEmail ?? fallbackSettings.supportEmail,
    phone: doc?.phone ?? fallbackSettings.phone,
    address: doc?.address ?? '',
    socialLinks: doc?.socialLinks ?? [],
    keywords: doc?.defaultSeo?.keywords ?? [],
  }
  // Built here, not in the browser: the Organization JSON-LD (cleaned of a preview's stega) is
  // rendered once by the root and never changes on the client (app/components/sections/organization-json-ld.tsx).
  return { settings, siteUrl: siteUrl(), organizationJsonLd: serializeJsonLd(organizationJsonLd(settings, siteUrl())) }
}
