// Sign-in throttling, the same on both backends: attempts are rows in public.sign_in_attempts,
// recorded by SQL public.begin_sign_in before any password is checked and cleared by
// public.finish_sign_in after a success (migration 20250104, docs/decisions/121). These numbers
// are the ones that SQL enforces; they are here for messages and tests.

/** Failed attempts per e-mail and client within the window. */
export const MAX_FAILURES = 5
/** Failed attempts per client over any e-mails within the window (password spraying). */
export const MAX_FAILURES_PER_CLIENT = 20
export const FAILURE_WINDOW_MINUTES = 15
export const RATE_LIMIT_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.'
