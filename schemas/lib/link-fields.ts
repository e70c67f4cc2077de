import { defineField, type Rule } from 'sanity'

// The fields of a link (schemas/objects/link.ts), shared by the `link` type and the Portable
// Text link annotation: an internal reference (followed when the target's slug changes) or an
// external URL. The site turns one into a path in one place (LINK in app/content/queries.ts).

/** Document types a link may point at. Each has one address (LINK in app/content/queries.ts). */
const LINK_TARGET_TYPES = [
  'page',
  'landingPage',
  'service',
  'caseStudy',
  'successStory',
  'blogPost',
  'companyPage',
  'aboutPage',
  'legalPage',
] as const

export const MISSING_TARGET = 'The linked document is missing or not published: pick a published one, or remove the link.'

type LinkValue = { linkType?: string; reference?: { _ref?: string }; url?: string }
type Client = { fetch<T>(query: string, params: Record<string, unknown>): Promise<T> }

/** The link's own rule: an internal link needs a published target, an external one a URL. */
export function linkRule(rule: Rule) {
  return rule.custom(async (value: LinkValue | undefined, context) => {
    if (!value) return true
    if (value.linkType === 'external') return value.url ? true : 'Enter the URL'
    const id = value.reference?._ref
    if (!id) return 'Pick the page or document to link to'
    const client = (context as unknown as { getClient(o: { apiVersion: string }): Client }).getClient({ apiVersion: '2025-02-19' })
    const published = await client.fetch<boolean>('defined(*[_id == $id][0]._id)', { id: id.replace(/^drafts\./, '') })
    return published ? true : MISSING_TARGET
  })
}

export const linkFields = [
  defineField({
    name: 'linkType',
    title: 'Link to',
    type: 'string',
    initialValue: 'internal',
    options: {
      list: [
        { title: 'A page or document of this site', value: 'internal' },
        { title: 'An address (URL)', value: 'external' },
      ],
      layout: 'radio',
      direction: 'horizontal',
    },
    validation: (r) => r.required(),
  }),
  defineField({
    name: 'reference',
    title: 'Page or document',
    description: 'The link follows it when its address changes.',
    type: 'reference',
    // Weak: a deleted or unpublished target leaves the link in place; the rule above, content:check
    // and the page (no anchor) catch it.
    weak: true,
    to: LINK_TARGET_TYPES.map((type) => ({ type })),
    hidden: ({ parent }) => (parent as LinkValue | undefined)?.linkType === 'external',
  }),
  defineField({
    name: 'url',
    title: 'URL',
    type: 'url',
    hidden: ({ parent }) => (parent as LinkValue | undefined)?.linkType !== 'external',
    validation: (r) => r.uri({ allowRelative: false, scheme: ['https', 'http', 'mailto', 'tel'] }),
  }),
  defineField({ name: 'openInNewTab', title: 'Open in a new tab', type: 'boolean', initialValue: false }),
]
