import { defineArrayMember, defineField, defineType } from 'sanity'

// The /company page (a singleton, id "companyPage").
export const companyPage = defineType({
  name: 'companyPage',
  title: 'Company page',
  type: 'document',
  fields: [
    defineField({ name: 'hero', title: 'Hero', type: 'hero', validation: (r) => r.required() }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 4, validation: (r) => r.required() }),
    defineField({ name: 'valuesHeading', title: 'Values heading', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'valuesIntro', title: 'Values introduction', type: 'text', rows: 2 }),
    defineField({
      name: 'values',
      title: 'Values',
      description: 'Exactly four.',
      type: 'array',
      of: [defineArrayMember({ type: 'companyValue' })],
      validation: (r) => r.required().length(4),
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Company page' }) },
})
