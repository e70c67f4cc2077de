import type { ComponentType } from 'react'
import { defineField, defineType, type FieldDefinition } from 'sanity'

// Every page-builder section: an object type with a name, an icon and a short description, which
// the Studio's insert menu shows (schemas/documents/page.ts). Each has an optional heading and
// introduction; the site renders each type with today's components (app/components/page-builder).

type Section = { name: string; title: string; description: string; icon: ComponentType; fields: FieldDefinition[] }

export const headingFields = (required = false) => [
  defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (r) => (required ? r.required().max(90) : r.max(90)) }),
  defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2, validation: (r) => r.max(300) }),
]

/**
 * A heading with an eyebrow (the small line above it) and an anchor, for the sections that show
 * other content: what the home page's sections had before they became page-builder sections.
 */
export const listingHeadingFields = (required = false) => [
  defineField({
    name: 'eyebrow',
    title: 'Eyebrow',
    type: 'string',
    description: 'A short line above the heading (optional).',
    validation: (r) => r.max(40),
  }),
  ...headingFields(required),
  defineField({
    name: 'anchor',
    title: 'Anchor',
    type: 'string',
    description: 'Optional: the section’s address within the page, e.g. “services” for /#services.',
    validation: (r) => r.regex(/^[a-z][a-z0-9-]*$/, { name: 'lower-case letters, digits and hyphens' }).max(40),
  }),
]

export function defineSection({ name, title, description, icon, fields }: Section) {
  return defineType({
    name,
    title,
    description,
    icon,
    type: 'object',
    fields,
    preview: {
      select: { heading: 'heading', alt: 'title', question: 'quote' },
      prepare: ({ heading, alt, question }) => ({ title: heading ?? alt ?? question ?? title, subtitle: title, media: icon }),
    },
  })
}
