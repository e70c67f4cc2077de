import { defineField, defineType } from 'sanity'
import { ICON_OPTIONS } from './options'

// One feature card of a service page.
export const feature = defineType({
  name: 'feature',
  title: 'Feature',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(60) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (r) => r.required().max(300) }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'A lucide-react icon name; without one the card shows a check mark.',
      type: 'string',
      options: { list: ICON_OPTIONS },
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
