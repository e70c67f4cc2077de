import { defineField, defineType } from 'sanity'

// A heading and an introduction for one section of a landing page, found by its key
// (e.g. "services", "case-studies", "contact" on the home page).
export const pageSection = defineType({
  name: 'pageSection',
  title: 'Section',
  type: 'object',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      description: 'Which section of the page this is; the page looks it up by this key.',
      type: 'string',
      validation: (r) => r.required().regex(/^[a-z0-9-]+$/, { name: 'kebab-case' }),
    }),
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'text', title: 'Introduction', type: 'text', rows: 3 }),
  ],
  preview: { select: { title: 'heading', subtitle: 'key' } },
})
