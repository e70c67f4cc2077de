import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import KeyRound from 'lucide-react/icons/key-round'
import { issueCsrfToken, isValidCsrf } from '~/auth/csrf.server'
import { LOGIN_MESSAGES } from '~/auth/login-schema'
import { cameByResetLink, clearPasswordReset } from '~/auth/password-reset-cookie.server'
import { NEW_PASSWORD_PATH, NewPasswordSchema, RESET_MESSAGES } from '~/auth/password-reset-schema'
import type { RequestBackend } from '~/backend/types'
import { AuthCard } from '~/components/admin/auth-card'
import { Field } from '~/components/admin/field'
import { FormErrors } from '~/components/admin/form-errors'
import { CsrfInput, SubmitButton } from '~/components/form-controls'
import { pageMeta } from '~/seo/meta'
import { privatePageHeaders } from '~/utils/cache-headers'
import { redirectWithToast } from '~/utils/toast.server'
import { withBackend } from '~/utils/with-backend.server'

// The new password, for a session opened by a reset link (its cookie) only. An account with a
// second factor gives a code first: a mailbox alone does not open an admin account.
export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Choose a new password', description: 'Set a new password.', path: NEW_PASSWORD_PATH, noindex: true })

const TWO_FACTOR_FIRST = `/login/two-factor?${new URLSearchParams({ redirectTo: NEW_PASSWORD_PATH })}`

/** The reset link's user, with its code given when it has a factor; otherwise where to go. */
async function resettingUser(request: Request, backend: RequestBackend) {
  const user = await backend.getUser()
  if (!user || !(await cameByResetLink(request, user.id))) throw redirect('/login/forgot')
  const { level, factorId } = await backend.mfa.status()
  if (factorId && level !== 'aal2') throw redirect(TWO_FACTOR_FIRST)
  return user
}

export const loader = ({ request }: LoaderFunctionArgs) =>
  withBackend(request, async (backend) => {
    const user = await resettingUser(request, backend)
    const { token, headers } = await issueCsrfToken(request)
    return data({ csrf: token, email: user.email }, { headers: headers ?? undefined })
  })

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  if (!(await isValidCsrf(formData, request))) {
    return data(
      { result: parseWithZod(formData, { schema: NewPasswordSchema }).reply({ formErrors: [LOGIN_MESSAGES.invalidToken] }) },
      { status: 403 },
    )
  }
  const submission = parseWithZod(formData, { schema: NewPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password', 'confirm'] }) }, { status: 400 })
  return withBackend(request, async (backend) => {
    await resettingUser(request, backend)
    const result = await backend.passwordReset.setPassword(submission.value.password)
    if (result.ok) {
      const init = { headers: { 'Set-Cookie': await clearPasswordReset() } }
      return redirectWithToast('/login', { type: 'success', message: RESET_MESSAGES.changed }, init)
    }
    if (result.code === 'second_factor_needed') throw redirect(TWO_FACTOR_FIRST)
    if (result.code === 'not_authenticated') throw redirect('/login/forgot')
    const status = result.code === 'same_password' || result.code === 'weak_password' ? 400 : 503
    return data({ result: submission.reply({ formErrors: [result.message], hideFields: ['password', 'confirm'] }) }, { status })
  })
}

export default function NewPassword() {
  const { csrf, email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    lastResult: busy ? undefined : actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewPasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const { key: passwordKey, ...passwordProps } = getInputProps(fields.password, { type: 'password' })
  const { key: confirmKey, ...confirmProps } = getInputProps(fields.confirm, { type: 'password' })
  return (
    <AuthCard icon={KeyRound} title="Choose a new password" lead={`For ${email}. Every session of the account then signs out.`}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <CsrfInput token={csrf} />
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="New password" field={fields.password} hint={RESET_MESSAGES.passwordHint}>
          <input key={passwordKey} {...passwordProps} required autoComplete="new-password" className="field-input" />
        </Field>
        <Field label="New password again" field={fields.confirm}>
          <input key={confirmKey} {...confirmProps} required autoComplete="new-password" className="field-input" />
        </Field>
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          Set the new password
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}
