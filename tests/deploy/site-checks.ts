// What a deployment must do end to end, as a visitor and an admin without a browser: send an
// enquiry, sign in, upload a file and read it back. Shared by the image and TLS-front suites.
import { expect } from 'vitest'
import type { Dispatcher } from 'undici'
import { ENQUIRY_TEXT } from '~/enquiry/reply'
import { enquiryPost } from '../fixtures/enquiry'
import { ADMIN } from '../reliability/server'
import { adminCsrf, Visitor } from '../reliability/visitor'

/** An enquiry through the form's no-JavaScript post; its answer (200 when stored, 429 when rate-limited). */
export async function sendEnquiry(base: string, marker: string, dispatcher?: Dispatcher) {
  const visitor = new Visitor(base, {}, dispatcher)
  const { csrf } = await visitor.openEnquiryForm()
  const reply = await visitor.post(
    '/get-started.data',
    enquiryPost({ csrf, message: `Reference ${marker}: we would like a review of our cloud setup before the launch.` }),
  )
  return { status: reply.status, stored: reply.status === 200 && reply.body.includes(ENQUIRY_TEXT.success), body: reply.body }
}

export async function signedInAdmin(base: string, dispatcher?: Dispatcher) {
  const admin = new Visitor(base, {}, dispatcher)
  const login = await admin.signIn(ADMIN.email, ADMIN.password)
  expect(login.location, `sign-in: ${login.status}`).toBe('/admin/blog')
  return admin
}

/** Uploads `bytes` as a text file through the media library's uploader; the stored name, or the refusal's status. */
export async function upload(admin: Visitor, bytes: Buffer, name = `deploy-${Date.now()}.txt`) {
  const csrf = adminCsrf((await admin.get('/admin/media')).body)
  const form = new FormData()
  form.set('csrf', csrf)
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'text/plain' }))
  const reply = await admin.send('/admin/media/upload', {
    method: 'POST',
    body: form,
    headers: { Origin: admin.base, Accept: 'application/json' },
  })
  const json = reply.status === 200 ? (JSON.parse(reply.body) as { ok: boolean; name?: string }) : null
  return { status: reply.status, name: json?.ok ? json.name : undefined }
}
