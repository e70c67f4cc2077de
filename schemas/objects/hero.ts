import { defineField, defineType } from 'sanity'

// The dark hero band at the top of a page.
export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', title: 'Eyebrow', description: 'A short line above the title (optional).', type: 'string' }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'subtitle', title: 'Subtitle', type: 'text', rows: 2, validation: (r) => r.required() }),
    defineField({ name: 'image', title: 'Background image', type: 'imageWithAlt' }),
  ],
})
