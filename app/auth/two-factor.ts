import '~/utils/zod-jitless'
import { z } from 'zod'

// The second factor's forms: a six-digit code from the authenticator app, or a recovery code.
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeShape: 'The code is 6 digits',
  recoveryRequired: 'Enter one of your recovery codes',
  enrolled: 'Two-factor authentication is on',
  removed: 'Two-factor authentication is off',
  recovered: 'Recovery code accepted. Set up your authenticator app again.',
} as const

export const CodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, TWO_FACTOR_MESSAGES.codeRequired)
        .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeShape),
    ),
})

export const RecoverySchema = z.object({
  recovery: z.string({ error: TWO_FACTOR_MESSAGES.recoveryRequired }).trim().min(1, TWO_FACTOR_MESSAGES.recoveryRequired).max(40),
})
