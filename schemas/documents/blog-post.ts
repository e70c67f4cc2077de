import { requiredRichText } from '../objects/portable-text'
import { defineField, defineType } from 'sanity'
import { formerSlugsField, slugField } from '../lib/rules'

// The built-in sample blog posts (the admin's own posts live in the backend, not here).
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Sample blog post',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(120) }),
    slugField({ description: 'The address: /blog/<slug>.' }),
    formerSlugsField(),
    defineField({
      name: 'legacyId',
      title: 'Former numeric id',
      description: 'The post was once at /blog/<id>; that address redirects here.',
      type: 'number',
      validation: (r) =>
        r
          .integer()
          .positive()
          .custom(async (value, context) => {
            if (value === undefined) return true
            const id = (context.document?._id ?? '').replace(/^drafts\./, '')
            const query = 'count(*[_type == "blogPost" && legacyId == $value && !(_id in [$id, "drafts." + $id])])'
            const clashes = await context.getClient({ apiVersion: '2025-02-19' }).fetch<number>(query, { value, id })
            return clashes === 0 ? true : 'Another post already has this id'
          }),
    }),
    defineField({ name: 'excerpt', title: 'Excerpt', type: 'text', rows: 3, validation: (r) => r.required().max(300) }),
    defineField({ name: 'body', title: 'Body', type: 'portableText', validation: requiredRichText }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt', validation: (r) => r.required() }),
    defineField({ name: 'date', title: 'Date', type: 'date', options: { dateFormat: 'YYYY-MM-DD' }, validation: (r) => r.required() }),
    defineField({ name: 'author', title: 'Author', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'readTime',
      title: 'Read time',
      description: 'As shown, e.g. "5 min read".',
      type: 'string',
      validation: (r) => r.required().regex(/^\d+ min read$/, { name: '"N min read"' }),
    }),
    defineField({ name: 'category', title: 'Category', type: 'reference', to: [{ type: 'category' }], validation: (r) => r.required() }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  orderings: [{ title: 'Date, newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'date', media: 'image' } },
})
