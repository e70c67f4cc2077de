import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import KeyRound from 'lucide-react/icons/key-round'
import { issueCsrfToken, isValidCsrf } from '~/auth/csrf.server'
import { LOGIN_MESSAGES } from '~/auth/login-schema'
import { markPasswordReset } from '~/auth/password-reset-cookie.server'
import { FORGOT_PATH, NEW_PASSWORD_PATH, RESET_MESSAGES } from '~/auth/password-reset-schema'
import { AuthCard } from '~/components/admin/auth-card'
import { FormErrors } from '~/components/admin/form-errors'
import { CsrfInput, SubmitButton } from '~/components/form-controls'
import { pageMeta } from '~/seo/meta'
import { privatePageHeaders } from '~/utils/cache-headers'
import { withBackend } from '~/utils/with-backend.server'

// The reset e-mail's link. Opening it changes nothing: mail scanners fetch links, and the token
// works once. The button uses it (POST), signs in by it, and leads to the new password's page.
export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Set a new password', description: 'Use your reset link.', path: '/login/reset', noindex: true })

/** The embedded backend's links carry `token`; Supabase Auth's template `token_hash`. */
const linkToken = (query: URLSearchParams | FormData) => String(query.get('token') ?? query.get('token_hash') ?? '').slice(0, 200)

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, headers } = await issueCsrfToken(request)
  return data({ csrf: token, resetToken: linkToken(new URL(request.url).searchParams) }, { headers: headers ?? undefined })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  if (!(await isValidCsrf(formData, request))) return data({ error: LOGIN_MESSAGES.invalidToken }, { status: 403 })
  const resetToken = linkToken(formData)
  return withBackend(request, async (backend) => {
    const user = resetToken && (await backend.passwordReset.redeem(resetToken)) ? await backend.getUser() : null
    if (!user) return data({ error: RESET_MESSAGES.badLink }, { status: 400 })
    return redirect(NEW_PASSWORD_PATH, { headers: { 'Set-Cookie': await markPasswordReset(user.id) } })
  })
}

export default function ResetLink() {
  const { csrf, resetToken } = useLoaderData<typeof loader>()
  const error = useActionData<typeof action>()?.error ?? (resetToken ? undefined : RESET_MESSAGES.badLink)
  const busy = useNavigation().state === 'submitting'
  return (
    <AuthCard icon={KeyRound} title="Set a new password" lead="Your reset link works once, within an hour of its e-mail.">
      <FormErrors id="reset-link-error" errors={error ? [error] : undefined} />
      {error ? (
        <p className="mt-5 text-sm">
          <Link to={FORGOT_PATH} className="btn btn-primary w-full">
            Ask for a new link
          </Link>
        </p>
      ) : (
        <Form method="post" className="space-y-5">
          <CsrfInput token={csrf} />
          <input type="hidden" name="token" value={resetToken} />
          <p className="text-sm text-ink-muted">
            Continue to choose your new password. If your account has two-factor sign-in, you give a code from your authenticator app first.
          </p>
          <SubmitButton busy={busy} className="btn btn-primary w-full">
            Continue
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  )
}
