// The second step of a staff sign-in over HTTP, as a no-JS browser with an authenticator app does it:
// enrolment from the page's key (shown in text beside the QR code), then codes computed from it. A
// code works once per 30-second step (the replay rule), so each sign-in takes the next unused step,
// waiting for it when the window (±1 step) has none left.
import crypto from 'node:crypto'
import { TOTP_PERIOD, totpStep } from '~/backend/mfa/totp.server'
import { hiddenValue, type Reply, type Visitor } from './visitor'

const keys = new Map<string, { secret: string; lastStep: number }>()
const keyName = (visitor: Visitor, email: string) => `${new URL(visitor.base).host}|${email}`

async function codeFor(key: { secret: string; lastStep: number }) {
  const step = Math.max(totpStep(), key.lastStep + 1)
  const wait = (step - 1) * TOTP_PERIOD * 1000 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50))
  key.lastStep = step
  return hotp(key.secret, step)
}

/** RFC 4226's code for one counter (a TOTP step): what an authenticator app shows for it. */
function hotp(base32: string, counter: number) {
  const bits = [...base32].map((c) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(c).toString(2).padStart(5, '0')).join('')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)))
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = crypto.createHmac('sha1', key).update(message).digest()
  const at = mac[mac.length - 1] & 0xf
  return String((mac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

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
