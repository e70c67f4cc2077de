import { PinIcon } from '@sanity/icons'
import { defineField } from 'sanity'
import { defineSection, headingFields } from './define-section'

// Where a landing page shows what it exists for (WITH_OWN_CONTENT in schemas/objects/options.ts):
// the services grid, the case studies, the team, the enquiry form with the contact details, the
// blog list with its filter. The route renders it; the section holds its copy. Exactly once on
// those pages, nowhere else (docs/decisions/250).

const keyOf = (context: { document?: Record<string, unknown> }) => String(context.document?.key ?? '')

export const pageContentSection = defineSection({
  name: 'pageContentSection',
  title: 'This page’s own content',
  description:
    'The services, stories, team, enquiry form or blog list the page exists for. Once per page; other sections go above or below it.',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      description: 'A short line above the heading (optional).',
      hidden: (context) => ['get-started', 'blog'].includes(keyOf(context)),
      validation: (r) => r.max(40),
    }),
    ...headingFields(true),
    defineField({
      name: 'contactHeading',
      title: 'Contact details: heading',
      type: 'string',
      description: 'Beside the form, above the e-mail, phone and office.',
      hidden: (context) => keyOf(context) !== 'get-started',
      validation: (r) => r.max(90),
    }),
    defineField({
      name: 'contactText',
      title: 'Contact details: introduction',
      type: 'text',
      rows: 2,
      hidden: (context) => keyOf(context) !== 'get-started',
      validation: (r) => r.max(300),
    }),
  ],
})
