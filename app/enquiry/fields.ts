// The enquiry form's options, messages and field names: no zod here, so that the page's own
// code can use them while the schema (schema.ts) loads only when the form is first used.
// The option values are the backend's (backend/types.ts, checked here by `satisfies`); the labels are ours.
// Messages marked "specified" are the specification's words and must not change.
import type { Budget, ProjectType, Timeline } from '~/backend/types'

export const PROJECT_TYPES = {
  website: 'Website',
  'mobile-app': 'Mobile app',
  consulting: 'Consulting',
  security: 'Security',
  other: 'Other',
} as const satisfies Record<ProjectType, string>
export const BUDGETS = {
  'under-10k': 'Under $10,000',
  '10k-50k': '$10,000 – $50,000',
  '50k-100k': '$50,000 – $100,000',
  'above-100k': 'Above $100,000',
} as const satisfies Record<Budget, string>
export const TIMELINES = {
  immediate: 'Immediately',
  '1-3-months': '1–3 months',
  '3-6-months': '3–6 months',
  '6-plus-months': '6+ months',
} as const satisfies Record<Timeline, string>

/** [value, label] pairs in display order, for the selects. */
export const projectTypeOptions = Object.entries(PROJECT_TYPES)
export const budgetOptions = Object.entries(BUDGETS)
export const timelineOptions = Object.entries(TIMELINES)

export const ENQUIRY_MESSAGES = {
  nameRequired: 'Name is required', // specified
  nameLength: 'Name must be between 2 and 100 characters',
  emailRequired: 'Email is required', // specified
  emailInvalid: 'Invalid email address', // specified
  phoneInvalid: 'Please enter a valid phone number',
  companyRequired: 'Company name is required', // specified
  companyLength: 'Company name must be between 2 and 100 characters',
  projectType: 'Please select a project type', // specified
  budget: 'Please select a budget range', // specified
  timeline: 'Please select a timeline', // specified
  messageRequired: 'Please provide project details', // specified
  messageTooShort: 'Please provide more detailed information (minimum 50 characters)', // specified
  messageTooLong: 'Please keep the project details under 1000 characters',
} as const

export const MESSAGE_MIN = 50 // the specification: at least 50 in the form
export const MESSAGE_MAX = 1000

/** Names of the form's other fields (not validated by the schema, read by the server). */
export const ENQUIRY_FORM_NAME = 'contact' // the specification: form-name 'contact'
export const HONEYPOT_FIELD = 'bot-field' // specified
export const IDEMPOTENCY_FIELD = 'idempotency-key'
