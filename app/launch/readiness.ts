import { SAMPLE_ADDRESS, SAMPLE_PHONE, SAMPLE_SOCIAL_URLS, SAMPLE_TEAM_NAMES } from './sample-content'
import { contradictions, type Claim } from './story'
import { RESERVED_SLUGS, answersAtSlug } from '~/site/reserved-slugs'
import { andList } from '~/utils/and-list'

// What still holds sample values or development settings before the site goes live. Pure: the
// caller gathers the content and environment (readiness.server.ts), the admin home and
// `npm run content:check` show the result.

export type Finding = {
  /** Stable id, for tests and scripts. */
  id: string
  area: 'Contact details' | 'Team' | 'Legal pages' | 'Statistics' | 'Configuration' | 'Images' | 'Links' | 'Pages'
  message: string
}

export type ReadinessInput = {
  settings: {
    supportEmail: string
    phone: string
    address: string
    socialLinks: { url: string | null }[]
    heroClaims: Claim[]
    statistics: Claim[]
  }
  team: { name: string; links: { url: string | null }[] }[]
  legalPages: { title: string; reviewNotice: string | null; text: string }[]
  env: Partial<Record<'SITE_URL' | 'SANITY_PROJECT_ID' | 'SUPABASE_URL' | 'SUPABASE_ANON_KEY', string>>
  /** Links to deleted or unpublished documents (broken-links.server.ts). */
  brokenLinks?: { document: string; target: string }[]
  /** Images that do not decode, or that a document names and cannot be read (bundled dataset only). */
  brokenImages?: { file: string; problem: string | null; document?: string }[]
  /** The published pages editors built: a slug the Studio would refuse leaves one unreachable. */
  builtPages?: { title: string; slug: string }[]
}

/** Reserved for documentation (RFC 2606, RFC 6761): never a real address. */
const EXAMPLE_DOMAIN =
  /(?:^|[@./])(?:[a-z0-9-]+\.)*(?:example|test|invalid|localhost)(?:$|[/:?#\s>])|(?:^|[@./])example\.(?:com|org|net)\b/i
/** US fictional numbers (555-0100 to 555-0199) and the spec's own placeholders. */
const FICTIONAL_NUMBER = /555[\s.-]?01\d\d/
const BRACES = /\{[a-z]+\}/i
const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

export function checkReadiness(input: ReadinessInput): Finding[] {
  const { settings, env } = input
  const findings: Finding[] = []
  const add = (id: string, area: Finding['area'], message: string) => findings.push({ id, area, message })

  if (BRACES.test(settings.supportEmail) || EXAMPLE_DOMAIN.test(settings.supportEmail.split('@')[1] ?? '')) {
    add('contact-email', 'Contact details', `The support e-mail ${settings.supportEmail} is a sample address.`)
  }
  if (BRACES.test(settings.phone) || FICTIONAL_NUMBER.test(settings.phone) || settings.phone === SAMPLE_PHONE) {
    add('contact-phone', 'Contact details', `The phone number ${settings.phone} is the sample number.`)
  }
  if (settings.address.trim() === SAMPLE_ADDRESS || /placeholder/i.test(settings.address)) {
    add('contact-address', 'Contact details', 'The office address is the sample address.')
  }
  const sampleSocial = settings.socialLinks.filter((l) => l.url && (SAMPLE_SOCIAL_URLS.includes(l.url) || EXAMPLE_DOMAIN.test(l.url)))
  if (sampleSocial.length > 0) {
    add(
      'contact-social',
      'Contact details',
      `${sampleSocial.length === 1 ? 'One social link still points' : `${sampleSocial.length} social links still point`} at the sample accounts.`,
    )
  }

  const sampleMembers = input.team.filter((m) => SAMPLE_TEAM_NAMES.includes(m.name) || /placeholder/i.test(m.name))
  if (sampleMembers.length > 0) {
    add(
      'team-sample',
      'Team',
      `${sampleMembers.length === 1 ? 'One team member is' : `${sampleMembers.length} team members are`} the sample team: ${sampleMembers.map((m) => m.name).join(', ')}.`,
    )
  }

  for (const page of input.legalPages) {
    if (page.reviewNotice) add(`legal-review:${page.title}`, 'Legal pages', `${page.title} still carries the legal-review notice.`)
    const sampleEmails = [...page.text.matchAll(EMAIL_IN_TEXT)].map((m) => m[0]).filter((e) => EXAMPLE_DOMAIN.test(e.split('@')[1]))
    if (sampleEmails.length > 0 || BRACES.test(page.text)) {
      add(
        `legal-contact:${page.title}`,
        'Legal pages',
        `${page.title} names a sample address: ${[...new Set(sampleEmails)].join(', ') || '{…}'}.`,
      )
    }
  }

  for (const c of contradictions([...settings.heroClaims, ...settings.statistics])) {
    add(`statistics:${c.fact}`, 'Statistics', `Two different figures for ${c.fact}: ${c.values.join(' and ')}.`)
  }

  const site = env.SITE_URL?.trim()
  if (!site)
    add('config-site-url', 'Configuration', 'SITE_URL is not set: canonical URLs, the sitemap and the feed point at http://localhost:3000.')
  else if (
    /^https?:\/\/(localhost|127\.|\[::1\]|0\.0\.0\.0)/i.test(site) ||
    EXAMPLE_DOMAIN.test(new URL(site, 'http://x').hostname + '/')
  ) {
    add('config-site-url', 'Configuration', `SITE_URL is ${site}, not the public address of the site.`)
  }
  if (!env.SANITY_PROJECT_ID) {
    add('config-sanity', 'Configuration', 'Sanity is not configured (SANITY_PROJECT_ID): content comes from the bundled dataset.')
  }
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) {
    add(
      'config-supabase',
      'Configuration',
      'Supabase is not configured (SUPABASE_URL, SUPABASE_ANON_KEY): data lives in the embedded database.',
    )
  }

  for (const link of input.brokenLinks ?? []) {
    add(
      `link:${link.document}:${link.target}`,
      'Links',
      `${link.document} links to ${link.target}, which is missing or not published: the page shows no link there.`,
    )
  }
  const pages = input.builtPages ?? []
  for (const { title, slug } of pages) {
    if (RESERVED_SLUGS.has(slug))
      add(`page:${slug}`, 'Pages', `The page “${title}” cannot be reached: /${slug} is one of the site’s own addresses.`)
    else if (!answersAtSlug(slug))
      add(
        `page:${slug}`,
        'Pages',
        `The page “${title}” cannot be reached at /${slug}: a slug is lower-case letters, digits and single hyphens.`,
      )
  }
  for (const slug of new Set(pages.map((page) => page.slug))) {
    const sharing = pages.filter((page) => page.slug === slug)
    if (sharing.length > 1 && answersAtSlug(slug)) {
      add(
        `page:${slug}`,
        'Pages',
        `The pages ${andList(sharing.map((page) => `“${page.title}”`))} share /${slug}: only one of them is shown there.`,
      )
    }
  }
  for (const image of input.brokenImages ?? []) {
    if (image.document)
      add(
        `image:${image.document}:${image.file}`,
        'Images',
        `${image.document} shows ${image.file}, which cannot be read (${image.problem}): the site leaves the image out.`,
      )
    else if (image.problem) add(`image:${image.file}`, 'Images', `${image.file} does not decode: ${image.problem}.`)
  }
  return findings
}
