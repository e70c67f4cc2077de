import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from 'zod'
import { FLASH_TOAST_COOKIE } from '~/backend/personal-cookies'
import { secureCookies } from '~/config/env.server'
import { sessionSecret } from '~/config/secrets.server'
import { cookieName } from './cookie-name.server'
import { combineHeaders } from './headers'

// A toast set by an action before a redirect reaches the next page through this flash cookie,
// so it shows after a full page load too (without JavaScript the page renders it as a notice).
const ToastSchema = z.object({
  type: z.enum(['success', 'error', 'blank']).default('blank'),
  message: z.string(),
})
export type Toast = z.infer<typeof ToastSchema>

const key = 'toast'
let storage: ReturnType<typeof createStorage> | undefined
function createStorage() {
  return createCookieSessionStorage({
    cookie: {
      name: cookieName(FLASH_TOAST_COOKIE),
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      secrets: [sessionSecret()],
    },
  })
}
const toastStorage = () => (storage ??= createStorage())

export async function createToastHeaders(toast: z.input<typeof ToastSchema>) {
  const session = await toastStorage().getSession()
  session.flash(key, ToastSchema.parse(toast))
  return new Headers({ 'Set-Cookie': await toastStorage().commitSession(session) })
}

export async function redirectWithToast(url: string, toast: z.input<typeof ToastSchema>, init?: ResponseInit) {
  return redirect(url, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(toast)) })
}

/** Reads (and clears) the flash toast. `headers` is null when there was none, so the page stays cacheable. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = request.headers.get('Cookie')
  if (!cookie?.includes(`${FLASH_TOAST_COOKIE}=`)) return { toast: null, headers: null }
  const session = await toastStorage().getSession(cookie)
  const parsed = ToastSchema.safeParse(session.get(key))
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ 'Set-Cookie': await toastStorage().destroySession(session) }),
  }
}
