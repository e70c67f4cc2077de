import { defineArrayMember, defineField, defineType } from 'sanity'

// Rich text (Portable Text) for long bodies: paragraphs, two heading levels, quotes, lists,
// bold/italic/code and links. Kept small on purpose: pages render exactly these styles.
export const PORTABLE_TEXT_STYLES = ['normal', 'h2', 'h3', 'blockquote'] as const

export const portableText = defineType({
  name: 'portableText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
          { title: 'Code', value: 'code' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'URL',
                description: 'A path on this site (/get-started) or a full https:// address.',
                type: 'url',
                validation: (r) => r.required().uri({ allowRelative: true, scheme: ['https', 'http', 'mailto', 'tel'] }),
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
