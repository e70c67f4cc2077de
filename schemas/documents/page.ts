import { DocumentsIcon } from '@sanity/icons'
import { defineField, defineType, type SlugRule } from 'sanity'
import { formerSlugsField, slugField } from '../lib/rules'
import { reservedSlugProblem } from '../../app/site/reserved-slugs'
import { SECTION_TYPES } from '../sections'
import { sectionsField } from '../sections/sections-field'

// A page editors build themselves at /<slug>: a title, an address, SEO and sections in the order
// they arrange (the insert menu shows each section's name, icon and description).

type Client = { fetch<T>(query: string, params: Record<string, unknown>): Promise<T> }

const slug = slugField({ description: 'The page address: /<slug>. The site’s own addresses (admin, blog, services, …) are refused.' })

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentsIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(90) }),
    defineField({
      ...slug,
      validation: (rule: SlugRule) => [
        (slug.validation as (r: SlugRule) => SlugRule)(rule),
        rule.custom(async (value, context) => {
          if (!value?.current) return true
          const id = (context.document?._id ?? '').replace(/^drafts\./, '')
          const client = context.getClient({ apiVersion: '2025-02-19' }) as unknown as Client
          const otherPages = await client.fetch<string[]>(`*[_type == "page" && !(_id in [$id, "drafts." + $id])].slug.current`, { id })
          return reservedSlugProblem(value.current, otherPages) ?? true
        }),
      ],
    }),
    formerSlugsField(),
    sectionsField(SECTION_TYPES, (r) => r.required().min(1)),
    defineField({
      name: 'showIn',
      title: 'Also list it in',
      description: 'Adds it to the end of the main navigation or the footer’s Quick Links (site settings order the rest).',
      type: 'array',
      of: [{ type: 'string' }],
      options: {
        list: [
          { title: 'Main navigation', value: 'navigation' },
          { title: 'Footer', value: 'footer' },
        ],
      },
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  preview: { select: { title: 'title', slug: 'slug.current' }, prepare: ({ title, slug }) => ({ title, subtitle: `/${slug ?? ''}` }) },
})
