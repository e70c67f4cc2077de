import type { SendMailOptions } from 'nodemailer'
import type { AccountMailKind } from '~/backend/types'
import { env, siteUrl } from '~/config/env.server'
import { defaultFrom } from '~/enquiry/notify.server'
import { FORGOT_PATH, RESET_PATH } from './password-reset-schema'

// The e-mails an admin gets about their own account (docs/decisions/299): a reset link, a lock
// after too many failures, a second factor removed. Plain text, to the account's own address.

/** Where a reset link leads: the embedded outbox adds `?token=`, Supabase Auth's template `?token_hash=`. */
export const resetLinkBase = () => new URL(RESET_PATH, siteUrl()).toString()

export interface AccountMailConfig {
  smtpUrl: string
  from: string
}

/** On with SMTP_URL alone (ENQUIRY_NOTIFY_FROM, when set, is the sender of every e-mail). */
export function accountMailConfig(source: Partial<Record<'SMTP_URL' | 'ENQUIRY_NOTIFY_FROM', string>> = env()): AccountMailConfig | null {
  const smtpUrl = source.SMTP_URL?.trim()
  if (!smtpUrl) return null
  return { smtpUrl, from: source.ENQUIRY_NOTIFY_FROM?.trim() || defaultFrom(smtpUrl, 'Arclight admin') }
}

export interface AccountMail {
  kind: AccountMailKind
  email: string
  /** The reset link's token (password_reset only). */
  token?: string
}

export function composeAccountMail(mail: AccountMail, config: AccountMailConfig): SendMailOptions {
  const site = new URL(siteUrl()).host
  const forgot = new URL(FORGOT_PATH, siteUrl()).toString()
  const { ADMIN_LOCKOUT_FAILURES: failures, ADMIN_LOCKOUT_MINUTES: minutes } = env()
  const texts: Record<AccountMailKind, { subject: string; lines: string[] }> = {
    password_reset: {
      subject: `Reset your admin password for ${site}`,
      lines: [
        `Someone asked to reset the password of the admin account ${mail.email} at ${site}.`,
        '',
        'To choose a new password, open this link within 1 hour. It works once:',
        '',
        `${resetLinkBase()}?token=${mail.token}`,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
    },
    account_locked: {
      subject: `Your admin account at ${site} is locked for ${minutes} minutes`,
      lines: [
        `There were ${failures} failed sign-in attempts for the admin account ${mail.email} at ${site},`,
        `so signing in to it is refused for ${minutes} minutes, even with the right password.`,
        '',
        'If it was you, wait and try again. If it was not, someone is guessing your password:',
        `choose a new one after the lock (${forgot}) and tell your security contact.`,
      ],
    },
    factor_removed: {
      subject: `Two-factor sign-in was turned off for your admin account at ${site}`,
      lines: [
        `The authenticator app of the admin account ${mail.email} at ${site} was removed`,
        `(turned off, or replaced by signing in with a recovery code) at ${new Date().toUTCString()}.`,
        '',
        'If it was you, set up a new one: the admin area asks for it.',
        `If it was not you, reset your password now (${forgot}) and tell your security contact.`,
      ],
    },
  }
  const { subject, lines } = texts[mail.kind]
  return { from: config.from, to: mail.email, subject, text: lines.join('\n') }
}
