import { useActionData, useFetcher, useFormAction, useLocation } from '@remix-run/react'
import Send from 'lucide-react/icons/send'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { toast } from '~/components/toasts'
import {
  budgetOptions,
  ENQUIRY_FORM_NAME,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  MESSAGE_MAX,
  MESSAGE_MIN,
  projectTypeOptions,
  timelineOptions,
} from '~/enquiry/fields'
import { isEnquiryReply, toastFor, type EnquiryReply } from '~/enquiry/reply'
import { useEnquiryValidation } from '~/enquiry/use-enquiry-validation'
import type { FieldErrors } from '~/enquiry/validate'
import { FormNotice } from './form-notice'
import { FormField } from './form-field'
import { CsrfInput, SubmitButton } from '~/components/form-controls'
import { useFormSecrets } from './use-form-secrets'
import type * as ConfirmationModule from './enquiry-confirmation'

// Shown only after a successful send: its code is not part of the page (the JavaScript budget,
// docs/decisions/100) but fetched on the first focus on the form, like the schema. Without
// JavaScript the server renders it in the response page.
let loaded: typeof ConfirmationModule | undefined
const loadConfirmation = () => import('./enquiry-confirmation').then((module) => (loaded = module))
// React's lazy suspends on its first render unless its thenable answers at once (React checks
// for that), so a chunk already fetched is handed over synchronously: the form is swapped for
// the confirmation in one commit, and focus goes from Send to its heading with no moment on the body.
const EnquiryConfirmation = lazy(() => {
  const module = loaded
  return module ? ({ then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>) : loadConfirmation()
})

export type EnquiryFormProps = {
  /** Distinguishes two forms' element ids; one per page is the rule. */
  id?: string
  className?: string
}

// Replies already announced: a remount or React's development double effects must not toast twice.
const announced = new WeakSet<EnquiryReply>()

/**
 * The project enquiry form (as specified). Posts to the action of the route it is rendered in (a
 * `<Form method="post">` that works without JavaScript); with JavaScript a fetcher keeps the page
 * in place, the schema (loaded when the visitor first focuses the form) validates as the visitor
 * goes, and toasts report the answer. The server validates with the same schema and messages.
 */
export function EnquiryForm({ id = 'enquiry', className = '' }: EnquiryFormProps) {
  const fetcher = useFetcher<EnquiryReply>({ key: id })
  const actionData = useActionData<unknown>()
  const reply = [fetcher.data, actionData].find(isEnquiryReply)
  const busy = fetcher.state !== 'idle'
  // Without JavaScript the answer is a new page: the fragment brings the visitor back to the form.
  const action = `${useFormAction()}#${id}`
  const formRef = useRef<HTMLFormElement>(null)
  // A stored enquiry replaces the form with a confirmation until the visitor asks for the form again.
  const [dismissed, setDismissed] = useState<EnquiryReply | null>(null)
  const confirmed = !busy && reply?.status === 'success' && reply !== dismissed ? reply : null
  const { pathname } = useLocation()
  const secrets = useFormSecrets(busy ? undefined : reply)

  const result = busy ? undefined : reply?.result
  const serverErrors = useMemo(() => errorsOf(result?.error), [result])
  const validation = useEnquiryValidation(serverErrors)
  // What the visitor sent, when the answer is a new page (no JavaScript) or an error.
  const initial = result?.initialValue ?? {}
  const initialMessage = typeof initial.message === 'string' ? initial.message : ''
  const [messageLength, setMessageLength] = useState(initialMessage.length)

  useEffect(() => {
    if (busy || !reply || announced.has(reply)) return
    announced.add(reply)
    const { type, message } = toastFor(reply)
    if (type === 'success') {
      // Focus moves to the confirmation's heading, which says the same words.
      toast.success(message, { announce: false })
      // Sent: an empty form for the next enquiry.
      for (const control of formRef.current?.querySelectorAll<HTMLInputElement>('[data-field]') ?? []) control.value = ''
      setMessageLength(0)
      validation.reset()
    } else toast.error(message)
  }, [busy, reply, validation])

  const control = (name: string, required = true, describedBy?: string) => {
    const errorId = `${id}-${name}-error`
    const invalid = Boolean(validation.errors[name]?.length)
    const value = initial[name]
    return {
      id: `${id}-${name}`,
      name,
      required,
      'data-field': '',
      defaultValue: typeof value === 'string' ? value : undefined,
      'aria-invalid': invalid || undefined,
      'aria-describedby': [invalid ? errorId : '', describedBy ?? ''].join(' ').trim() || undefined,
    }
  }
  const field = (name: string) => ({ id: `${id}-${name}`, errorId: `${id}-${name}-error`, errors: validation.errors[name] })
  const text = (name: 'name' | 'email' | 'phone' | 'company', type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <input {...control(name, name !== 'phone')} type={type} autoComplete={autoComplete} className="field-input" />
  )
  const select = (name: 'projectType' | 'budget' | 'timeline', placeholder: string, options: [string, string][]) => (
    <select {...control(name)} className="field-input">
      <option value="">{placeholder}</option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  )
  const messageHintId = `${id}-message-hint`

  // From the first click until the fetcher is idle again: a second click meanwhile (a double
  // click, while the form is being checked or before the busy button has rendered) would start a
  // second submission that cancels the first.
  const sending = useRef(false)
  useEffect(() => {
    if (!busy) sending.current = false
  }, [busy])

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    // Checked first in the browser; the fetcher sends only a valid form (the server checks again).
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    const form = event.currentTarget
    let sent = false
    try {
      if (await validation.validateAll(form)) return
      secrets.fill(form)
      fetcher.submit(form, { method: 'post', action })
      sent = true
    } finally {
      if (!sent) sending.current = false // invalid, or the check itself failed: the next click tries again
    }
  }

  return (
    <fetcher.Form
      method="post"
      action={action}
      ref={formRef}
      id={id}
      onSubmit={submit}
      onFocus={() => {
        validation.onFocus()
        loadConfirmation().catch(() => undefined) // a failure here is met again, and shown, by the lazy component
      }}
      onBlur={validation.onBlur}
      onInput={validation.onInput}
      noValidate
      aria-label="Project enquiry"
      className={`@container relative ${className}`}
    >
      <input type="hidden" name="form-name" value={ENQUIRY_FORM_NAME} />
      <CsrfInput token={secrets.rendered.csrf} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={secrets.rendered.idempotencyKey} />
      {/* Honeypot (as specified): off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {confirmed ? (
        <Suspense fallback={null}>
          <EnquiryConfirmation
            message={confirmed.message}
            reference={confirmed.reference}
            // A new address (not just the fragment), so that without JavaScript the browser loads a fresh form.
            againHref={`${pathname}?enquiry=new#${id}`}
            onAgain={() => {
              // The link goes with the confirmation: focus goes on to the new form's first field,
              // not to the page's body, so a screen reader keeps its place.
              flushSync(() => setDismissed(confirmed))
              document.getElementById(field('name').id)?.focus()
            }}
            focusOnMount={confirmed === fetcher.data}
          />
        </Suspense>
      ) : (
        renderFields()
      )}
    </fetcher.Form>
  )

  // A render helper, not a component: a component defined here would remount the inputs on every keystroke.
  function renderFields() {
    return (
      <>
        {/* Two columns once the form itself is wide enough (container query), wherever it is placed. */}
        <div className="grid gap-5 @lg:grid-cols-2">
          <FormField {...field('name')} label="Name">
            {text('name', 'text', 'name')}
          </FormField>
          <FormField {...field('email')} label="Email">
            {text('email', 'email', 'email')}
          </FormField>
          <FormField {...field('phone')} label="Phone" optional>
            {text('phone', 'tel', 'tel')}
          </FormField>
          <FormField {...field('company')} label="Company">
            {text('company', 'text', 'organization')}
          </FormField>
          <FormField className="@lg:col-span-2" {...field('projectType')} label="Project type">
            {select('projectType', 'Select a project type', projectTypeOptions)}
          </FormField>
          <FormField {...field('budget')} label="Budget">
            {select('budget', 'Select a budget range', budgetOptions)}
          </FormField>
          <FormField {...field('timeline')} label="Timeline">
            {select('timeline', 'Select a timeline', timelineOptions)}
          </FormField>
        </div>
        <FormField
          className="mt-5"
          {...field('message')}
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
          <textarea
            {...control('message', true, messageHintId)}
            onInput={(event) => setMessageLength(event.currentTarget.value.length)}
            rows={6}
            className="field-input resize-y"
          />
        </FormField>

        {reply?.status === 'error' && !busy ? <ErrorNotice reply={reply} /> : null}

        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">All fields but the phone number are required.</p>
          <SubmitButton busy={busy} className="btn btn-primary w-full sm:w-auto">
            {busy ? (
              'Sending...'
            ) : (
              <>
                <Send aria-hidden className="size-4" />
                Send Message
              </>
            )}
          </SubmitButton>
        </div>
      </>
    )
  }
}

function ErrorNotice({ reply }: { reply: EnquiryReply & { status: 'error' } }) {
  const title = toastFor(reply).message
  return <FormNotice tone="error" title={title} text={reply.message === title ? undefined : reply.message} className="mt-6" />
}

/** The server's errors per field (conform's reply), without its empty entries. */
function errorsOf(error: Record<string, string[] | null> | undefined): FieldErrors | undefined {
  if (!error) return undefined
  return Object.fromEntries(Object.entries(error).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length)))
}
