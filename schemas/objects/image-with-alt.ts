import { defineField, defineType } from 'sanity'

/** What the Studio says when an image has no alt text (WCAG 1.1.1; docs/accessibility.md). */
export const ALT_TEXT_REQUIRED = 'Describe what the image shows (alt text) for people who cannot see it.'

// An image with its text alternative. Every picture on the site uses this type, and an image
// cannot be published without its alt text. Art that only decorates is marked so by the page
// that shows it (it renders an empty alt there), not by leaving this field empty.
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  // Editors set a crop and a focal point; every image URL the site builds honours both (app/content/image.ts).
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      description: 'What the image shows, in a short sentence, for screen readers and when the image does not load.',
      type: 'string',
      validation: (rule) =>
        rule.custom((alt: string | undefined, context) => {
          const image = context.parent as { asset?: unknown } | undefined
          if (!image?.asset) return true // no picture, nothing to describe
          return alt?.trim() ? true : ALT_TEXT_REQUIRED
        }),
    }),
  ],
})
