import { Form, Link, useFetcher } from '@remix-run/react'
import Trash2 from 'lucide-react/icons/trash-2'
import { useEffect, useRef } from 'react'
import { CsrfInput } from '~/components/form-controls'
import { useButtonLink } from '~/components/admin/button-link'
import { useFocusHeadingOnRemoval } from '~/components/admin/focus-on-removal'

type Fields = Record<string, string>

/** An action's answer that asks a second question (a media file still in use) before `force=yes`. */
type AskAgain = { confirmAgain?: { question: string } }

/**
 * A delete control that works both ways. With JavaScript: the browser's confirm() with the
 * message naming the item, then a POST through a fetcher (the list revalidates after it); if the
 * action answers with `confirmAgain`, that question is asked too and the POST repeated with
 * `force=yes`, so it is said as a button. Without JavaScript it is a link to the same page with
 * ?confirm=delete&id=..., which renders <ConfirmPanel>.
 */
export function DeleteAction({
  confirmHref,
  message,
  fields,
  label = 'Delete',
  accessibleLabel,
  className = 'inline-flex items-center gap-1 text-sm font-semibold text-danger hover:underline',
  icon = true,
}: {
  confirmHref: string
  message: string
  fields: Fields
  label?: string
  accessibleLabel?: string
  className?: string
  icon?: boolean
}) {
  const fetcher = useFetcher<AskAgain>()
  const busy = fetcher.state !== 'idle'
  const asked = useRef<unknown>(null)
  const link = useRef<HTMLAnchorElement>(null)
  const button = useButtonLink()
  useFocusHeadingOnRemoval(link)
  useEffect(() => {
    const again = fetcher.state === 'idle' ? fetcher.data?.confirmAgain : undefined
    if (!again || asked.current === fetcher.data) return
    asked.current = fetcher.data
    if (window.confirm(again.question)) fetcher.submit({ ...fields, force: 'yes' }, { method: 'post' })
  }, [fetcher, fields])
  return (
    <Link
      ref={link}
      {...button}
      to={confirmHref}
      preventScrollReset
      aria-label={accessibleLabel}
      aria-disabled={busy || undefined}
      className={`${className} ${busy ? 'pointer-events-none opacity-60' : ''}`}
      onClick={(event) => {
        event.preventDefault()
        if (busy || !window.confirm(message)) return
        fetcher.submit(fields, { method: 'post' })
      }}
    >
      {icon ? <Trash2 aria-hidden className="size-4" /> : null}
      {busy ? 'Deleting...' : label}
    </Link>
  )
}

/** The confirmation page for deletes without JavaScript: the question and a POST form. */
export function ConfirmPanel({
  message,
  detail,
  fields,
  csrf,
  cancelHref,
  action,
  confirmLabel = 'Delete',
}: {
  message: string
  detail?: React.ReactNode
  fields: Fields
  csrf: string
  cancelHref: string
  action?: string
  confirmLabel?: string
}) {
  return (
    <section role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-detail" className="card border-danger/40 p-5">
      <h2 id="confirm-title" className="text-lg font-semibold text-ink">
        {message}
      </h2>
      <div id="confirm-detail" className="mt-1 text-sm text-ink-muted">
        {detail ?? 'This cannot be undone.'}
      </div>
      <Form method="post" action={action} className="mt-4 flex flex-wrap gap-2">
        <CsrfInput token={csrf} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn btn-danger px-4 py-2 text-sm" autoFocus>
          <Trash2 aria-hidden className="size-4" /> {confirmLabel}
        </button>
        <Link to={cancelHref} className="btn border border-line px-4 py-2 text-sm text-ink hover:bg-surface-muted">
          Cancel
        </Link>
      </Form>
    </section>
  )
}
