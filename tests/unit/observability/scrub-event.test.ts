import type { ErrorEvent } from '@sentry/remix'
import { describe, expect, it } from 'vitest'
import { scrubEvent, scrubText } from '~/observability/scrub-event'

// Every SDK's last step before a report leaves (beforeSend, docs/decisions/292): whatever an SDK
// or integration put in, no cookie, header but the user agent, body, query string, user or breadcrumb goes.
const full = {
  type: undefined,
  event_id: 'e1',
  message: 'Fetch failed: https://api.example.com/items?access_token=tok-1&page=2#frag',
  exception: {
    values: [
      { type: 'Error', value: 'Sign-in failed for password=hunter2 with Authorization: Bearer abc.def-ghi' },
      { type: 'TypeError', value: 'x is undefined' },
    ],
  },
  request: {
    method: 'POST',
    url: 'https://www.example.com/get-started?token=tok-2&utm_source=x#top',
    query_string: 'token=tok-2&utm_source=x',
    cookies: { __session: 'cookie-1' },
    headers: {
      Cookie: '__session=cookie-1',
      Authorization: 'Bearer tok-3',
      'user-agent': 'Browser/1.0',
      Referer: 'https://www.example.com/login?next=/admin&code=tok-4',
      'X-Forwarded-For': '203.0.113.9',
    },
    data: { email: 'visitor@example.com', message: 'form value' },
    env: { REMOTE_ADDR: '203.0.113.9' },
  },
  user: { ip_address: '203.0.113.9', email: 'visitor@example.com' },
  breadcrumbs: [{ category: 'ui.input', message: 'input[name="email"]' }],
  extra: { formData: { email: 'visitor@example.com' } },
  tags: { method: 'POST' },
  environment: 'production',
} as ErrorEvent

describe('scrubEvent', () => {
  it('keeps the error, the method, the bare address and the user agent; nothing the visitor sent', () => {
    const scrubbed = scrubEvent(structuredClone(full))
    expect(scrubbed.request).toEqual({
      method: 'POST',
      url: 'https://www.example.com/get-started',
      headers: { 'User-Agent': 'Browser/1.0' },
    })
    expect(scrubbed.message).toBe('Fetch failed: https://api.example.com/items')
    expect(scrubbed.exception?.values?.map((value) => value.value)).toEqual([
      'Sign-in failed for password=[removed] with Authorization: Bearer [removed]',
      'x is undefined',
    ])
    expect(scrubbed).toMatchObject({ event_id: 'e1', tags: { method: 'POST' }, environment: 'production' })
    for (const gone of ['user', 'breadcrumbs', 'extra'] as const) expect(scrubbed[gone]).toBeUndefined()
    const text = JSON.stringify(scrubbed)
    for (const secret of [
      'tok-1',
      'tok-2',
      'tok-3',
      'tok-4',
      'cookie-1',
      'hunter2',
      'abc.def',
      '203.0.113.9',
      'visitor@example.com',
      'form value',
    ])
      expect(text).not.toContain(secret)
  })

  it('leaves an event without a request without one', () => {
    const scrubbed = scrubEvent({ type: undefined, exception: { values: [{ type: 'Error', value: 'plain' }] } } as ErrorEvent)
    expect(scrubbed).toEqual({ type: undefined, exception: { values: [{ type: 'Error', value: 'plain' }] } })
  })

  it('cuts the query of an address it cannot parse', () => {
    expect(scrubEvent({ type: undefined, request: { url: '/relative?token=x' } } as ErrorEvent).request).toEqual({ url: '/relative' })
  })
})

describe('scrubText', () => {
  it('removes secret-looking parameters and credentials, and keeps other words', () => {
    expect(scrubText('session_id=s1; csrf=c2 api_key=k3 sig=z9 name=Ada')).toBe(
      'session_id=[removed]; csrf=[removed] api_key=[removed] sig=[removed] name=Ada',
    )
    expect(scrubText('Basic dXNlcjpwYXNz and Bearer eyJhbGciOi.x.y')).toBe('Basic [removed] and Bearer [removed]')
    expect(scrubText('see http://host:8080/a/b?x=1 and https://h/c#d')).toBe('see http://host:8080/a/b and https://h/c')
  })
})
