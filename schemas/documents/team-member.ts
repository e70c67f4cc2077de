import { defineField, defineType } from 'sanity'

// A member of the team on /team. The bundled team is a sample (npm run content:check lists it).
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'role', title: 'Role', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'bio', title: 'Short biography', type: 'text', rows: 3, validation: (r) => r.required().max(400) }),
    defineField({
      name: 'image',
      title: 'Portrait',
      description: 'Optional: without one the page shows the initials.',
      type: 'imageWithAlt',
    }),
    defineField({ name: 'links', title: 'Links', type: 'array', of: [{ type: 'socialLink' }] }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (r) => r.required().integer().min(0) }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'role', media: 'image' } },
})
