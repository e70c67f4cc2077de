import { defineField, defineType } from 'sanity'
import { landingSectionsProblem } from '../lib/landing-sections-rule'
import { LANDING_PAGES } from '../objects/options'
import { LANDING_SECTION_TYPES } from '../sections'
import { sectionsField } from '../sections/sections-field'

// The editable copy of a page that is mostly built from other documents (home, services
// overview, success stories, blog, team, get started): its hero, sections, closing call to action
// and SEO. One document per page, found by `key`. Each renders the page builder's sections in the
// editor's order (the hero stays first: it is also the page's title for search engines); all but
// the home page place their own content (the services grid, …) with a “This page’s own content”
// section (docs/decisions/240, 250).
export const landingPage = defineType({
  name: 'landingPage',
  title: 'Landing page',
  type: 'document',
  fields: [
    defineField({
      name: 'key',
      title: 'Page',
      type: 'string',
      options: { list: [...LANDING_PAGES] },
      validation: (r) =>
        r.required().custom(async (value, context) => {
          if (!value) return true
          const id = (context.document?._id ?? '').replace(/^drafts\./, '')
          const query = 'count(*[_type == "landingPage" && key == $value && !(_id in [$id, "drafts." + $id])])'
          const clashes = await context.getClient({ apiVersion: '2025-02-19' }).fetch<number>(query, { value, id })
          return clashes === 0 ? true : 'This page already has a document'
        }),
    }),
    defineField({ name: 'hero', title: 'Hero', type: 'hero', validation: (r) => r.required() }),
    sectionsField(
      LANDING_SECTION_TYPES,
      (r) =>
        r.custom((sections: { _type: string }[] | undefined, context) => {
          const key = (context.document as { key?: string } | undefined)?.key ?? ''
          return landingSectionsProblem(key, sections) ?? true
        }),
      // Kept so that an old document's entries show (flagged) until the editor replaces them.
      ['pageSection'],
    ),
    defineField({
      name: 'callToAction',
      title: 'Closing call to action',
      type: 'object',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 }),
        defineField({ name: 'buttonLabel', title: 'Button label', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'link', title: 'Button link', description: 'Empty: the Get Started page.', type: 'link' }),
      ],
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  preview: { select: { title: 'hero.title', subtitle: 'key' } },
})
