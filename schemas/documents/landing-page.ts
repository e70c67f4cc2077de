import { defineField, defineType } from 'sanity'
import { BUILT_FROM_SECTIONS, LANDING_PAGES } from '../objects/options'
import { LANDING_SECTION_TYPES } from '../sections'
import { sectionsField } from '../sections/sections-field'

// The editable copy of a page that is mostly built from other documents (home, services
// overview, success stories, blog, team, get started): its hero, sections, closing call to action
// and SEO. One document per page, found by `key`. The pages of BUILT_FROM_SECTIONS render the
// page builder's sections in the editor's order (the hero stays first: it is also the page's
// title for search engines); the others still read an old `pageSection` (a heading by key).
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
          const built = (BUILT_FROM_SECTIONS as readonly string[]).includes(key)
          const allowed = built ? LANDING_SECTION_TYPES : ['pageSection']
          const wrong = (sections ?? []).find((section) => !allowed.includes(section._type))
          if (!wrong) return true
          if (!built) return 'This page shows only its old “Section” entries (a heading and a text by key), not page-builder sections.'
          return wrong._type === 'pageSection'
            ? 'This page is built from sections: replace each old “Section” with one from the insert menu.'
            : 'This page has its own hero (the Hero field): remove the hero section.'
        }),
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
