import { requiredRichText } from '../objects/portable-text'
import { defineArrayMember, defineField, defineType } from 'sanity'

// The /about page (a singleton, id "aboutPage").
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    defineField({ name: 'hero', title: 'Hero', type: 'hero', validation: (r) => r.required() }),
    defineField({ name: 'body', title: 'Story', type: 'portableText', validation: requiredRichText }),
    defineField({ name: 'mission', title: 'Mission', type: 'text', rows: 3, validation: (r) => r.required() }),
    defineField({ name: 'vision', title: 'Vision', type: 'text', rows: 3, validation: (r) => r.required() }),
    defineField({
      name: 'highlights',
      title: 'Why clients choose us',
      type: 'array',
      of: [defineArrayMember({ type: 'feature' })],
      validation: (r) => r.max(6),
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
