import * as z from 'zod/mini'
import { hasNoNul, isVisible, NUL_MESSAGE } from '~/utils/typed-text'
import { BUDGETS, ENQUIRY_MESSAGES as m, MESSAGE_MAX, MESSAGE_MIN, PROJECT_TYPES, TIMELINES } from './fields'

// The project enquiry form: one schema for the browser and the server (the action).
export * from './fields'

// zod probes \`new Function\` when an object schema is made, to decide on its compiled fast path;
// under the site's CSP (no 'unsafe-eval') that probe is a violation the browser reports (a
// DevTools issue, and a console error). The interpreted path is plenty for one form.
z.config({ jitless: true })

// conform turns empty fields into undefined, so a missing value fails the type check with the
// "required" message; a whitespace-only value is trimmed first and then fails the same way.
// `stop` ends a field's checks at the first that fails, so each field shows one message.
const stop = (message: string) => ({ error: message, abort: true })
const keys = <T extends object>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]]
// A required text: missing, blank or invisible says `required`, then the length rule says `length`.
const requiredText = (required: string, min: number, max: number, length: string) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, stop(required)),
      z.refine(isVisible, stop(required)),
      z.minLength(min, length),
      z.maxLength(max, length),
      z.refine(hasNoNul, NUL_MESSAGE),
    )

// zod/mini (the same rules as zod's classic API, a fraction of the code): the browser loads this
// schema when the visitor first uses the form, and the server validates with it too.
export const EnquirySchema = z.object({
  name: requiredText(m.nameRequired, 2, 100, m.nameLength),
  email: z.pipe(
    z.string({ error: m.emailRequired }).check(z.trim(), z.minLength(1, stop(m.emailRequired)), z.maxLength(254, stop(m.emailInvalid))),
    z.email({ error: m.emailInvalid }),
  ),
  // Optional; when given, something a person could dial (digits with the usual separators).
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(50, stop(m.phoneInvalid)),
      z.regex(/^\+?[\d\s().\-/]*(?:\s*(?:ext\.?|x)\s*\d+)?$/i, stop(m.phoneInvalid)),
      z.refine((value) => value === '' || value.replace(/\D/g, '').length >= 6, m.phoneInvalid),
    ),
  ),
  company: requiredText(m.companyRequired, 2, 100, m.companyLength),
  projectType: z.enum(keys(PROJECT_TYPES), { error: m.projectType }),
  budget: z.enum(keys(BUDGETS), { error: m.budget }),
  timeline: z.enum(keys(TIMELINES), { error: m.timeline }),
  message: z
    .string({ error: m.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, stop(m.messageRequired)),
      z.refine(isVisible, stop(m.messageRequired)),
      z.minLength(MESSAGE_MIN, m.messageTooShort),
      z.maxLength(MESSAGE_MAX, m.messageTooLong),
      z.refine(hasNoNul, NUL_MESSAGE),
    ),
})

/** The form's own field names (what a refused form may echo back, what the browser checks). */
export const ENQUIRY_FIELDS = Object.keys(EnquirySchema.shape) as (keyof typeof EnquirySchema.shape)[]
