import { BlockContentIcon, BlockquoteIcon, ImageIcon, LaunchIcon, StarIcon } from '@sanity/icons'
import { defineField } from 'sanity'
import { defineSection, headingFields } from './define-section'

// Sections whose content is written in the section itself.

export const richTextSection = defineSection({
  name: 'richTextSection',
  title: 'Rich text',
  description: 'Paragraphs, headings, lists and links in a readable column.',
  icon: BlockContentIcon,
  fields: [...headingFields(), defineField({ name: 'body', title: 'Text', type: 'portableText', validation: (r) => r.required() })],
})

export const featureGridSection = defineSection({
  name: 'featureGridSection',
  title: 'Feature grid',
  description: 'Cards with an icon, a title and a sentence each, in a grid.',
  icon: StarIcon,
  fields: [
    ...headingFields(true),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [{ type: 'feature' }],
      validation: (r) => r.required().min(2).max(9),
    }),
  ],
})

export const quoteSection = defineSection({
  name: 'quoteSection',
  title: 'Quote',
  description: 'A client’s words, with their name and role.',
  icon: BlockquoteIcon,
  fields: [
    defineField({ name: 'quote', title: 'Quote', type: 'text', rows: 4, validation: (r) => r.required().max(500) }),
    defineField({ name: 'author', title: 'Who said it', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'role', title: 'Their role and company', type: 'string' }),
  ],
})

export const imageTextSection = defineSection({
  name: 'imageTextSection',
  title: 'Image and text',
  description: 'A picture beside a heading, a paragraph and an optional button.',
  icon: ImageIcon,
  fields: [
    ...headingFields(true),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt', validation: (r) => r.required() }),
    defineField({
      name: 'imageSide',
      title: 'Image on the',
      type: 'string',
      options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'right',
    }),
    defineField({ name: 'button', title: 'Button', type: 'button' }),
  ],
})

export const ctaSection = defineSection({
  name: 'ctaSection',
  title: 'Call to action',
  description: 'A dark closing panel with one button (Get Started unless you pick a link).',
  icon: LaunchIcon,
  fields: [
    ...headingFields(true),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      type: 'string',
      initialValue: 'Get Started',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'link', title: 'Button link', description: 'Empty: the Get Started page.', type: 'link' }),
  ],
})
