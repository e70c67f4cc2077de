import type { AccountMailOutbox, Backend, PendingAccountMail } from '~/backend/types'
import { MAX_ATTEMPTS, RETRY_DELAYS_S } from '~/enquiry/outbox.server'
import { transport } from '~/enquiry/notify.server'
import { kickDrain } from '~/utils/background-drain.server'
import { accountMailConfig, composeAccountMail, type AccountMailConfig } from './account-mail.server'

// Sends the account e-mails (migration 20250401) the way the enquiry outbox sends staff e-mails:
// rows leased to one sender, failures retried with the same delays. A reset link's token is made
// here, just before its e-mail goes, so a retry sends a new link and the old one stops working.

const LEASE_S = 120
const BATCH = 20
const INTERVAL_MS = 60_000

async function send(outbox: AccountMailOutbox, mail: PendingAccountMail, config: AccountMailConfig) {
  const token = mail.kind === 'password_reset' ? await outbox.issueResetToken(mail.email) : undefined
  if (token === null) return // no reset link made here (hosted) or the account is gone: nothing to say
  await transport(config.smtpUrl).sendMail(composeAccountMail({ ...mail, token }, config))
}

/** Sends every due e-mail once; a failure is logged and rescheduled, never thrown. */
export async function drainAccountMail(outbox: AccountMailOutbox, config: AccountMailConfig) {
  for (;;) {
    const due = await outbox.claim({ limit: BATCH, leaseSeconds: LEASE_S, maxAttempts: MAX_ATTEMPTS })
    for (const mail of due) {
      try {
        await send(outbox, mail, config)
        await outbox.record(mail.id, { error: null, retryAt: null })
      } catch (error) {
        const delay = RETRY_DELAYS_S[mail.attempts - 1]
        const retryAt = delay === undefined ? null : new Date(Date.now() + delay * 1000)
        const message = error instanceof Error ? error.message : String(error)
        console.error(`Account e-mail #${mail.id} (${mail.kind}) failed, attempt ${mail.attempts} of ${MAX_ATTEMPTS}: ${message}`)
        await outbox.record(mail.id, { error: message, retryAt }).catch((e) => console.error(`Account e-mail #${mail.id}:`, e))
      }
    }
    if (due.length < BATCH) return
  }
}

/** Sends due e-mails in the background (never awaited by a request) and keeps a timer for retries. */
export function kickAccountMail(backend: Backend): Promise<void> {
  const config = accountMailConfig()
  const outbox = backend.accountMailOutbox
  if (!config || !outbox) return Promise.resolve()
  return kickDrain(outbox, () => drainAccountMail(outbox, config), { everyMs: INTERVAL_MS, label: 'Account e-mail outbox' })
}
