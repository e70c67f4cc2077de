import '~/utils/zod-jitless'
import { z } from 'zod'
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '~/backend/password-rule'
import { hasNoNul, NUL_MESSAGE } from '~/utils/typed-text'

// The password reset's forms (docs/decisions/299): the address to send a link to, and the new
// password under the specification's rule and message.
export const FORGOT_PATH = '/login/forgot'
export const RESET_PATH = '/login/reset'
export const NEW_PASSWORD_PATH = '/login/new-password'

export const RESET_MESSAGES = {
  emailRequired: 'Email is required',
  emailShape: 'Enter an email address',
  sent: 'If that address belongs to an admin, a link to reset the password is on its way. It works once, within 1 hour.',
  noMail:
    'This site cannot send e-mail (SMTP_URL is not set), so no reset link can be sent. Someone with shell access to the server can set a new password with:',
  noMailCommand: 'npm run admin:create -- --email you@example.com --password "New-passw0rd!"',
  badLink: 'This reset link is invalid, used or expired. Ask for a new one.',
  passwordRequired: 'Password is required',
  passwordHint: 'At least 8 characters, with an uppercase and a lowercase letter, a digit and one of !@#$%^&*(),.?":{}|<>',
  mismatch: 'The two passwords are not the same',
  changed: 'Your password was changed and every session signed out. Sign in with your new password.',
} as const

export const ForgotSchema = z.object({
  email: z
    .string({ error: RESET_MESSAGES.emailRequired })
    .trim()
    .min(1, RESET_MESSAGES.emailRequired)
    .max(254, 'Email must be at most 254 characters')
    .email(RESET_MESSAGES.emailShape),
})

export const NewPasswordSchema = z
  .object({
    password: z
      .string({ error: RESET_MESSAGES.passwordRequired })
      .max(1000, 'Password must be at most 1,000 characters')
      .refine(hasNoNul, NUL_MESSAGE)
      .refine(isStrongPassword, PASSWORD_RULE_MESSAGE),
    confirm: z.string({ error: RESET_MESSAGES.passwordRequired }),
  })
  .refine((value) => value.password === value.confirm, { message: RESET_MESSAGES.mismatch, path: ['confirm'] })
