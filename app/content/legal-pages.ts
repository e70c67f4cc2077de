// Each legal page answers at its kind's fixed address, whatever its slug: the routes, the links to it,
// the sitemap and the Studio's Presentation tool all read it here. GROQ cannot import it, so
// `LEGAL_PATH` in queries.ts spells the same addresses, and tests/unit/content/link-resolver.test.ts
// holds the two together.

export const LEGAL_PAGES = {
  privacy: { path: '/privacy-policy', title: 'Privacy policy' },
  terms: { path: '/terms', title: 'Terms of service' },
  cookies: { path: '/cookies-policy', title: 'Cookie policy' },
} as const

export type LegalKind = keyof typeof LEGAL_PAGES

/** A legal page's kind, when `kind` is one. */
export const isLegalKind = (kind: unknown): kind is LegalKind => typeof kind === 'string' && Object.hasOwn(LEGAL_PAGES, kind)
