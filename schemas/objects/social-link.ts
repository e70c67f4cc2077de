import { defineField, defineType } from 'sanity'

const SOCIAL_PLATFORMS = [
  { title: 'Microblog (X)', value: 'x' },
  { title: 'Professional network (LinkedIn)', value: 'linkedin' },
  { title: 'Code host (GitHub)', value: 'github' },
]

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: SOCIAL_PLATFORMS, layout: 'radio' },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'label', title: 'Accessible label', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'url', title: 'URL', type: 'url', validation: (r) => r.required().uri({ scheme: ['https'] }) }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
})
