import type { DocumentLocation, DocumentLocationResolvers, DocumentResolver } from 'sanity/presentation'
import { LEGAL_PAGES, isLegalKind } from '../app/content/legal-pages'

// What the Presentation tool needs to know about the site (studio/sanity.config.ts):
// - mainDocuments: which document a page of the site is about, so opening a page in the preview
//   opens that document beside it;
// - locations: where a document shows on the site, listed above its form ("Used on 3 pages").
// Nothing of Sanity's but its types: tests (tests/unit/studio/presentation-resolve.test.ts) run
// these against the bundled dataset without loading the Studio.

const LANDING_PATHS: Record<string, { href: string; title: string }> = {
  home: { href: '/', title: 'Home' },
  services: { href: '/services', title: 'Services' },
  'success-stories': { href: '/success-stories', title: 'Success stories' },
  blog: { href: '/blog', title: 'Blog' },
  team: { href: '/team', title: 'Team' },
  'get-started': { href: '/get-started', title: 'Get started' },
}

export const mainDocuments: DocumentResolver[] = [
  { route: '/', filter: `_type == "landingPage" && key == "home"` },
  { route: '/services', filter: `_type == "landingPage" && key == "services"` },
  // A service's own address, an alias (/services/cybersecurity) or a former slug.
  { route: '/services/:slug', filter: `_type == "service" && (slug.current == $slug || $slug in aliases || $slug in formerSlugs)` },
  { route: '/case-studies/:slug', filter: `_type == "caseStudy" && slug.current == $slug` },
  { route: '/success-stories', filter: `_type == "landingPage" && key == "success-stories"` },
  { route: '/blog', filter: `_type == "landingPage" && key == "blog"` },
  { route: '/blog/:slug', filter: `_type == "blogPost" && slug.current == $slug` },
  { route: '/team', filter: `_type == "landingPage" && key == "team"` },
  { route: '/get-started', filter: `_type == "landingPage" && key == "get-started"` },
  { route: '/company', filter: `_type == "companyPage" && _id == "companyPage"` },
  { route: '/about', filter: `_type == "aboutPage" && _id == "aboutPage"` },
  ...Object.entries(LEGAL_PAGES).map(([kind, { path }]) => ({ route: path, filter: `_type == "legalPage" && kind == "${kind}"` })),
  // Last: a page editors built, at /<slug> (the site's own routes above come first).
  { route: '/:slug', filter: `_type == "page" && slug.current == $slug` },
]

const one = (title: string | undefined, href: string): DocumentLocation => ({ title: title || 'Untitled', href })

export const locations: DocumentLocationResolvers = {
  siteSettings: {
    message: 'The header, footer and contact details of every page',
    tone: 'caution',
    locations: [one('Home', '/'), one('Company', '/company'), one('Get started', '/get-started')],
  },
  landingPage: {
    select: { key: 'key', title: 'hero.title' },
    resolve: (doc) => {
      const page = doc?.key ? LANDING_PATHS[doc.key as string] : undefined
      return page ? { locations: [one(page.title, page.href)] } : null
    },
  },
  service: {
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) =>
      doc?.slug ? { locations: [one(doc.title, `/services/${doc.slug}`), one('Services', '/services'), one('Home', '/')] } : null,
  },
  caseStudy: {
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) =>
      doc?.slug ? { locations: [one(doc.title, `/case-studies/${doc.slug}`), one('Success stories', '/success-stories')] } : null,
  },
  successStory: {
    select: { title: 'title' },
    resolve: () => ({ locations: [one('Success stories', '/success-stories'), one('Home', '/')] }),
  },
  blogPost: {
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => (doc?.slug ? { locations: [one(doc.title, `/blog/${doc.slug}`), one('Blog', '/blog')] } : null),
  },
  category: { locations: [one('Blog', '/blog')] },
  companyPage: { locations: [one('Company', '/company')] },
  aboutPage: { locations: [one('About', '/about')] },
  teamMember: { locations: [one('Team', '/team')] },
  page: {
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => (doc?.slug ? { locations: [one(doc.title, `/${doc.slug}`)] } : null),
  },
  legalPage: {
    select: { kind: 'kind' },
    resolve: (doc) => {
      if (!isLegalKind(doc?.kind)) return null
      const { title, path } = LEGAL_PAGES[doc.kind]
      return { locations: [one(title, path)] }
    },
  },
}
