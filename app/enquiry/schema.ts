import { z } from 'zod'
import type { Budget, ProjectType, Timeline } from '~/backend/types'

// The project enquiry form: one schema for the browser (conform) and the server (the action).
// The option values are the backend's (backend/types.ts, checked here by `satisfies`); the labels are ours.
// Messages marked "spec §5" are the specification's words and must not change.

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

const ENQUIRY_MESSAGES = {
  nameRequired: 'Name is required', // spec §5
  nameLength: 'Name must be between 2 and 100 characters',
  emailRequired: 'Email is required', // spec §5
  emailInvalid: 'Invalid email address', // spec §5
  phoneInvalid: 'Please enter a valid phone number',
  companyRequired: 'Company name is required', // spec §5
  companyLength: 'Company name must be between 2 and 100 characters',
  projectType: 'Please select a project type', // spec §5
  budget: 'Please select a budget range', // spec §5
  timeline: 'Please select a timeline', // spec §5
  messageRequired: 'Please provide project details', // spec §5
  messageTooShort: 'Please provide more detailed information (minimum 50 characters)', // spec §5
  messageTooLong: 'Please keep the project details under 1000 characters',
} as const
const m = ENQUIRY_MESSAGES

export const MESSAGE_MIN = 50 // spec §9: at least 50 in the form
export const MESSAGE_MAX = 1000

// conform turns empty fields into undefined, so a missing value fails the type check with the
// "required" message; a whitespace-only value is trimmed first and then fails the same way.
// `stop` ends a field's checks at the first that fails, so each field shows one message.
const stop = (message: string) => ({ error: message, abort: true })
const keys = <T extends object>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]]

export const EnquirySchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, stop(m.nameRequired)).min(2, m.nameLength).max(100, m.nameLength),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, stop(m.emailRequired))
    .max(254, stop(m.emailInvalid))
    .pipe(z.email({ error: m.emailInvalid })),
  // Optional; when given, something a person could dial (digits with the usual separators).
  phone: z
    .string()
    .trim()
    .max(50, stop(m.phoneInvalid))
    .regex(/^\+?[\d\s().\-/]*(?:\s*(?:ext\.?|x)\s*\d+)?$/i, stop(m.phoneInvalid))
    .refine((value) => value === '' || value.replace(/\D/g, '').length >= 6, m.phoneInvalid)
    .optional(),
  company: z.string({ error: m.companyRequired }).trim().min(1, stop(m.companyRequired)).min(2, m.companyLength).max(100, m.companyLength),
  projectType: z.enum(keys(PROJECT_TYPES), { error: m.projectType }),
  budget: z.enum(keys(BUDGETS), { error: m.budget }),
  timeline: z.enum(keys(TIMELINES), { error: m.timeline }),
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, stop(m.messageRequired))
    .min(MESSAGE_MIN, m.messageTooShort)
    .max(MESSAGE_MAX, m.messageTooLong),
})

/** Names of the form's other fields (not validated by the schema, read by the server). */
export const ENQUIRY_FORM_NAME = 'contact' // spec §7: form-name 'contact'
export const HONEYPOT_FIELD = 'bot-field' // spec §5
export const IDEMPOTENCY_FIELD = 'idempotency-key'
