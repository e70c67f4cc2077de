import { useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { browserFormToken } from '~/enquiry/form-token'
import type { EnquiryReply, FormSecrets } from '~/enquiry/reply'
import { IDEMPOTENCY_FIELD } from '~/enquiry/fields'
import type { RootData } from '~/site/site'

const NONE: FormSecrets = { csrf: '', idempotencyKey: '' }

/** A version 4 UUID from `getRandomValues` (`randomUUID` exists only in secure contexts). */
function randomKey() {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The enquiry form's hidden values (docs/decisions/220). The server renders none, so the page is the
 * same for everyone. Once the page runs, the browser session's token (made when the page loads, so a
 * session that ends before the form is sent is noticed) and a key for this enquiry go into the form
 * as it is sent. Every refusal's answer brings both (the only source without JavaScript); a stored
 * enquiry makes way for a new key, so the next one is not taken for a repeat of it.
 */
export function useFormSecrets(reply: EnquiryReply | undefined) {
  const secrets = useRef<FormSecrets>(NONE)
  const secure = useRouteLoaderData<RootData>('root')?.secureCookies ?? true
  useEffect(() => {
    secrets.current = { csrf: browserFormToken(secure), idempotencyKey: randomKey() }
  }, [secure])
  const retry = reply?.status === 'success' ? undefined : reply?.retry
  useEffect(() => {
    if (retry) secrets.current = retry
    else if (reply?.status === 'success') secrets.current = { csrf: secrets.current.csrf, idempotencyKey: randomKey() }
  }, [reply, retry])
  return {
    /** What the server renders: nothing, or the values of a refusal's answer. */
    rendered: retry ?? NONE,
    /** Puts this enquiry's values into the form just before it is sent. */
    fill(form: HTMLFormElement) {
      for (const [name, value] of [
        ['csrf', secrets.current.csrf],
        [IDEMPOTENCY_FIELD, secrets.current.idempotencyKey],
      ]) {
        const input = form.elements.namedItem(name)
        if (input instanceof HTMLInputElement && value) input.value = value
      }
    },
  }
}
