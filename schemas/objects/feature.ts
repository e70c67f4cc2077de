import { defineField, defineType } from 'sanity'

// One feature card of a service page.
export const feature = defineType({
  name: 'feature',
  title: 'Feature',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(60) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (r) => r.required().max(300) }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
