import { createCookie } from '@remix-run/node'
import { secureCookies } from '~/config/env.server'
import { sessionSecret } from '~/config/secrets.server'
import { cookieName } from '~/utils/cookie-name.server'

// The new recovery codes travel from the enrolment's action to the page after it (post, redirect,
// get) in a signed, httpOnly cookie that the page reads once and clears. A redirect, not the
// action's own page: after a form sent without JavaScript Remix runs the page's loader with the
// request's old cookies, and on Supabase those still carry the password-only token.
const MAX_AGE_S = 300

const codesCookie = () => {
  const secure = secureCookies()
  return createCookie(cookieName('recovery_codes', secure), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_S,
    secrets: [sessionSecret()],
  })
}

/** The Set-Cookie header that carries `codes` (for `userId` only) to the next page. */
export const flashRecoveryCodes = (userId: string, codes: string[]) => codesCookie().serialize({ userId, codes })

/** The codes for this user, once: with the header that clears them. */
export async function takeRecoveryCodes(request: Request, userId: string): Promise<{ codes: string[] | null; clear: string | null }> {
  const value = (await codesCookie().parse(request.headers.get('Cookie'))) as { userId?: string; codes?: unknown } | null
  if (!value) return { codes: null, clear: null }
  const clear = await codesCookie().serialize('', { maxAge: 0 })
  const mine = value.userId === userId && Array.isArray(value.codes) && value.codes.every((code) => typeof code === 'string')
  return { codes: mine ? (value.codes as string[]) : null, clear }
}
