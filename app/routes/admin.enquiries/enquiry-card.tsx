import { useFetcher } from '@remix-run/react'
import CheckCircle2 from 'lucide-react/icons/check-circle-2'
import Mail from 'lucide-react/icons/mail'
import Phone from 'lucide-react/icons/phone'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import { useRef } from 'react'
import type { Enquiry } from '~/backend/types'
import { BUDGETS, PROJECT_TYPES, TIMELINES } from '~/enquiry/schema'
import { stripBidiControls } from '~/utils/bidi'
import { DeleteAction } from '~/components/admin/confirm-panel'
import { formatDateTime } from '~/components/admin/format'
import { Badge } from '~/components/admin/status-badge'
import { CsrfInput } from '~/components/form-controls'
import { useFocusHeadingOnRemoval } from '~/components/admin/focus-on-removal'

import { deleteEnquiryQuestion } from '~/admin/confirm-messages'

/** What the inbox shows: the reference the visitor was given, not the key it is made from. */
export type EnquiryItem = Omit<Enquiry, 'client_hash' | 'idempotency_key'> & { reference: string }

function label<T extends Record<string, string>>(labels: T, value: string) {
  return (labels as Record<string, string>)[value] ?? value
}

/** One enquiry with every field, a reply link, mark as handled (or new again) and delete. */
export function EnquiryCard({
  enquiry,
  csrf,
  returnTo,
  confirmHref,
}: {
  enquiry: EnquiryItem
  csrf: string
  returnTo: string
  confirmHref: string
}) {
  const fetcher = useFetcher()
  const card = useRef<HTMLElement>(null)
  useFocusHeadingOnRemoval(card)
  const busy = fetcher.state !== 'idle'
  const handled = fetcher.formData ? fetcher.formData.get('handled') === 'true' : !!enquiry.handled_at
  const subject = encodeURIComponent('Re: your project enquiry')
  const details: [string, React.ReactNode][] = [
    [
      'Email',
      <a key="e" href={`mailto:${enquiry.email}`} className="font-medium break-all text-accent-strong hover:underline">
        {enquiry.email}
      </a>,
    ],
    [
      'Phone',
      enquiry.phone ? (
        <a key="p" href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`} className="font-medium text-accent-strong hover:underline">
          {enquiry.phone}
        </a>
      ) : (
        '—'
      ),
    ],
    ['Company', <bdi key="c">{stripBidiControls(enquiry.company)}</bdi>],
    ['Project type', label(PROJECT_TYPES, enquiry.project_type)],
    ['Budget', label(BUDGETS, enquiry.budget)],
    ['Timeline', label(TIMELINES, enquiry.timeline)],
    ['Sent from', enquiry.source_page ?? '—'],
    [
      'Reference',
      <span key="r" className="font-mono">
        {enquiry.reference}
      </span>,
    ],
  ]
  return (
    <article
      ref={card}
      aria-labelledby={`enquiry-${enquiry.id}`}
      className={`rounded-xl border bg-surface p-4 wrap-anywhere sm:p-5 ${handled ? 'border-line' : 'border-accent/40 shadow-card'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`enquiry-${enquiry.id}`} className="font-semibold text-ink">
            {/* <bdi> and no bidi controls: a visitor's text cannot reorder what staff read. */}
            <bdi>{stripBidiControls(enquiry.name)}</bdi>{' '}
            <span className="font-normal text-ink-muted">
              · <bdi>{stripBidiControls(enquiry.company)}</bdi>
            </span>
          </h2>
          <p className="text-xs text-ink-muted">
            Received <time dateTime={enquiry.created_at}>{formatDateTime(enquiry.created_at)}</time>
            {enquiry.handled_at ? (
              <>
                {' '}
                · handled <time dateTime={enquiry.handled_at}>{formatDateTime(enquiry.handled_at)}</time>
              </>
            ) : null}
          </p>
        </div>
        {handled ? <Badge tone="success">Handled</Badge> : <Badge tone="accent">New</Badge>}
      </header>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {details.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="w-24 shrink-0 text-ink-muted">{term}</dt>
            <dd className="min-w-0 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 rounded-lg bg-surface-muted px-3 py-2.5 text-[0.95rem] whitespace-pre-wrap text-ink">{enquiry.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
        <a
          href={`mailto:${enquiry.email}?subject=${subject}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
        >
          <Mail aria-hidden className="size-4" /> Reply by email
        </a>
        {enquiry.phone ? (
          <a
            href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
          >
            <Phone aria-hidden className="size-4" /> Call
          </a>
        ) : null}
        {/* The answer is a redirect back to this list: the page stays where it is, with the button in view. */}
        <fetcher.Form method="post" preventScrollReset className="flex">
          <CsrfInput token={csrf} />
          <input type="hidden" name="intent" value="handled" />
          <input type="hidden" name="id" value={enquiry.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <input type="hidden" name="handled" value={handled ? 'false' : 'true'} />
          {/* Not `disabled` while busy: a disabled button loses focus to the page's body. */}
          <button
            type="submit"
            className="inline-flex items-center gap-1 text-sm font-semibold text-ink hover:underline aria-disabled:opacity-60"
            aria-disabled={busy || undefined}
            onClick={(event) => busy && event.preventDefault()}
          >
            {handled ? <RotateCcw aria-hidden className="size-4" /> : <CheckCircle2 aria-hidden className="size-4 text-success" />}
            {handled ? 'Mark as new' : 'Mark as handled'}
          </button>
        </fetcher.Form>
        <DeleteAction
          confirmHref={confirmHref}
          message={deleteEnquiryQuestion(enquiry.name)}
          accessibleLabel={`Delete the enquiry from ${enquiry.name}`}
          fields={{ intent: 'delete', id: String(enquiry.id), csrf, returnTo }}
        />
      </div>
    </article>
  )
}
