// The parts of the site settings that every page's shell and meta need. The root loader provides them.
type SocialLink = { platform: string | null; label: string | null; url: string | null }

export type ShellSettings = {
  companyName: string
  tagline: string
  description: string
  supportEmail: string
  phone: string
  address: string
  socialLinks: SocialLink[]
  keywords: string[]
  /** The header menu and the footer's Quick Links (site settings; links to missing documents left out). */
  navigation: NavEntry[]
  footerLinks: NavEntry[]
}

/** A menu entry: `to` is a path of this site or a URL (Remix's Link renders either); always the same tab. */
export type NavEntry = { to: string; label: string }

/** A `tel:` address from a phone number as written ("+91 80 4921 7700" → "tel:+918049217700"). */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export type RootData = {
  settings: ShellSettings
  siteUrl: string
  organizationJsonLd: string
  /** Whether cookies are Secure: the server's one rule (secureCookies), which names the enquiry token's cookie in the browser too. */
  secureCookies: boolean
}

export type MatchLike = { id: string; data?: unknown }

/** The root loader's data from a meta function's `matches`. */
export function rootDataOf(matches: MatchLike[]): RootData | undefined {
  return matches.find((match) => match.id === 'root')?.data as RootData | undefined
}

/** The entries when site settings set none (and on an error page rendered without content). */
export const defaultNavigation: NavEntry[] = [
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/company', label: 'Company' },
  { to: '/success-stories', label: 'Success Stories' },
  { to: '/blog', label: 'Blog' },
]

export const defaultFooterLinks: NavEntry[] = [
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
  { to: '/team', label: 'Our Team' },
  { to: '/company', label: 'Company' },
]

export const fallbackSettings: ShellSettings = {
  companyName: 'Arclight Technologies',
  tagline: 'Secure, intelligent technology for growing businesses',
  description: 'Cyber security, cloud, AI and custom software for businesses that cannot afford to stand still.',
  // Only for a page rendered without the content source (an error page): no contact line rather than a made-up one.
  supportEmail: '',
  phone: '',
  address: '',
  socialLinks: [],
  keywords: [],
  navigation: defaultNavigation,
  footerLinks: defaultFooterLinks,
}
