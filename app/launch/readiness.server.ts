import { fetchContent } from '~/content/content.server'
import { requireSiteSettings } from '~/site/require-content.server'
import { LEGAL_PAGES, type LegalKind } from '~/content/legal-pages'
import { legalPageQuery, teamMembersQuery } from '~/content/queries'
import { brokenLinks } from './broken-links.server'
import { checkReadiness, type Finding, type ReadinessInput } from './readiness'

// Gathers what the launch-readiness check needs from the content source and the environment.
// Used by the admin home and by `npm run content:check` (which adds the image check).

const PUBLISHED_PAGES = `*[_type == "page" && !(_id in path("drafts.**")) && defined(slug.current)]{ title, "slug": slug.current }`

type Block = { children?: { text?: string }[] }

function plainText(blocks: unknown): string {
  return Array.isArray(blocks) ? (blocks as Block[]).map((b) => (b.children ?? []).map((c) => c.text ?? '').join('')).join('\n') : ''
}

export async function gatherReadiness(
  env: Record<string, string | undefined> = process.env,
): Promise<Omit<ReadinessInput, 'brokenImages'>> {
  const [settings, links, builtPages, team, ...legal] = await Promise.all([
    requireSiteSettings(),
    brokenLinks(),
    fetchContent(PUBLISHED_PAGES) as Promise<{ title: string; slug: string }[]>,
    fetchContent(teamMembersQuery),
    ...(Object.keys(LEGAL_PAGES) as LegalKind[]).map((kind) => fetchContent(legalPageQuery, { kind })),
  ])
  return {
    settings,
    brokenLinks: links,
    builtPages,
    team: team.map((m) => ({ name: m.name, links: m.links })),
    legalPages: legal.flatMap((page) =>
      page ? [{ title: page.title, reviewNotice: page.reviewNotice, text: `${page.summary}\n${plainText(page.body)}` }] : [],
    ),
    env: {
      SITE_URL: env.SITE_URL,
      SANITY_PROJECT_ID: env.SANITY_PROJECT_ID,
      SUPABASE_URL: env.SUPABASE_URL,
      SUPABASE_ANON_KEY: env.SUPABASE_ANON_KEY,
    },
  }
}

export async function launchReadiness(env: Record<string, string | undefined> = process.env): Promise<Finding[]> {
  return checkReadiness(await gatherReadiness(env))
}
