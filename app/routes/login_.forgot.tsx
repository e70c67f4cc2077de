import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import KeyRound from 'lucide-react/icons/key-round'
import MailCheck from 'lucide-react/icons/mail-check'
import { kickAccountMail } from '~/auth/account-mail-outbox.server'
import { accountMailConfig, resetLinkBase } from '~/auth/account-mail.server'
import { issueCsrfToken, isValidCsrf } from '~/auth/csrf.server'
import { LOGIN_MESSAGES } from '~/auth/login-schema'
import { ForgotSchema, RESET_MESSAGES } from '~/auth/password-reset-schema'
import { getBackend } from '~/backend/index.server'
import { AuthCard } from '~/components/admin/auth-card'
import { Field } from '~/components/admin/field'
import { FormErrors } from '~/components/admin/form-errors'
import { CsrfInput, SubmitButton } from '~/components/form-controls'
import { pageMeta } from '~/seo/meta'
import { privatePageHeaders } from '~/utils/cache-headers'
import { clientAddress, hashClientAddress } from '~/utils/client-address.server'
import { withBackend } from '~/utils/with-backend.server'

// "Forgot your password?": a reset link by e-mail (docs/decisions/299). The answer is the same
// whether or not the address is an admin's; Supabase Auth sends its own e-mail, the embedded
// backend needs SMTP_URL, and without it the page says how to reset another way.
export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Reset your password',
    description: 'Get a link to set a new password.',
    path: '/login/forgot',
    noindex: true,
  })

const canSendMail = () => getBackend().kind === 'supabase' || accountMailConfig() !== null

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, headers } = await issueCsrfToken(request)
  return data({ csrf: token, mail: canSendMail() }, { headers: headers ?? undefined })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  if (!(await isValidCsrf(formData, request))) {
    return data(
      { sent: false, result: parseWithZod(formData, { schema: ForgotSchema }).reply({ formErrors: [LOGIN_MESSAGES.invalidToken] }) },
      { status: 403 },
    )
  }
  const submission = parseWithZod(formData, { schema: ForgotSchema })
  if (submission.status !== 'success') return data({ sent: false, result: submission.reply() }, { status: 400 })
  if (!canSendMail())
    return data(
      { sent: false, result: submission.reply({ formErrors: [`${RESET_MESSAGES.noMail} ${RESET_MESSAGES.noMailCommand}`] }) },
      { status: 503 },
    )
  const clientHash = hashClientAddress(clientAddress(request, context.clientAddress))
  return withBackend(request, async (backend) => {
    const result = await backend.passwordReset.request(submission.value.email, clientHash, resetLinkBase())
    if (!result.ok) {
      const status = result.code === 'rate_limited' ? 429 : 503
      return data({ sent: false, result: submission.reply({ formErrors: [result.message] }) }, { status })
    }
    void kickAccountMail(getBackend())
    return data({ sent: true, result: submission.reply({ resetForm: true }) })
  })
}

export default function ForgotPassword() {
  const { csrf, mail } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    lastResult: busy ? undefined : actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotSchema }),
    shouldValidate: 'onBlur',
  })
  const { key, ...emailProps } = getInputProps(fields.email, { type: 'email' })
  return (
    <AuthCard icon={KeyRound} title="Reset your password" lead="We send a link to set a new one to your admin address.">
      {!mail ? (
        <div role="status" className="space-y-2 rounded-lg bg-warning-soft px-3 py-2.5 text-sm text-ink">
          <p>{RESET_MESSAGES.noMail}</p>
          <code className="block break-words font-mono text-xs">{RESET_MESSAGES.noMailCommand}</code>
        </div>
      ) : actionData?.sent ? (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-success-soft px-3 py-2.5 text-sm text-ink">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{RESET_MESSAGES.sent}</span>
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <CsrfInput token={csrf} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field label="Email" field={fields.email}>
            <input key={key} {...emailProps} required autoComplete="username" className="field-input" />
          </Field>
          <SubmitButton busy={busy} className="btn btn-primary w-full">
            Send the link
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-medium text-accent-strong underline-offset-4 hover:underline">
          Back to sign-in
        </Link>
      </p>
    </AuthCard>
  )
}
