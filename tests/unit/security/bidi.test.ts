import { expect, test } from 'vitest'
import { stripBidiControls } from '~/utils/bidi'
import { composeEnquiryEmail, notifyConfig } from '~/enquiry/notify.server'
import { csvRow } from '~/utils/csv'

// A right-to-left override makes "Ada \u202Egnp.exe" read "Ada exe.png": staff never see one.
test('bidi controls are removed, other text (right-to-left scripts included) stays', () => {
  expect(stripBidiControls('Ada \u202Egnp.exe')).toBe('Ada gnp.exe')
  expect(stripBidiControls('\u2066x\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d')).toBe('x')
  expect(stripBidiControls('شركة عربية')).toBe('شركة عربية')
})

test('the staff e-mail’s Reply-To name, subject and body carry no bidi controls', () => {
  const config = notifyConfig({ SMTP_URL: 'smtp://mail.example.com', ENQUIRY_NOTIFY_TO: 'sales@example.com' })!
  const mail = composeEnquiryEmail(
    {
      name: 'Ada \u202Egnp.exe',
      email: 'ada@example.com',
      phone: null,
      company: 'Engines \u2067Ltd',
      message: 'A message long enough for the form to accept it, \u202Etxt.exe without complaint.',
      project_type: 'website',
      budget: '10k-50k',
      timeline: '1-3-months',
      idempotency_key: '0badc0de-0000-4000-8000-000000000000',
      client_hash: null,
      source_page: '/',
      created_at: '2026-01-02T03:04:05.000Z',
    },
    config,
  )
  expect(mail.replyTo).toEqual({ name: 'Ada gnp.exe', address: 'ada@example.com' })
  expect(mail.subject).toBe('New enquiry ENQ-0BAD-C0DE: Engines Ltd (Website)')
  expect(String(mail.text)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
})

test('the CSV export carries no bidi controls either', () => {
  expect(csvRow(['Ada \u202Egnp.exe', 'شركة \u2067عربية'])).toBe('Ada gnp.exe,شركة عربية')
})
