import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { kickAccountMail } from '~/auth/account-mail-outbox.server'
import { adminCsrfToken, isValidAdminCsrf } from '~/auth/csrf.server'
import { getBackend } from '~/backend/index.server'
import { safeRedirect, secondFactorRequired, withAdmin } from '~/auth/guard.server'
import { LOGIN_MESSAGES } from '~/auth/login-schema'
import { CodeSchema, TWO_FACTOR_MESSAGES } from '~/auth/two-factor'
import { flashRecoveryCodes, takeRecoveryCodes } from '~/auth/recovery-codes-flash.server'
import { qrCodeSvg, totpIssuer } from '~/auth/two-factor.server'
import { AuthCard } from '~/components/admin/auth-card'
import { EnrolmentSteps, RecoveryCodeList } from '~/components/admin/two-factor-enrolment'
import { CodeForm } from '~/components/admin/two-factor-forms'
import { pageMeta } from '~/seo/meta'
import { privatePageHeaders } from '~/utils/cache-headers'
import { clientAddress, hashClientAddress } from '~/utils/client-address.server'
import { redirectWithToast } from '~/utils/toast.server'

// Two-factor authentication: enrolment (a QR code, the key in text, confirmed with a first code),
// the recovery codes shown once, and turning it off or re-enrolling, which needs a current code.
// Outside the admin layout, in the public shell as /login is: an admin who must enrol gets here
// with a password alone.
export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Two-factor authentication', description: 'Your second factor.', path: '/admin/two-factor', noindex: true })

export const loader = ({ request }: LoaderFunctionArgs) =>
  withAdmin(
    request,
    async ({ backend, user }) => {
      const csrf = (await adminCsrfToken(backend)) ?? ''
      const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'))
      const required = secondFactorRequired()
      const { factorId } = await backend.mfa.status()
      if (factorId) {
        // Right after enrolment: the new recovery codes, shown this once.
        const { codes, clear } = await takeRecoveryCodes(request, user.id)
        const headers = clear ? { 'Set-Cookie': clear } : undefined
        return data({ csrf, redirectTo, required, enrolment: null, recoveryCodes: codes }, { headers })
      }
      const enrolment = await backend.mfa.enroll(totpIssuer())
      return data({ csrf, redirectTo, required, enrolment: { ...enrolment, qr: await qrCodeSvg(enrolment.uri) }, recoveryCodes: null })
    },
    { enrolment: true },
  )

export const action = ({ request, context }: ActionFunctionArgs) =>
  withAdmin(
    request,
    async ({ backend, user }) => {
      const formData = await request.formData()
      const intent = formData.get('intent') === 'remove' ? 'remove' : 'confirm'
      const submission = parseWithZod(formData, { schema: CodeSchema })
      if (!(await isValidAdminCsrf(formData, request, backend))) {
        return data(
          { intent, result: submission.reply({ formErrors: [LOGIN_MESSAGES.invalidToken] }), recoveryCodes: null },
          { status: 403 },
        )
      }
      if (submission.status !== 'success') return data({ intent, result: submission.reply(), recoveryCodes: null }, { status: 400 })
      const clientHash = hashClientAddress(clientAddress(request, context.clientAddress))
      const code = submission.value.code
      const result =
        intent === 'remove'
          ? await backend.mfa.remove(code, clientHash)
          : await backend.mfa.confirm(String(formData.get('factorId') ?? ''), code, clientHash)
      void kickAccountMail(getBackend()) // a removed factor (or a lock after wrong codes) is mailed
      if (!result.ok) {
        const status = result.code === 'rate_limited' ? 429 : result.code === 'unavailable' ? 503 : 400
        return data(
          { intent, result: submission.reply({ formErrors: [result.message], hideFields: ['code'] }), recoveryCodes: null },
          { status },
        )
      }
      if (intent === 'remove') return redirectWithToast('/admin/two-factor', { type: 'success', message: TWO_FACTOR_MESSAGES.removed })
      const back = `/admin/two-factor?${new URLSearchParams({ redirectTo: safeRedirect(formData.get('redirectTo')) })}`
      return redirect(back, { headers: { 'Set-Cookie': await flashRecoveryCodes(user.id, recoveryCodesOf(result) ?? []) } })
    },
    { enrolment: true },
  )

const recoveryCodesOf = (result: object): string[] | null =>
  'recoveryCodes' in result && Array.isArray(result.recoveryCodes) ? (result.recoveryCodes as string[]) : null

export default function TwoFactor() {
  const { csrf, redirectTo, required, enrolment, recoveryCodes } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const result = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined)
  if (recoveryCodes) {
    return (
      <AuthCard icon={ShieldCheck} title={TWO_FACTOR_MESSAGES.enrolled} lead="Keep these recovery codes somewhere safe." wide>
        <RecoveryCodeList codes={recoveryCodes} />
        <Link to={redirectTo} className="btn btn-primary mt-6 w-full">
          Continue to the admin area
        </Link>
      </AuthCard>
    )
  }
  if (enrolment) {
    return (
      <AuthCard
        icon={ShieldCheck}
        title="Set up two-factor authentication"
        lead={required ? 'Required for every admin.' : 'Recommended.'}
        wide
      >
        <EnrolmentSteps qr={enrolment.qr} secret={enrolment.secret} />
        <CodeForm csrf={csrf} busy={busy} result={result('confirm')} label="Turn on two-factor authentication" intent="confirm">
          <input type="hidden" name="factorId" value={enrolment.factorId} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
        </CodeForm>
      </AuthCard>
    )
  }
  return (
    <AuthCard icon={ShieldCheck} title={TWO_FACTOR_MESSAGES.enrolled} lead="Your account asks for a code from your authenticator app.">
      <p className="mb-5 text-sm text-ink-muted">
        To set up a new authenticator{required ? '' : ', or to turn two-factor authentication off'}, first enter a current code.
        {required ? ' You will then set up the new one.' : ''}
      </p>
      <CodeForm csrf={csrf} busy={busy} result={result('remove')} label="Remove this authenticator" intent="remove" />
      <Link to="/admin" className="btn btn-quiet mt-4 w-full">
        Back to the admin area
      </Link>
    </AuthCard>
  )
}
