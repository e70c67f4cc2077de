import { defineField, defineType } from 'sanity'

// The singleton (document id "siteSettings") holding the brand and contact details that the
// navigation, footer, home hero and contact section read.
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({ name: 'companyName', title: 'Company name', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'description',
      title: 'Brand text',
      description: 'The short paragraph under the logo in the footer.',
      type: 'text',
      rows: 3,
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'supportEmail',
      title: 'Support e-mail',
      description: 'Shown in the header menu, footer, contact sections and legal pages. The bundled sample uses arclight.example.',
      type: 'string',
      validation: (r) => r.required().email(),
    }),
    defineField({ name: 'phone', title: 'Phone', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'address', title: 'Address', type: 'text', rows: 3, validation: (r) => r.required() }),
    defineField({ name: 'socialLinks', title: 'Social links', type: 'array', of: [{ type: 'socialLink' }] }),
    defineField({
      name: 'heroClaims',
      title: 'Hero claims',
      description:
        'The four figures in the home hero. Claims other than the statistics below, or the same figures: never a second value for the same fact (npm run content:check reports contradictions).',
      type: 'array',
      of: [{ type: 'stat' }],
      validation: (r) => r.required().length(4),
    }),
    defineField({
      name: 'statistics',
      title: 'Statistics',
      description: 'The one set of statistics: the band on the home and company pages.',
      type: 'array',
      of: [{ type: 'stat' }],
      validation: (r) => r.required().length(4),
    }),
    defineField({
      name: 'navigation',
      title: 'Main navigation',
      description: 'The header menu, in order (Get Started is always there). Empty: the default entries.',
      type: 'array',
      of: [{ type: 'navItem' }],
      validation: (r) => r.max(7),
    }),
    defineField({
      name: 'footerLinks',
      title: 'Footer quick links',
      description: 'The Quick Links column of the footer, in order. Empty: the default entries.',
      type: 'array',
      of: [{ type: 'navItem' }],
      validation: (r) => r.max(8),
    }),
    defineField({ name: 'defaultSeo', title: 'Default SEO', type: 'seo', description: 'Used where a page sets nothing.' }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
