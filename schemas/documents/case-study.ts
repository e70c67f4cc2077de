import { requiredRichText } from '../objects/portable-text'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { formerSlugsField, slugField } from '../lib/rules'

// A case study, shown at /case-studies/<slug> and linked from the success stories.
export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(100) }),
    slugField({ description: 'The address: /case-studies/<slug>.' }),
    formerSlugsField(),
    defineField({ name: 'client', title: 'Client', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'industry', title: 'Industry', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'description', title: 'Summary', type: 'text', rows: 3, validation: (r) => r.required().max(300) }),
    defineField({
      name: 'metrics',
      title: 'Key results',
      type: 'array',
      of: [defineArrayMember({ type: 'metric' })],
      validation: (r) => r.required().min(1).max(6),
    }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt', validation: (r) => r.required() }),
    defineField({ name: 'body', title: 'Body', type: 'portableText', validation: requiredRichText }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (r) => r.required().integer().min(0) }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'client', media: 'image' } },
})
