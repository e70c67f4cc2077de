import { createCookie } from '@remix-run/node'
import { CSRF, CSRFError } from 'remix-utils/csrf/server'
import { secureCookies } from '~/config/env.server'
import { sessionSecret } from '~/config/secrets.server'

// A per-session token in a signed, httpOnly cookie, repeated in a hidden form field (`csrf`).
// Only pages that render a form issue one: a Set-Cookie makes a response private, and the other
// public pages must stay cacheable by a CDN.
let instance: CSRF | undefined
function csrf() {
  return (instance ??= new CSRF({
    cookie: createCookie('csrf', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      secrets: [sessionSecret()],
    }),
    formDataKey: 'csrf',
    secret: sessionSecret(),
  }))
}

/** The token for this visitor's forms, and the Set-Cookie header to send when it is new. */
export async function issueCsrfToken(request: Request) {
  const [token, cookie] = await csrf().commitToken(request)
  return { token, headers: cookie ? new Headers({ 'Set-Cookie': cookie }) : null }
}

/** True when the form's token matches the cookie's (the header X-CSRF-Token is accepted too). */
export async function isValidCsrf(formData: FormData, request: Request) {
  const headerToken = request.headers.get('X-CSRF-Token')
  if (headerToken && !formData.get('csrf')) formData.set('csrf', headerToken)
  try {
    await csrf().validate(formData, request.headers)
    return true
  } catch (error) {
    if (error instanceof CSRFError) return false
    throw error
  }
}
