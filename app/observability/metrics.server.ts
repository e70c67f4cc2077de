import { Counter, Registry, collectDefaultMetrics } from 'prom-client'

// What the app counts for /metrics (Prometheus text format, app/routes/metrics.ts): enquiries by
// outcome, the staff e-mails' sends and failures, sign-ins by outcome, content-source failures,
// plus Node's own process figures. One registry per process, kept on globalThis because the
// development server may load this module more than once.

function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    enquiries: new Counter({
      name: 'enquiries_total',
      help: 'Enquiry form submissions by outcome: stored, repeat (same key, not stored again), spam (honeypot), invalid, csrf, rate_limited, unavailable, form',
      labelNames: ['outcome'] as const,
      registers,
    }),
    enquiryEmails: new Counter({
      name: 'enquiry_emails_total',
      help: 'Staff e-mails about enquiries by result: sent, failed (retried later or given up)',
      labelNames: ['result'] as const,
      registers,
    }),
    signIns: new Counter({
      name: 'sign_ins_total',
      help: 'Admin sign-in attempts by outcome: success, failed, throttled, not_admin, unavailable, csrf',
      labelNames: ['outcome'] as const,
      registers,
    }),
    contentErrors: new Counter({
      name: 'content_source_errors_total',
      help: 'Content-source queries that failed: stale (the last good result served), unavailable (a 503 page)',
      labelNames: ['served'] as const,
      registers,
    }),
  }
}

type Metrics = ReturnType<typeof createMetrics>
const store = globalThis as typeof globalThis & { __appMetrics?: Metrics }

export const metrics = (): Metrics => (store.__appMetrics ??= createMetrics())
