import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { kickAccountMail } from '~/auth/account-mail-outbox.server'
import { issueCsrfToken, isValidCsrf } from '~/auth/csrf.server'
import { getBackend } from '~/backend/index.server'
import { safeRedirect } from '~/auth/guard.server'
import { LOGIN_MESSAGES } from '~/auth/login-schema'
import { NEW_PASSWORD_PATH } from '~/auth/password-reset-schema'
import { CodeSchema, RecoverySchema, TWO_FACTOR_MESSAGES } from '~/auth/two-factor'
import { CodeForm, RecoveryFields } from '~/components/admin/two-factor-forms'
import { AuthCard } from '~/components/admin/auth-card'
import { metrics } from '~/observability/metrics.server'
import { pageMeta } from '~/seo/meta'
import { privatePageHeaders } from '~/utils/cache-headers'
import { clientAddress, hashClientAddress } from '~/utils/client-address.server'
import { redirectWithToast } from '~/utils/toast.server'
import { withBackend } from '~/utils/with-backend.server'

// The sign-in's second step: after the password, a code from the authenticator app (or a
// recovery code). Only a signed-in admin with a factor and a password-only session gets here.
export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Two-factor sign-in', description: 'Enter your code.', path: '/login/two-factor', noindex: true })

export const loader = ({ request }: LoaderFunctionArgs) =>
  withBackend(request, async (backend) => {
    const redirectTo = new URL(request.url).searchParams.get('redirectTo')
    if (!(await backend.getUser()) || !(await backend.isAdmin())) throw redirect('/login')
    const status = await backend.mfa.status()
    if (!status.factorId || status.level === 'aal2') throw redirect(safeRedirect(redirectTo))
    const { token, headers } = await issueCsrfToken(request)
    return data({ csrf: token, redirectTo: redirectTo ? safeRedirect(redirectTo) : null }, { headers: headers ?? undefined })
  })

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const recovery = formData.get('intent') === 'recovery'
  const schema = recovery ? RecoverySchema : CodeSchema
  if (!(await isValidCsrf(formData, request))) {
    return data(
      { recovery, result: parseWithZod(formData, { schema }).reply({ formErrors: [LOGIN_MESSAGES.invalidToken] }) },
      { status: 403 },
    )
  }
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') return data({ recovery, result: submission.reply() }, { status: 400 })
  const clientHash = hashClientAddress(clientAddress(request, context.clientAddress))
  return withBackend(request, async (backend) => {
    if (!(await backend.getUser())) throw redirect('/login')
    const value = submission.value as { code?: string; recovery?: string }
    const result = recovery ? await backend.mfa.recover(value.recovery!, clientHash) : await backend.mfa.verify(value.code!, clientHash)
    void kickAccountMail(getBackend()) // a removed factor (or a lock after wrong codes) is mailed
    if (!result.ok) {
      metrics().signIns.inc({ outcome: result.code === 'rate_limited' ? 'throttled' : 'failed' })
      const status = result.code === 'rate_limited' ? 429 : result.code === 'unavailable' ? 503 : 401
      return data({ recovery, result: submission.reply({ formErrors: [result.message], hideFields: ['code', 'recovery'] }) }, { status })
    }
    metrics().signIns.inc({ outcome: 'success' })
    if (recovery) return redirectWithToast('/admin/two-factor', { type: 'success', message: TWO_FACTOR_MESSAGES.recovered })
    const to = safeRedirect(formData.get('redirectTo'))
    // On the way to a new password (a reset link) the admin is not signing in: no "Logged in" toast.
    if (to === NEW_PASSWORD_PATH) return redirect(to)
    return redirectWithToast(to, { type: 'success', message: LOGIN_MESSAGES.success })
  })
}

export default function TwoFactorSignIn() {
  const { csrf, redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <AuthCard icon={ShieldCheck} title="Two-factor sign-in" lead="Enter the 6-digit code your authenticator app shows.">
      <CodeForm csrf={csrf} busy={busy} result={actionData?.recovery ? undefined : actionData?.result} label="Sign in">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      </CodeForm>
      <details className="mt-6 text-sm" open={actionData?.recovery}>
        <summary className="cursor-pointer font-medium text-accent-strong">Lost your authenticator? Use a recovery code</summary>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="recovery" />
          <p className="text-ink-muted">
            A recovery code signs you in once and turns the old authenticator off; you then set up a new one.
          </p>
          <RecoveryFields result={actionData?.recovery ? actionData.result : undefined} busy={busy} />
        </Form>
      </details>
    </AuthCard>
  )
}
