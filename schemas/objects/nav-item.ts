import { defineField, defineType, type Rule } from 'sanity'
import { linkRule } from '../lib/link-fields'

// A label and a link: a menu entry (site settings) or a button (page-builder sections).
function labelledLink(name: string, title: string, maxLabel: number) {
  return defineType({
    name,
    title,
    type: 'object',
    fields: [
      defineField({ name: 'label', title: 'Label', type: 'string', validation: (r) => r.required().max(maxLabel) }),
      // A field's own rules replace its type's: the link's rule is repeated here.
      defineField({ name: 'link', title: 'Link', type: 'link', validation: (r) => linkRule(r.required() as unknown as Rule) }),
    ],
    preview: { select: { title: 'label', subtitle: 'link.reference.title' } },
  })
}

/** One entry of the main navigation or the footer's Quick Links. */
export const navItem = labelledLink('navItem', 'Menu entry', 30)
/** A button of a hero or an image-and-text section. */
export const button = labelledLink('button', 'Button', 40)
