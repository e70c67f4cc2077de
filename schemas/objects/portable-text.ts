import { defineArrayMember, defineType, type Rule } from 'sanity'
import { linkFields, linkRule } from '../lib/link-fields'

// Rich text (Portable Text) for long bodies: paragraphs, two heading levels, quotes, lists,
// bold/italic/code and links. Kept small on purpose: pages render exactly these styles.
export const PORTABLE_TEXT_STYLES = ['normal', 'h2', 'h3', 'blockquote'] as const

/** Headings must not skip a level: the page's own title is the h1, so the body starts at h2. */
export const HEADING_ORDER_MESSAGE = 'A Subheading needs a Heading before it (headings must not skip a level).'

type Block = { _type?: string; style?: string }

/** Warns when a Subheading (h3) comes before any Heading (h2). */
function headingOrder(rule: Rule) {
  return rule
    .custom((blocks: Block[] | undefined) => {
      const firstH2 = blocks?.findIndex((b) => b._type === 'block' && b.style === 'h2') ?? -1
      const firstH3 = blocks?.findIndex((b) => b._type === 'block' && b.style === 'h3') ?? -1
      return firstH3 >= 0 && (firstH2 < 0 || firstH3 < firstH2) ? HEADING_ORDER_MESSAGE : true
    })
    .warning()
}

/** A rich-text field's rules: required, headings in order (a field's own rules replace its type's). */
export const requiredRichText = (rule: Rule) => [rule.required(), headingOrder(rule)]

export const portableText = defineType({
  name: 'portableText',
  title: 'Rich text',
  type: 'array',
  validation: (rule) => headingOrder(rule as unknown as Rule),
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
          // The same fields as the `link` type: a reference that follows its target, or a URL.
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: linkFields,
            validation: (rule) => linkRule(rule as unknown as Rule),
          }),
        ],
      },
    }),
  ],
})
