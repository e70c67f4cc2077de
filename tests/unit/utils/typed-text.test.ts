// Every form's schema refuses a NUL character beside its field (the server's guard would answer a
// bare error page and the text would be lost), and takes a required text made only of invisible
// characters for an empty one.
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { LoginSchema } from '~/auth/login-schema'
import { postFormSchema } from '~/blog/post-form-schema'
import { EnquirySchema } from '~/enquiry/schema'
import { clientFormSchema } from '~/routes/admin.clients/client-form-schema'
import { hasNoNul, isVisible, NUL_MESSAGE } from '~/utils/typed-text'
import { VALID_ENQUIRY } from '../../fixtures/enquiry'

const ZERO_WIDTH = '\u200b\u200b\u200b'
const NUL = '\u0000'

function errors(schema: Parameters<typeof parseWithZod>[1]['schema'], values: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  const submission = parseWithZod(data, { schema })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

describe('typed text rules', () => {
  test('NUL and visibility', () => {
    expect(hasNoNul('plain text')).toBe(true)
    expect(hasNoNul(`a${NUL}b`)).toBe(false)
    expect(isVisible('Ada')).toBe(true)
    expect(isVisible('  \u00a0')).toBe(false)
    expect(isVisible(`${ZERO_WIDTH}\u2060\ufeff\u00ad`)).toBe(false)
    expect(isVisible('日本')).toBe(true)
  })

  test('the enquiry: NUL in the message or name is refused beside it; an invisible name or company is missing', () => {
    expect(errors(EnquirySchema, { ...VALID_ENQUIRY, message: `${VALID_ENQUIRY.message}${NUL}` })).toEqual({ message: [NUL_MESSAGE] })
    expect(errors(EnquirySchema, { ...VALID_ENQUIRY, name: `Ada${NUL}` })).toEqual({ name: [NUL_MESSAGE] })
    expect(errors(EnquirySchema, { ...VALID_ENQUIRY, name: ZERO_WIDTH, company: ZERO_WIDTH })).toEqual({
      name: ['Name is required'],
      company: ['Company name is required'],
    })
    expect(errors(EnquirySchema, { ...VALID_ENQUIRY, message: '\u200b'.repeat(60) })).toEqual({
      message: ['Please provide project details'],
    })
  })

  test('the login: NUL refused; too long says so, not "required"', () => {
    const valid = { email: 'admin@example.com', password: 'Admin#Passw0rd' }
    expect(errors(LoginSchema, { ...valid, password: `pass${NUL}word` })).toEqual({ password: [NUL_MESSAGE] })
    expect(errors(LoginSchema, { ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: ['Email must be at most 254 characters'],
    })
    expect(errors(LoginSchema, { ...valid, password: 'x'.repeat(1001) })).toEqual({
      password: ['Password must be at most 1,000 characters'],
    })
  })

  test('a post: NUL in the content, title or excerpt refused beside it; an invisible title is missing', () => {
    const valid = { title: 'Hello', content: 'Body', status: 'draft' }
    expect(errors(postFormSchema, { ...valid, content: `Body${NUL}` })).toEqual({ content: [NUL_MESSAGE] })
    expect(errors(postFormSchema, { ...valid, excerpt: `Short${NUL}` })).toEqual({ excerpt: [NUL_MESSAGE] })
    expect(errors(postFormSchema, { ...valid, title: `Hello${NUL}` })).toEqual({ title: [NUL_MESSAGE] })
    expect(errors(postFormSchema, { ...valid, title: ZERO_WIDTH })).toEqual({ title: ['Title is required'] })
  })

  test('a client: NUL refused; an invisible name is missing', () => {
    expect(errors(clientFormSchema, { name: `Acme${NUL}` })).toEqual({ name: [NUL_MESSAGE] })
    expect(errors(clientFormSchema, { name: ZERO_WIDTH })).toEqual({ name: ['Name is required'] })
    expect(errors(clientFormSchema, { name: '   ' })).toEqual({ name: ['Name is required'] })
  })
})
