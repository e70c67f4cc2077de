import { requireSiteSettings } from './require-content.server'
import { secureCookies, siteUrl } from '~/config/env.server'
import { organizationJsonLd, serializeJsonLd } from '~/seo/json-ld'
import { defaultFooterLinks, defaultNavigation, fallbackSettings, type NavEntry, type RootData, type ShellSettings } from './site'

type EditedEntry = { label: string | null; link: { href: string | null; newTab: boolean | null } | null }

/** Site settings' menu entries as the shell renders them: the defaults when none are set. */
function menuEntries(edited: EditedEntry[] | null | undefined, defaults: NavEntry[]): NavEntry[] {
  if (!edited?.length) return defaults
  return edited.flatMap((entry) => (entry.label && entry.link?.href ? [{ to: entry.link.href, label: entry.label }] : []))
}

/** What every page's shell and meta need: the site settings from the content source, and SITE_URL. */
export async function loadRootData(): Promise<RootData> {
  const doc = await requireSiteSettings()
  const settings: ShellSettings = {
    companyName: doc?.companyName ?? fallbackSettings.companyName,
    tagline: doc?.tagline ?? fallbackSettings.tagline,
    description: doc?.description ?? fallbackSettings.description,
    supportEmail: doc?.supportEmail ?? fallbackSettings.supportEmail,
    phone: doc?.phone ?? fallbackSettings.phone,
    address: doc?.address ?? '',
    socialLinks: doc?.socialLinks ?? [],
    keywords: doc?.defaultSeo?.keywords ?? [],
    navigation: [...menuEntries(doc?.navigation, defaultNavigation), ...menuEntries(doc?.pagesIn.navigation, [])],
    footerLinks: [...menuEntries(doc?.footerLinks, defaultFooterLinks), ...menuEntries(doc?.pagesIn.footer, [])],
  }
  // Built here, not in the browser: the Organization JSON-LD (cleaned of a preview's stega) is
  // rendered once by the root and never changes on the client (app/components/sections/organization-json-ld.tsx).
  return {
    settings,
    siteUrl: siteUrl(),
    organizationJsonLd: serializeJsonLd(organizationJsonLd(settings, siteUrl())),
    secureCookies: secureCookies(),
  }
}
