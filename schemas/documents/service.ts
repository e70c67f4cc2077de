import { defineArrayMember, defineField, defineType } from 'sanity'
import { formerSlugsField, routeSlugRule, routeSlugsAreUnique, slugField } from '../lib/rules'
import { ICON_OPTIONS, READINGS, SERVICE_COLORS } from '../objects/options'
import { SERVICE_FEATURE_COUNT } from '../../app/services/service-rules'

// A service of the offer. One document per distinct service: the spec's two readings of the
// offer overlap (cyber security is in both), and `readings` says which lists show it.
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'routing', title: 'Addresses' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: (r) => r.required().max(60) }),
    { ...slugField({ description: 'The canonical address: /services/<slug>.' }), group: 'routing' },
    defineField({
      name: 'aliases',
      title: 'Alias routes',
      description: 'Other /services/<alias> addresses that show this service as it is (200), with the canonical address in their metadata.',
      type: 'array',
      group: 'routing',
      of: [defineArrayMember({ type: 'string', validation: routeSlugRule })],
      validation: (r) => r.unique(),
    }),
    formerSlugsField({ group: 'routing' }),
    defineField({
      name: 'parent',
      title: 'Part of',
      description: 'For a specialism: the main service it is listed under on /services. Leave empty for a main service.',
      type: 'reference',
      group: 'content',
      to: [{ type: 'service' }],
      options: { filter: '!defined(parent)' },
      validation: (r) =>
        r.custom((value: { _ref?: string } | undefined, context) => {
          const id = (context.document?._id ?? '').replace(/^drafts\./, '')
          return value?._ref && value._ref === id ? 'A service cannot be part of itself' : true
        }),
    }),
    defineField({ name: 'subtitle', title: 'Subtitle', type: 'string', group: 'content', validation: (r) => r.required().max(140) }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'A lucide-react icon name.',
      type: 'string',
      group: 'content',
      options: { list: ICON_OPTIONS },
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'color',
      title: 'Colour',
      description: 'Gradient stops (Tailwind classes) of the icon tile and card accent.',
      type: 'string',
      group: 'content',
      options: { list: [...SERVICE_COLORS] },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'image', title: 'Hero image', type: 'imageWithAlt', group: 'content', validation: (r) => r.required() }),
    defineField({
      name: 'description',
      title: 'Short description',
      description: 'One or two sentences for the service card.',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (r) => r.required().max(240),
    }),
    defineField({
      name: 'longDescription',
      title: 'Long description',
      description: 'The paragraph under the hero of the service page.',
      type: 'text',
      rows: 6,
      group: 'content',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      description: `Exactly ${SERVICE_FEATURE_COUNT} feature cards.`,
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'feature' })],
      validation: (r) => r.required().length(SERVICE_FEATURE_COUNT),
    }),
    defineField({
      name: 'readings',
      title: 'Listed in',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...READINGS], layout: 'grid' },
      validation: (r) => r.required().min(1).unique(),
    }),
    defineField({
      name: 'order',
      title: 'Order',
      description: 'Position in service lists, smallest first.',
      type: 'number',
      group: 'content',
      validation: (r) => r.required().integer().min(0),
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
  ],
  validation: (rule) => rule.custom((doc, context) => routeSlugsAreUnique(doc as never, context)),
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
