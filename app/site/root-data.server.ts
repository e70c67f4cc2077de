import { fetchSiteSettings } from '~/content/content.server'
import { siteUrl } from '~/config/env.server'
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
  return { settings, siteUrl: siteUrl() }
}
