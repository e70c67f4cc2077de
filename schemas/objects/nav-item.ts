import { defineField, defineType, type Rule } from 'sanity'
import { linkRule } from '../lib/link-fields'

// One entry of the main navigation or the footer's Quick Links (site settings): a label and a link.
export const navItem = defineType({
  name: 'navItem',
  title: 'Menu entry',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (r) => r.required().max(30) }),
    // A field's own rules replace its type's: the link's rule is repeated here.
    defineField({ name: 'link', title: 'Link', type: 'link', validation: (r) => linkRule(r.required() as unknown as Rule) }),
  ],
  preview: { select: { title: 'label', subtitle: 'link.reference.title' } },
})
