import { describe, expect, test } from 'vitest'
import { ENQUIRY_TEXT, toastFor, type EnquiryReply } from '~/enquiry/reply'
import { MAX_ATTEMPTS, RETRY_DELAYS_S } from '~/enquiry/outbox.server'
import { composeEnquiryEmail, notifyConfig } from '~/enquiry/notify.server'

const error = (reason: Extract<EnquiryReply, { status: 'error' }>['reason'], message = 'detail'): EnquiryReply => ({
  form: 'contact',
  status: 'error',
  reason,
  message,
})

describe('what the visitor is told (the specification’s words)', () => {
  test('success, token, server not-ok, anything else', () => {
    const success: EnquiryReply = {
      form: 'contact',
      status: 'success',
      message: ENQUIRY_TEXT.success,
      reference: 'ENQ-0000-0000',
      result: {},
    }
    expect(toastFor(success)).toEqual({ type: 'success', message: "Thank you for your interest! We'll be in touch soon." })
    expect(toastFor(error('csrf'))).toEqual({ type: 'error', message: 'Invalid security token' })
    for (const reason of ['rate_limited', 'unavailable', 'form'] as const) {
      expect(toastFor(error(reason))).toEqual({ type: 'error', message: 'Form submission failed' })
    }
    expect(toastFor({ form: 'contact', status: 'invalid', result: {} })).toEqual({ type: 'error', message: 'Form submission failed' })
    expect(toastFor(error('network'))).toEqual({ type: 'error', message: 'Failed to send message. Please try again.' })
  })
})

describe('staff e-mail', () => {
  const config = notifyConfig({ SMTP_URL: 'smtp://mail.example.com', ENQUIRY_NOTIFY_TO: 'sales@example.com' })!
  const enquiry = {
    id: 42,
    name: 'Eve\r\nBcc: victim@example.com',
    email: 'eve@example.com',
    phone: null,
    company: 'Evil\nCorp',
    message: 'Line one\nLine two of a long enough message for the form to accept it happily.',
    project_type: 'website' as const,
    budget: 'above-100k' as const,
    timeline: '6-plus-months' as const,
    idempotency_key: '3f2a9c1e-7b6d-4e0a-9c8b-1a2b3c4d5e6f',
    client_hash: 'abc',
    source_page: '/',
    created_at: '2026-01-02T03:04:05.000Z',
  }

  test('visitor values cannot add header lines; the message keeps its lines', () => {
    const mail = composeEnquiryEmail(enquiry, config)
    expect(mail.subject).toBe('New enquiry ENQ-3F2A-9C1E: Evil Corp (Website)')
    expect(mail.replyTo).toEqual({ name: 'Eve Bcc: victim@example.com', address: 'eve@example.com' })
    expect(mail.to).toEqual(['sales@example.com'])
    expect(mail.text).toContain('Line one\nLine two')
    expect(mail.text).toContain('Phone:         (not given)')
    expect(mail.text).toContain('Budget:        Above $100,000')
    expect(mail.text).toContain('Timeline:      6+ months')
    // The reference the visitor was shown, so that staff can match their message to this e-mail.
    expect(mail.text).toContain('Reference:     ENQ-3F2A-9C1E')
  })

  test('retries back off and end', () => {
    expect(RETRY_DELAYS_S).toEqual([...RETRY_DELAYS_S].sort((a, b) => a - b))
    expect(MAX_ATTEMPTS).toBe(RETRY_DELAYS_S.length + 1)
    // All retries end well inside the 3 days the outbox looks back.
    expect(RETRY_DELAYS_S.reduce((a, b) => a + b, 0)).toBeLessThan(24 * 3600)
  })
})
