import { defineField, defineType } from 'sanity'
import { ICON_OPTIONS } from './options'

// One of the company's values on /company (Trust & Security, Innovation, …).
export const companyValue = defineType({
  name: 'companyValue',
  title: 'Value',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (r) => r.required() }),
    defineField({ name: 'icon', title: 'Icon', type: 'string', options: { list: ICON_OPTIONS }, validation: (r) => r.required() }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
