import { defineField, defineType } from 'sanity'
import { slugField } from '../lib/rules'

// A topic of the sample blog posts; /blog shows one filter button per category.
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required() }),
    slugField(),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (r) => r.required().integer().min(0) }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
