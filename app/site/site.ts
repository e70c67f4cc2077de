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
}

export type RootData = { settings: ShellSettings; siteUrl: string }

export type MatchLike = { id: string; data?: unknown }

/** The root loader's data from a meta function's `matches`. */
export function rootDataOf(matches: MatchLike[]): RootData | undefined {
  return matches.find((match) => match.id === 'root')?.data as RootData | undefined
}

export const navLinks = [
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/company', label: 'Company' },
  { to: '/success-stories', label: 'Success Stories' },
  { to: '/blog', label: 'Blog' },
] as const

export const fallbackSettings: ShellSettings = {
  companyName: 'Arclight Technologies',
  tagline: 'Secure, intelligent technology for growing businesses',
  description: 'Cyber security, cloud, AI and custom software for businesses that cannot afford to stand still.',
  supportEmail: '{email}',
  phone: '{phone}',
  address: '',
  socialLinks: [],
  keywords: [],
}
