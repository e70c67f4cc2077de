import type { AccountMailOutbox, Backend, PendingAccountMail } from '~/backend/types'
import { MAX_ATTEMPTS, RETRY_DELAYS_S } from '~/enquiry/outbox.server'
import { transport } from '~/enquiry/notify.server'
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

// One drain at a time per outbox; a kick during a drain asks for one more round.
interface DrainState {
  running: Promise<void> | null
  again: boolean
  timer: NodeJS.Timeout | null
}
const store = globalThis as typeof globalThis & { __accountMailOutboxes?: Map<AccountMailOutbox, DrainState> }

/** Sends due e-mails in the background (never awaited by a request) and keeps a timer for retries. */
export function kickAccountMail(backend: Backend): Promise<void> {
  const config = accountMailConfig()
  const outbox = backend.accountMailOutbox
  if (!config || !outbox) return Promise.resolve()
  const states = (store.__accountMailOutboxes ??= new Map())
  let state = states.get(outbox)
  if (!state) states.set(outbox, (state = { running: null, again: false, timer: null }))
  const s = state
  s.timer ??= setInterval(() => void kickAccountMail(backend), INTERVAL_MS).unref()
  if (s.running) {
    s.again = true
    return s.running
  }
  s.running = (async () => {
    do {
      s.again = false
      await drainAccountMail(outbox, config).catch((error) => console.error('Account e-mail outbox failed:', error))
    } while (s.again)
  })().finally(() => (s.running = null))
  return s.running
}

/** Stops the retry timers (tests). */
export function stopAccountMailTimers() {
  for (const state of store.__accountMailOutboxes?.values() ?? []) if (state.timer) clearInterval(state.timer)
  store.__accountMailOutboxes?.clear()
}
