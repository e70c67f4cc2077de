import { defineField, defineType } from 'sanity'

// Search and social metadata, embedded in every page-like document. Pages fall back to the
// document's own title and description when a field here is empty.
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description:
        'For search results and the browser tab. The company name is added after it (“… | Company”) unless the title names the company already. Empty: the page’s own title.',
      type: 'string',
      validation: (r) => r.max(70),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (r) => r.max(200) }),
    defineField({ name: 'keywords', title: 'Keywords', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' } }),
    defineField({
      name: 'noindex',
      title: 'Hide from search engines',
      description: 'Sets robots to "noindex, nofollow" for this page.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'image',
      title: 'Social image',
      type: 'imageWithAlt',
      description: 'Shown on social cards; 1200 x 630 works best.',
    }),
  ],
})
