import { defineArrayMember, defineField, defineType } from 'sanity'

// A success story for /success-stories and the home page: a short account with four results,
// linking to its full case study.
export const successStory = defineType({
  name: 'successStory',
  title: 'Success story',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(100) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 4, validation: (r) => r.required().max(400) }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt', validation: (r) => r.required() }),
    defineField({
      name: 'results',
      title: 'Results',
      description: 'Exactly four short results.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (r) => r.required().max(80) })],
      validation: (r) => r.required().length(4),
    }),
    defineField({ name: 'caseStudy', title: 'Case study', type: 'reference', to: [{ type: 'caseStudy' }] }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (r) => r.required().integer().min(0) }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', media: 'image' } },
})
