import { createCookie } from '@remix-run/node'
import { secureCookies } from '~/config/env.server'
import { sessionSecret } from '~/config/secrets.server'
import { cookieName } from '~/utils/cookie-name.server'

// A used reset link opens a session like a sign-in does; this signed, httpOnly cookie says which
// user came by a link, and for 15 minutes only lets that session set a new password without the
// old one. Any other session (a stolen cookie, say) cannot.
const MAX_AGE_S = 15 * 60

const resetCookie = () => {
  const secure = secureCookies()
  return createCookie(cookieName('password_reset', secure), {
    path: '/login',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_S,
    secrets: [sessionSecret()],
  })
}

/** The Set-Cookie header after a redeemed link, for `userId`. */
export const markPasswordReset = (userId: string) => resetCookie().serialize({ userId, until: Date.now() + MAX_AGE_S * 1000 })

/** Whether this request came by a reset link of `userId`, within its 15 minutes. */
export async function cameByResetLink(request: Request, userId: string) {
  const value = (await resetCookie().parse(request.headers.get('Cookie'))) as { userId?: string; until?: number } | null
  return value?.userId === userId && typeof value.until === 'number' && value.until > Date.now()
}

export const clearPasswordReset = () => resetCookie().serialize('', { maxAge: 0 })
