// The second step of a staff sign-in over HTTP, as a no-JS browser with an authenticator app does it:
// enrolment from the page's key (shown in text beside the QR code), then codes computed from it. A
// code works once per 30-second step (the replay rule): tests/fixtures/totp.ts takes the next unused one.
import { nextCode as codeFor, type TotpKey } from '../fixtures/totp'
import { hiddenValue, type Reply, type Visitor } from './visitor'

const keys = new Map<string, TotpKey>()
const keyName = (visitor: Visitor, email: string) => `${new URL(visitor.base).host}|${email}`

/** After the password's reply: enrols (first time) or gives the code; returns the last reply. */
export async function passSecondStep(visitor: Visitor, email: string, afterPassword: Reply, signInAgain: () => Promise<Reply>) {
  let reply = afterPassword
  if (reply.location?.startsWith('/admin/two-factor')) {
    const page = await visitor.get(reply.location)
    const secret = page.body.match(/data-testid="totp-key"[^>]*>([^<]+)</)?.[1]?.replace(/\s/g, '')
    if (!secret) throw new Error(`No key on the enrolment page (${page.status})`)
    const key = { secret, lastStep: 0 }
    keys.set(keyName(visitor, email), key)
    const fields = { csrf: hiddenValue(page.body, 'csrf'), intent: 'confirm', factorId: hiddenValue(page.body, 'factorId') }
    const confirmed = await visitor.post('/admin/two-factor', { ...fields, code: await codeFor(key) })
    if (confirmed.status !== 200) throw new Error(`Enrolment refused: ${confirmed.status}`)
    reply = await signInAgain()
  }
  if (!reply.location?.startsWith('/login/two-factor')) return reply
  const key = keys.get(keyName(visitor, email))
  if (!key) throw new Error(`No TOTP key known for ${email} at ${visitor.base}`)
  const { csrf } = await visitor.hidden(reply.location, 'csrf')
  const redirectTo = new URL(reply.location, visitor.base).searchParams.get('redirectTo') ?? undefined
  return visitor.post('/login/two-factor', { csrf, code: await codeFor(key), redirectTo })
}
