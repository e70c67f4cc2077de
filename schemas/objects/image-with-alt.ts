import { defineField, defineType } from 'sanity'

// An image with its text alternative. Every picture on the site uses this type so that pages
// always have an alt text (empty only for decorative art, on purpose).
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      description: 'What the image shows, for screen readers. Leave empty only for purely decorative art.',
      type: 'string',
    }),
  ],
})
