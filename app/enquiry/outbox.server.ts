import type { Backend, EnquiryOutbox } from '~/backend/types'
import { metrics } from '~/observability/metrics.server'
import { kickDrain, stopDrainTimers } from '~/utils/background-drain.server'
import { notifyConfig, sendEnquiryEmail, type EnquiryForEmail, type NotifyConfig } from './notify.server'

// Sends the staff e-mails of stored enquiries and retries failures (docs/decisions/061). The
// rows themselves are the outbox (migration 20250102): any instance may drain it, a claim leases
// each row so that two instances never send the same e-mail at once, and a crash mid-send only
// delays that e-mail until its lease runs out. Runs after each stored enquiry and every minute.

/** Seconds to wait after the n-th failed attempt; after the last one the e-mail is given up. */
export const RETRY_DELAYS_S = [60, 300, 900, 3600, 4 * 3600, 12 * 3600]
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1
const LEASE_S = 120 // longer than one send can take with notify.server.ts's timeouts
const BATCH = 20
const INTERVAL_MS = 60_000

export interface DrainResult {
  sent: number
  failed: number
}

/** Sends every due e-mail once; never throws for a failed e-mail (it is logged and rescheduled). */
export async function drainOutbox(outbox: EnquiryOutbox, config: NotifyConfig, now = () => new Date()): Promise<DrainResult> {
  const result = { sent: 0, failed: 0 }
  for (;;) {
    const due = await outbox.claim({ limit: BATCH, leaseSeconds: LEASE_S, maxAttempts: MAX_ATTEMPTS })
    for (const enquiry of due) {
      try {
        await sendEnquiryEmail(enquiry, config)
        await outbox.record(enquiry.id, { error: null, retryAt: null })
        result.sent++
        metrics().enquiryEmails.inc({ result: 'sent' })
      } catch (error) {
        result.failed++
        metrics().enquiryEmails.inc({ result: 'failed' })
        const attempt = enquiry.notify_attempts
        const delay = RETRY_DELAYS_S[attempt - 1]
        const retryAt = delay === undefined ? null : new Date(now().getTime() + delay * 1000)
        const message = error instanceof Error ? error.message : String(error)
        console.error(
          `Enquiry #${enquiry.id}: staff e-mail failed (attempt ${attempt} of ${MAX_ATTEMPTS}), ` +
            (retryAt ? `retrying at ${retryAt.toISOString()}` : 'giving up; the enquiry is stored') +
            `: ${message}`,
        )
        await outbox.record(enquiry.id, { error: message, retryAt }).catch((recordError) => {
          // The lease runs out on its own, so the e-mail is still retried.
          console.error(`Enquiry #${enquiry.id}: could not record the failed e-mail:`, recordError)
        })
      }
    }
    if (due.length < BATCH) return result
  }
}

export const NO_OUTBOX_MESSAGE =
  'Staff e-mails about enquiries are not sent: on Supabase they need SUPABASE_SERVICE_ROLE_KEY (the outbox). ' +
  'Enquiries are stored, and mailed once the key is set (those of the last 3 days).'

/**
 * Sends due e-mails in the background (never awaited by a request) and keeps a timer for retries.
 * Without an outbox (hosted without the service-role key) nothing is sent: a mail sent then could
 * not be recorded as sent, and setting the key later would send it again (decision 061). The enquiry
 * waits in the table instead, and the log says why once.
 */
export function kickOutbox(backend: Backend, _fresh?: EnquiryForEmail): Promise<void> {
  const config = notifyConfig()
  if (!config) return Promise.resolve()
  const outbox = backend.enquiryOutbox
  if (!outbox) {
    const warned = globalThis as typeof globalThis & { __arclightNoOutboxWarned?: boolean }
    if (!warned.__arclightNoOutboxWarned) console.error(NO_OUTBOX_MESSAGE)
    warned.__arclightNoOutboxWarned = true
    return Promise.resolve()
  }
  return kickDrain(outbox, () => drainOutbox(outbox, config).then(() => undefined), {
    everyMs: INTERVAL_MS,
    label: 'Enquiry e-mail outbox',
  })
}

/** Stops the retry timers (tests). */
export const stopOutboxTimers = stopDrainTimers
