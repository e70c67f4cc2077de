import { defineArrayMember, defineField, type ArrayRule } from 'sanity'
import { SECTION_GROUPS } from '.'

// The `sections` array of a built page and of a landing page: the page from top to bottom, with
// the insert menu that shows each section's name, icon and description.
export function sectionsField(
  types: string[],
  validation: (rule: ArrayRule<unknown[]>) => ArrayRule<unknown[]>,
  extraTypes: string[] = [],
) {
  return defineField({
    name: 'sections',
    title: 'Sections',
    description: 'The page from top to bottom; drag to reorder.',
    type: 'array',
    of: [...types, ...extraTypes].map((type) => defineArrayMember({ type })),
    options: {
      insertMenu: {
        filter: true,
        groups: SECTION_GROUPS.map((group) => ({ ...group, of: group.of.filter((type) => types.includes(type)) })),
        views: [{ name: 'list' }],
      },
    },
    validation,
  })
}
