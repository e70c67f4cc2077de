import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Field } from '~/components/admin/field'
import { FormErrors } from '~/components/admin/form-errors'
import { CsrfInput, SubmitButton } from '~/components/form-controls'

// The second factor's fields: a six-digit code (sign-in, enrolment, turning it off) and a recovery code.

/** A form posting `code` (and `intent`), with the route's reply shown. */
export function CodeForm({
  csrf,
  busy,
  result,
  label,
  intent,
  children,
}: {
  csrf: string
  busy: boolean
  result?: SubmissionResult<string[]>
  label: string
  intent?: string
  children?: React.ReactNode
}) {
  const [form, fields] = useForm({ id: `code-${intent ?? 'verify'}`, lastResult: busy ? undefined : result })
  const { key, ...codeProps } = getInputProps(fields.code, { type: 'text' })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <CsrfInput token={csrf} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label="Code" field={fields.code}>
        <input
          key={key}
          {...codeProps}
          required
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          autoComplete="one-time-code"
          className="field-input tracking-widest"
        />
      </Field>
      <SubmitButton busy={busy} className="btn btn-primary w-full">
        {label}
      </SubmitButton>
    </Form>
  )
}

/** The recovery code's field and button, inside the caller's form. */
export function RecoveryFields({ result, busy }: { result?: SubmissionResult<string[]>; busy: boolean }) {
  const [form, fields] = useForm({ id: 'recovery', lastResult: busy ? undefined : result })
  const { key, ...props } = getInputProps(fields.recovery, { type: 'text' })
  return (
    <>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label="Recovery code" field={fields.recovery}>
        <input key={key} {...props} required autoComplete="off" spellCheck={false} className="field-input" />
      </Field>
      <SubmitButton busy={busy} className="btn btn-secondary w-full">
        Use recovery code
      </SubmitButton>
    </>
  )
}
