import type { StructureResolver } from 'sanity/structure'
import { SINGLETONS } from '../schemas'

// The Studio's desk: the site settings singleton first, then the other one-of-a-kind pages,
// then every list. Singletons open their one document instead of a list, with the same views as
// any document of their type (defaultDocumentNode: the SEO preview).
const LISTS: Array<[type: string, title: string]> = [
  ['page', 'Pages'],
  ['landingPage', 'Landing pages'],
  ['service', 'Services'],
  ['caseStudy', 'Case studies'],
  ['successStory', 'Success stories'],
  ['blogPost', 'Sample blog posts'],
  ['category', 'Categories'],
  ['teamMember', 'Team'],
  ['legalPage', 'Legal pages'],
]

export const structure: StructureResolver = (S) => {
  const singleton = (type: keyof typeof SINGLETONS, title: string) =>
    S.listItem()
      .id(type)
      .title(title)
      .child(S.defaultDocument({ schemaType: type, documentId: SINGLETONS[type] }).title(title))
  return S.list()
    .title('Content')
    .items([
      singleton('siteSettings', 'Site settings'),
      S.divider(),
      singleton('companyPage', 'Company page'),
      singleton('aboutPage', 'About page'),
      S.divider(),
      ...LISTS.map(([type, title]) => S.documentTypeListItem(type).title(title)),
    ])
}
