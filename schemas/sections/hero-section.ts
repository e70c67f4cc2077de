import { DocumentIcon } from '@sanity/icons'
import { defineField } from 'sanity'
import { defineSection } from './define-section'

// The dark band at the top of a page, with up to two buttons.
export const heroSection = defineSection({
  name: 'heroSection',
  title: 'Hero',
  description: 'The page title on a dark band with a background image and up to two buttons. Put it first.',
  icon: DocumentIcon,
  fields: [
    defineField({ name: 'eyebrow', title: 'Eyebrow', type: 'string', description: 'A short line above the title (optional).' }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(90) }),
    defineField({ name: 'subtitle', title: 'Subtitle', type: 'text', rows: 2, validation: (r) => r.required().max(300) }),
    defineField({ name: 'image', title: 'Background image', type: 'imageWithAlt' }),
    defineField({ name: 'buttons', title: 'Buttons', type: 'array', of: [{ type: 'button' }], validation: (r) => r.max(2) }),
  ],
})
