import { LinkIcon } from '@sanity/icons'
import { defineType, type Rule } from 'sanity'
import { linkFields, linkRule } from '../lib/link-fields'

// One link: buttons, calls to action, navigation and footer entries (site settings). Portable
// Text's link annotation has the same fields (schemas/objects/portable-text.ts).
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: linkFields,
  validation: (rule) => linkRule(rule as unknown as Rule),
  preview: {
    select: { linkType: 'linkType', url: 'url', target: 'reference.title', slug: 'reference.slug.current' },
    prepare: ({ linkType, url, target, slug }) => ({
      title: linkType === 'external' ? url : (target ?? slug ?? 'Internal link'),
      subtitle: linkType === 'external' ? 'URL' : 'Page or document',
    }),
  },
})
