import { defineField, defineType, type Rule } from 'sanity'
import { linkRule } from '../lib/link-fields'

// A button: its label and where it leads (a link by reference or a URL).
export const button = defineType({
  name: 'button',
  title: 'Button',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (r) => r.required().max(40) }),
    // A field's own rules replace its type's: the link's rule is repeated here.
    defineField({ name: 'link', title: 'Link', type: 'link', validation: (r) => linkRule(r.required() as unknown as Rule) }),
  ],
  preview: { select: { title: 'label', subtitle: 'link.reference.title' } },
})
