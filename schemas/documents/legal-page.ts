import { requiredRichText } from '../objects/portable-text'
import { defineField, defineType } from 'sanity'
import { LEGAL_KINDS } from '../objects/options'

// /privacy-policy, /terms and /cookies-policy: one document per kind.
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: { list: [...LEGAL_KINDS], layout: 'radio' },
      validation: (r) =>
        r.required().custom(async (value, context) => {
          if (!value) return true
          const id = (context.document?._id ?? '').replace(/^drafts\./, '')
          const query = 'count(*[_type == "legalPage" && kind == $value && !(_id in [$id, "drafts." + $id])])'
          const clashes = await context.getClient({ apiVersion: '2025-02-19' }).fetch<number>(query, { value, id })
          return clashes === 0 ? true : 'There is already a legal page of this kind'
        }),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required() }),
    // Not the address: each kind has its own route, and links and the sitemap follow the kind
    // (LEGAL_PATH in app/content/queries.ts). Shown read-only on documents that still have one.
    defineField({
      name: 'slug',
      title: 'Slug',
      description: 'Not used: the kind sets the address (/privacy-policy, /terms or /cookies-policy).',
      type: 'slug',
      readOnly: true,
      hidden: ({ document }) => !document?.slug,
    }),
    defineField({ name: 'lastUpdated', title: 'Last updated', type: 'date', validation: (r) => r.required() }),
    defineField({ name: 'summary', title: 'Summary', type: 'text', rows: 3, validation: (r) => r.required() }),
    defineField({
      name: 'reviewNotice',
      title: 'Legal review notice',
      description:
        'Shown in a box under the text until counsel has approved it; empty it then. npm run content:check lists pages that still have one.',
      type: 'text',
      rows: 2,
    }),
    defineField({ name: 'body', title: 'Body', type: 'portableText', validation: requiredRichText }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  preview: { select: { title: 'title', subtitle: 'kind' } },
})
