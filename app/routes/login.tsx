import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import CircleAlert from 'lucide-react/icons/circle-alert'
import Clock from 'lucide-react/icons/clock'
import LockKeyhole from 'lucide-react/icons/lock-keyhole'
import { Field } from '~/components/admin/field'
import { LOGIN_MESSAGES, LoginSchema } from '~/auth/login-schema'
import { withBackend } from '~/utils/with-backend.server'
import { safeRedirect, secondFactorStep } from '~/auth/guard.server'
import { clientAddress, hashClientAddress } from '~/utils/client-address.server'
import { privatePageHeaders } from '~/utils/cache-headers'
import { kickAccountMail } from '~/auth/account-mail-outbox.server'
import { issueCsrfToken, isValidCsrf } from '~/auth/csrf.server'
import { FORGOT_PATH } from '~/auth/password-reset-schema'
import { getBackend } from '~/backend/index.server'
import { pageMeta } from '~/seo/meta'
import { redirectWithToast } from '~/utils/toast.server'
import { pickFields } from '~/utils/pick-fields'
import { metrics } from '~/observability/metrics.server'
import { CsrfInput, SubmitButton } from '~/components/form-controls'

export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Admin sign-in', description: 'Sign in to the admin area.', path: '/login', noindex: true })

export const loader = ({ request }: LoaderFunctionArgs) =>
  withBackend(request, async (backend) => {
    const query = new URL(request.url).searchParams
    const redirectTo = query.get('redirectTo')
    // Already signed in as an admin: straight on. (Without a session cookie this asks nobody.)
    if (await backend.isAdmin().catch(() => false)) throw redirect(safeRedirect(redirectTo))
    void kickAccountMail(getBackend()) // starts the outbox's retry timer once, like the enquiry form's
    const { token, headers } = await issueCsrfToken(request)
    // `unsaved`: the guard refused a change sent after the session had ended.
    const unsaved = query.has('unsaved')
    return data({ csrf: token, redirectTo: redirectTo ? safeRedirect(redirectTo) : null, unsaved }, { headers: headers ?? undefined })
  })

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  // The token before any schema; a refused form keeps its address and e-mail, never the password.
  const signIns = metrics().signIns
  if (!(await isValidCsrf(formData, request))) {
    signIns.inc({ outcome: 'csrf' })
    const echo = parseWithZod(pickFields(formData, ['email', 'redirectTo']), { schema: LoginSchema })
    return data({ result: echo.reply({ formErrors: [LOGIN_MESSAGES.invalidToken] }) }, { status: 403 })
  }
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })

  const { email, password, redirectTo } = submission.value
  // The same client address as every other limit (TRUST_PROXY honoured), kept only as a keyed hash.
  const clientHash = hashClientAddress(clientAddress(request, context.clientAddress))
  return withBackend(request, async (backend) => {
    // Every failure also signs out, so no half-signed-in state survives it.
    const fail = async (message: string, status: number, outcome: string) => {
      signIns.inc({ outcome })
      await backend.signOut().catch(() => {})
      return data({ result: submission.reply({ formErrors: [message], hideFields: ['password'] }) }, { status })
    }
    const result = await backend.signInWithPassword(email, password, clientHash)
    if (!result.ok) {
      void kickAccountMail(getBackend()) // the failure may have locked the account: its owner is told
      const status = result.code === 'rate_limited' ? 429 : result.code === 'unavailable' ? 503 : 401
      const outcome = result.code === 'rate_limited' ? 'throttled' : result.code === 'unavailable' ? 'unavailable' : 'failed'
      return fail(result.message || LOGIN_MESSAGES.failed, status, outcome)
    }
    let admin: boolean
    try {
      admin = await backend.isAdmin()
    } catch (error) {
      console.error('Admin check failed:', error)
      return fail(LOGIN_MESSAGES.adminCheckFailed, 503, 'unavailable')
    }
    if (!admin) return fail(LOGIN_MESSAGES.notAdmin, 403, 'not_admin')
    const to = safeRedirect(redirectTo)
    // The password was right; the code (or enrolment) comes next, before any admin page.
    const step = secondFactorStep(await backend.mfa.status(), to)
    if (step) return redirect(step)
    signIns.inc({ outcome: 'success' })
    // A resource route (the preview link, /api/preview-mode/enable) is a document to load, not a
    // page for the client router to fetch data for.
    const reload = to.startsWith('/api/') ? { headers: { 'X-Remix-Reload-Document': 'true' } } : undefined
    return redirectWithToast(to, { type: 'success', message: LOGIN_MESSAGES.success }, reload)
  })
}

export default function Login() {
  const { csrf, redirectTo, unsaved } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  // Busy from the submit until the next page has loaded (or the action answered).
  const busy =
    navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST' && navigation.formAction?.startsWith('/login') === true
  const [form, fields] = useForm({
    lastResult: busy ? undefined : actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: 'email' })
  const { key: passwordKey, ...passwordProps } = getInputProps(fields.password, { type: 'password' })

  return (
    <section className="bg-surface-muted py-16 sm:py-24">
      <div className="container-page flex justify-center">
        <div className="card w-full max-w-md p-6 sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
              <LockKeyhole aria-hidden className="size-5" />
            </span>
            <div>
              <h1 className="text-2xl font-bold tracking-tight">Admin sign-in</h1>
              <p className="text-sm text-ink-muted">Staff only. Sign in to manage the site.</p>
            </div>
          </div>

          {unsaved ? (
            <p role="status" className="mb-5 flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2.5 text-sm text-ink">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{LOGIN_MESSAGES.unsaved}</span>
            </p>
          ) : null}
          <Form method="post" action="/login" {...getFormProps(form)} className="space-y-5">
            <CsrfInput token={csrf} />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            {form.errors?.length ? (
              <div
                id={form.errorId}
                role="alert"
                className="flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger"
              >
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>{form.errors.join(' ')}</span>
              </div>
            ) : null}
            <Field label="Email" field={fields.email}>
              <input key={emailKey} {...emailProps} required autoComplete="username" className="field-input" />
            </Field>
            <Field label="Password" field={fields.password}>
              <input key={passwordKey} {...passwordProps} required autoComplete="current-password" className="field-input" />
            </Field>
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {busy ? 'Signing in…' : 'Sign in'}
            </SubmitButton>
          </Form>
          <p className="mt-6 text-sm">
            <Link to={FORGOT_PATH} className="font-medium text-accent-strong underline-offset-4 hover:underline">
              Forgot your password?
            </Link>
          </p>
        </div>
      </div>
    </section>
  )
}
