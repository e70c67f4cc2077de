import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useActionData, useFetcher, useFormAction } from '@remix-run/react'
import { LoaderCircle, Send } from 'lucide-react'
import { useEffect } from 'react'
import { toast } from 'react-hot-toast'
import {
  budgetOptions,
  ENQUIRY_FORM_NAME,
  EnquirySchema,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  MESSAGE_MAX,
  MESSAGE_MIN,
  projectTypeOptions,
  timelineOptions,
} from '~/enquiry/schema'
import { isEnquiryReply, toastFor, type EnquiryReply } from '~/enquiry/reply'
import { FormNotice } from './form-notice'
import { FormField, withoutKey } from './form-field'
import { CsrfInput } from '~/components/csrf-input'

export type EnquiryFormProps = {
  /** From `loadEnquiryForm` in the page's loader. */
  csrf: string
  idempotencyKey: string
  /** Distinguishes two forms' element ids; one per page is the rule. */
  id?: string
  className?: string
}

// Replies already announced: a remount or React's development double effects must not toast twice.
const announced = new WeakSet<EnquiryReply>()

/**
 * The project enquiry form (spec §5). Posts to the action of the route it is rendered in (a
 * `<Form method="post">` that works without JavaScript); with JavaScript a fetcher keeps the page
 * in place, the schema validates as the visitor types, and toasts report the answer.
 */
export function EnquiryForm({ csrf, idempotencyKey, id = 'enquiry', className = '' }: EnquiryFormProps) {
  const fetcher = useFetcher<EnquiryReply>({ key: id })
  const actionData = useActionData<unknown>()
  const reply = [fetcher.data, actionData].find(isEnquiryReply)
  const busy = fetcher.state !== 'idle'
  // Without JavaScript the answer is a new page: the fragment brings the visitor back to the form.
  const action = `${useFormAction()}#${id}`

  const [form, fields] = useForm({
    id,
    lastResult: busy ? undefined : reply?.result,
    constraint: getZodConstraint(EnquirySchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EnquirySchema }),
  })

  useEffect(() => {
    if (busy || !reply || announced.has(reply)) return
    announced.add(reply)
    const { type, message } = toastFor(reply)
    if (type === 'success') toast.success(message)
    else toast.error(message)
  }, [busy, reply])

  const text = (name: 'name' | 'email' | 'phone' | 'company', type: 'text' | 'email' | 'tel', autoComplete: string) => {
    const [key, props] = withoutKey(getInputProps(fields[name], { type }))
    return <input key={key} {...props} autoComplete={autoComplete} className="field-input scroll-mt-24" />
  }
  const select = (name: 'projectType' | 'budget' | 'timeline', placeholder: string, options: [string, string][]) => {
    const [key, props] = withoutKey(getSelectProps(fields[name]))
    return (
      <select key={key} {...props} className="field-input scroll-mt-24">
        <option value="">{placeholder}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    )
  }
  const messageHintId = `${fields.message.id}-hint`
  const [messageKey, messageProps] = withoutKey(getTextareaProps(fields.message, { ariaDescribedBy: messageHintId }))
  const messageLength = fields.message.value?.length ?? 0

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      aria-label="Project enquiry"
      className={`@container relative scroll-mt-24 ${className}`}
    >
      <input type="hidden" name="form-name" value={ENQUIRY_FORM_NAME} />
      <CsrfInput token={csrf} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      {/* Honeypot (spec §5): off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {reply?.status === 'success' ? (
        // Without JavaScript there is no toast: the page itself says so.
        <noscript>
          <FormNotice tone="success" title={reply.message} className="mb-6" />
        </noscript>
      ) : null}

      {/* Two columns once the form itself is wide enough (container query), wherever it is placed. */}
      <div className="grid gap-5 @lg:grid-cols-2">
        <FormField field={fields.name} label="Name">
          {text('name', 'text', 'name')}
        </FormField>
        <FormField field={fields.email} label="Email">
          {text('email', 'email', 'email')}
        </FormField>
        <FormField field={fields.phone} label="Phone" optional>
          {text('phone', 'tel', 'tel')}
        </FormField>
        <FormField field={fields.company} label="Company">
          {text('company', 'text', 'organization')}
        </FormField>
        <FormField className="@lg:col-span-2" field={fields.projectType} label="Project type">
          {select('projectType', 'Select a project type', projectTypeOptions)}
        </FormField>
        <FormField field={fields.budget} label="Budget">
          {select('budget', 'Select a budget range', budgetOptions)}
        </FormField>
        <FormField field={fields.timeline} label="Timeline">
          {select('timeline', 'Select a timeline', timelineOptions)}
        </FormField>
      </div>
      <FormField
        className="mt-5"
        field={fields.message}
        label="Project details"
        hintId={messageHintId}
        hint={
          <span className="flex justify-between gap-4">
            <span>At least {MESSAGE_MIN} characters: your goals, scope and any deadlines.</span>
            <span className="shrink-0 tabular-nums">
              {messageLength}/{MESSAGE_MAX}
            </span>
          </span>
        }
      >
        <textarea key={messageKey} {...messageProps} rows={6} className="field-input resize-y scroll-mt-24" />
      </FormField>

      {reply?.status === 'error' && !busy ? <ErrorNotice reply={reply} /> : null}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">All fields but the phone number are required.</p>
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className="size-4" />}
          {busy ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </fetcher.Form>
  )
}

function ErrorNotice({ reply }: { reply: EnquiryReply & { status: 'error' } }) {
  const title = toastFor(reply).message
  return <FormNotice tone="error" title={title} text={reply.message === title ? undefined : reply.message} className="mt-6" />
}
