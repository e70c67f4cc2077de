import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { budgetOptions, EnquirySchema, projectTypeOptions, timelineOptions } from '~/enquiry/schema'
import { VALID_ENQUIRY } from '../../fixtures/enquiry'

const valid = VALID_ENQUIRY

function form(values: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

/** The errors the browser and the server would show, parsed the way conform does. */
function errorsFor(overrides: Record<string, string>) {
  const submission = parseWithZod(form({ ...valid, ...overrides }), { schema: EnquirySchema })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}
const firstError = (field: string, value: string) => errorsFor({ [field]: value })[field]?.[0]

describe('enquiry schema: the messages of spec section 5, word for word', () => {
  test('a complete enquiry passes, trimmed; the phone is optional', () => {
    const submission = parseWithZod(form({ ...valid, name: '  Ada Lovelace ' }), { schema: EnquirySchema })
    expect(submission.status).toBe('success')
    if (submission.status === 'success') expect(submission.value.name).toBe('Ada Lovelace')
    expect(errorsFor({ phone: '' })).toEqual({})
  })

  test.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', 'ada@', 'Invalid email address'],
    ['company', '', 'Company name is required'],
    ['projectType', '', 'Please select a project type'],
    ['projectType', 'spaceship', 'Please select a project type'],
    ['budget', '', 'Please select a budget range'],
    ['budget', 'a-million', 'Please select a budget range'],
    ['timeline', '', 'Please select a timeline'],
    ['timeline', 'yesterday', 'Please select a timeline'],
    ['message', '', 'Please provide project details'],
    ['message', 'Too short to be useful.', 'Please provide more detailed information (minimum 50 characters)'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(firstError(field, value)).toBe(message)
  })

  test('a missing field (not sent at all) reads as required', () => {
    const { name: _name, budget: _budget, ...rest } = valid
    const submission = parseWithZod(form(rest), { schema: EnquirySchema })
    const error = submission.reply().error ?? {}
    expect(error.name?.[0]).toBe('Name is required')
    expect(error.budget?.[0]).toBe('Please select a budget range')
  })

  test('each field shows one message at a time', () => {
    expect(errorsFor({ name: '' }).name).toEqual(['Name is required'])
    expect(errorsFor({ message: '' }).message).toEqual(['Please provide project details'])
    expect(errorsFor({ phone: 'call me' }).phone).toEqual(['Please enter a valid phone number'])
  })
})

describe('enquiry schema: lengths', () => {
  test('name and company: 2 to 100 characters', () => {
    expect(firstError('name', 'A')).toBe('Name must be between 2 and 100 characters')
    expect(firstError('name', 'A'.repeat(101))).toBe('Name must be between 2 and 100 characters')
    expect(errorsFor({ name: 'Al', company: 'A'.repeat(100) })).toEqual({})
    expect(firstError('company', 'A')).toBe('Company name must be between 2 and 100 characters')
    expect(firstError('company', 'A'.repeat(101))).toBe('Company name must be between 2 and 100 characters')
  })

  test('message: at least 50 characters (after trimming), at most 1000', () => {
    expect(errorsFor({ message: 'x'.repeat(50) })).toEqual({})
    expect(firstError('message', ` ${'x'.repeat(49)}  `)).toBe('Please provide more detailed information (minimum 50 characters)')
    expect(errorsFor({ message: 'x'.repeat(1000) })).toEqual({})
    expect(firstError('message', 'x'.repeat(1001))).toBe('Please keep the project details under 1000 characters')
  })

  test('email longer than 254 characters is invalid', () => {
    expect(firstError('email', `${'a'.repeat(250)}@example.com`)).toBe('Invalid email address')
  })

  test('phone: digits with the usual separators', () => {
    for (const phone of ['+91 80 1234 5678', '(555) 010-2030', '020 7946 0958 ext. 12']) {
      expect(errorsFor({ phone })).toEqual({})
    }
    for (const phone of ['call me', '12345', '+1 555 <script>', '1'.repeat(51)]) {
      expect(firstError('phone', phone)).toBe('Please enter a valid phone number')
    }
  })
})

describe('enumerations of spec section 3, with labels', () => {
  test('values in order, each with a human-readable label', () => {
    expect(projectTypeOptions.map(([value]) => value)).toEqual(['website', 'mobile-app', 'consulting', 'security', 'other'])
    expect(budgetOptions.map(([value]) => value)).toEqual(['under-10k', '10k-50k', '50k-100k', 'above-100k'])
    expect(timelineOptions.map(([value]) => value)).toEqual(['immediate', '1-3-months', '3-6-months', '6-plus-months'])
    for (const [value, label] of [...projectTypeOptions, ...budgetOptions, ...timelineOptions]) {
      expect(label).not.toBe(value)
      expect(label.length).toBeGreaterThan(1)
    }
  })
})
