import { BarChartIcon, CaseIcon, EnvelopeIcon, ThListIcon, UsersIcon, ThumbsUpIcon } from '@sanity/icons'
import { defineField } from 'sanity'
import { READINGS } from '../objects/options'
import { defineSection, headingFields, listingHeadingFields } from './define-section'

// Sections that show other documents (or the site's one set of statistics, or the clients staff
// manage in /admin): the section holds its heading and which ones to show.

export const statisticsSection = defineSection({
  name: 'statisticsSection',
  title: 'Statistics',
  description: 'The site’s four figures (edited once, in site settings).',
  icon: BarChartIcon,
  fields: [
    ...listingHeadingFields(true),
    defineField({ name: 'more', title: 'Link below the figures', description: 'Optional, e.g. to a campaign page.', type: 'button' }),
  ],
})

export const servicesSection = defineSection({
  name: 'servicesSection',
  title: 'Services overview',
  description: 'A grid of service cards: the six main services or the nine of the extended list.',
  icon: ThListIcon,
  fields: [
    ...listingHeadingFields(true),
    defineField({
      name: 'reading',
      title: 'Which services',
      type: 'string',
      options: { list: [...READINGS], layout: 'radio' },
      initialValue: 'first',
    }),
    defineField({ name: 'more', title: 'Link below the cards', description: 'Optional, e.g. “See all services”.', type: 'button' }),
  ],
})

export const storiesSection = defineSection({
  name: 'storiesSection',
  title: 'Case studies and success stories',
  description: 'Picked case studies or success stories, as cards.',
  icon: CaseIcon,
  fields: [
    ...listingHeadingFields(true),
    defineField({
      name: 'picks',
      title: 'Show',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'caseStudy' }, { type: 'successStory' }] }],
      validation: (r) => r.required().min(1).max(6).unique(),
    }),
    defineField({ name: 'more', title: 'Link below the cards', description: 'Optional, e.g. “All success stories”.', type: 'button' }),
  ],
})

export const teamSection = defineSection({
  name: 'teamSection',
  title: 'Team',
  description: 'Every team member, in their order.',
  icon: UsersIcon,
  fields: listingHeadingFields(true),
})

export const trustedBySection = defineSection({
  name: 'trustedBySection',
  title: 'Trusted by',
  description: 'The logos of the clients staff add in /admin (nothing shows while there are none).',
  icon: ThumbsUpIcon,
  fields: headingFields(),
})

export const enquirySection = defineSection({
  name: 'enquirySection',
  title: 'Enquiry form',
  description: 'The project enquiry form with the contact details. Use it once per page.',
  icon: EnvelopeIcon,
  fields: headingFields(true),
})
