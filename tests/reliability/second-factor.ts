// The second step of a staff sign-in over HTTP, as a no-JS browser with an authenticator app does it:
// enrolment from the page's key (shown in text beside the QR code), then codes computed from it. A
// code works once per 30-second step (the replay rule): tests/fixtures/totp.ts takes the next unused one.
import { totpStep } from '~/backend/mfa/totp.server'
import { codeAtStep, nextCode as codeFor, waitForUnusedStep, type TotpKey } from '../fixtures/totp'
import { hiddenValue, type Reply, type Visitor } from './visitor'

const keys = new Map<string, TotpKey>()
const keyName = (visitor: Visitor, email: string) => `${new URL(visitor.base).host}|${email}`

/** The key for this server, or the one its project's admin enrolled with (waited for a moment). */
async function knownKey(visitor: Visitor, email: string) {
  for (let i = 0; i < 100; i++) {
    const key = keys.get(keyName(visitor, email)) ?? keys.get(email)
    if (key) return key
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

/**
 * Before the password, as a person who opens the app first: waits for a code not used yet, so the
 * half-signed-in session does not idle out (ADMIN_INACTIVITY_MS) between the password and the code.
 */
export async function waitForFreshCode(visitor: Visitor, email: string) {
  const key = keys.get(keyName(visitor, email)) // another server's key: its own project, or one that takes replays
  if (key) await waitForUnusedStep(key)
}

/** After the password's reply: enrols (first time) or gives the code; returns the last reply. */
export async function passSecondStep(visitor: Visitor, email: string, afterPassword: Reply, signInAgain: () => Promise<Reply>) {
  let reply = afterPassword
  if (reply.location?.startsWith('/admin/two-factor')) {
    const page = await visitor.get(reply.location)
    const secret = page.body.match(/data-testid="totp-key"[^>]*>([^<]+)</)?.[1]?.replace(/\s/g, '')
    if (!secret) throw new Error(`No key on the enrolment page (${page.status})`)
    const key = { secret, lastStep: 0 }
    const fields = { csrf: hiddenValue(page.body, 'csrf'), intent: 'confirm', factorId: hiddenValue(page.body, 'factorId') }
    const confirmed = await visitor.post('/admin/two-factor', { ...fields, code: await codeFor(key) })
    if (confirmed.location?.startsWith('/admin/two-factor')) {
      keys.set(keyName(visitor, email), key)
      keys.set(email, key) // servers sharing one Supabase project share the factor
      const codes = await visitor.get(confirmed.location)
      if (!codes.body.includes('aria-label="Recovery codes"')) throw new Error(`No recovery codes after enrolment (${codes.status})`)
      // Signed in now; the caller asked for a sign-in's own answer: a fresh browser gives it.
      visitor.cookies.clear()
      reply = await signInAgain()
    } else if (confirmed.location?.startsWith('/login/two-factor')) {
      reply = confirmed // another sign-in of the same admin enrolled first (two servers, one project)
    } else {
      throw new Error(`Enrolment refused: ${confirmed.status} ${confirmed.location}`)
    }
  }
  if (!reply.location?.startsWith('/login/two-factor')) return reply
  const key = await knownKey(visitor, email)
  if (!key) throw new Error(`No TOTP key known for ${email} at ${visitor.base}`)
  const { csrf } = await visitor.hidden(reply.location, 'csrf')
  const redirectTo = new URL(reply.location, visitor.base).searchParams.get('redirectTo') ?? undefined
  // This step's code first: Supabase Auth takes it again; the embedded backend refuses a replay, and
  // then the next unused step's code is given (waited for when need be).
  const now = totpStep()
  const first = await visitor.post('/login/two-factor', { csrf, code: codeAtStep(key.secret, now), redirectTo })
  if (first.status !== 401) {
    key.lastStep = Math.max(key.lastStep, now)
    return first
  }
  return visitor.post('/login/two-factor', {
    csrf: (await visitor.hidden(reply.location, 'csrf')).csrf,
    code: await codeFor(key),
    redirectTo,
  })
}
