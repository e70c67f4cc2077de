import { HelpCircleIcon } from '@sanity/icons'
import { defineArrayMember, defineField } from 'sanity'
import { defineSection, headingFields } from './define-section'

// Questions and answers; the page also describes them to search engines (FAQPage JSON-LD).
export const faqSection = defineSection({
  name: 'faqSection',
  title: 'FAQ',
  description: 'Questions and answers that open one by one; search engines read them too.',
  icon: HelpCircleIcon,
  fields: [
    ...headingFields(true),
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      validation: (r) => r.required().min(1).max(20),
      of: [
        defineArrayMember({
          name: 'faqItem',
          title: 'Question',
          type: 'object',
          fields: [
            defineField({ name: 'question', title: 'Question', type: 'string', validation: (r) => r.required().max(160) }),
            defineField({ name: 'answer', title: 'Answer', type: 'text', rows: 4, validation: (r) => r.required().max(1200) }),
          ],
          preview: { select: { title: 'question', subtitle: 'answer' } },
        }),
      ],
    }),
  ],
})
