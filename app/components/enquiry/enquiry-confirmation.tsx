import { useRouteLoaderData } from '@remix-run/react'
import CircleCheck from 'lucide-react/icons/circle-check'
import { useLayoutEffect, useRef } from 'react'
import { ENQUIRY_NEXT_STEPS, ENQUIRY_REPLY_TIME } from '~/enquiry/reference'
import type { RootData } from '~/site/site'

type Props = {
  /** The spec's success words ("Thank you for your interest! We'll be in touch soon."). */
  message: string
  reference: string
  /** Where "Send another enquiry" leads without JavaScript: this page again, at the form. */
  againHref: string
  /** With JavaScript: show the (reset) form again in place. */
  onAgain?: () => void
  /** Move focus here when it appears after a submission in place (not on a page load). */
  focusOnMount?: boolean
}

/**
 * What replaces the enquiry form once it is stored: the spec's thanks, what happens next, when
 * to expect a reply and a reference to quote. The same markup with and without JavaScript.
 */
export default function EnquiryConfirmation({ message, reference, againHref, onAgain, focusOnMount = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const email = useRouteLoaderData<RootData>('root')?.settings.supportEmail
  // In the commit that removes the focused Send button, so focus never rests on the body between.
  useLayoutEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [focusOnMount])
  // No live region: focus on the heading says the thanks once (the toast stays silent), and a page
  // loaded with it (no JavaScript) would not announce one anyway.
  return (
    <div className="rounded-xl border border-success/30 bg-success-soft p-6 sm:p-8" data-testid="enquiry-confirmation">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-1 size-6 shrink-0 text-success" />
        <div>
          <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
            {message}
          </h3>
          <p className="mt-2 text-ink">Your enquiry has been received. Expect a reply {ENQUIRY_REPLY_TIME}.</p>
        </div>
      </div>
      <dl className="mt-6 rounded-lg border border-line bg-surface px-4 py-3">
        <dt className="text-sm text-ink-muted">Your reference</dt>
        <dd className="font-mono text-lg font-semibold tracking-wider text-ink">{reference}</dd>
      </dl>
      <p className="mt-2 text-sm text-ink-muted">
        Quote it if you write to us
        {email ? (
          <>
            {' '}
            at{' '}
            <a href={`mailto:${email}`} className="font-medium text-accent-strong hover:underline">
              {email}
            </a>
          </>
        ) : null}{' '}
        or call.
      </p>
      <h4 className="mt-6 font-semibold text-ink">What happens next</h4>
      <ol className="mt-3 space-y-2">
        {ENQUIRY_NEXT_STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 text-ink">
            <span aria-hidden className="grid size-6 shrink-0 place-items-center rounded-full bg-accent text-xs font-semibold text-white">
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6">
        <a
          href={againHref}
          onClick={(event) => {
            if (!onAgain) return
            event.preventDefault()
            onAgain()
          }}
          className="btn btn-secondary"
        >
          Send another enquiry
        </a>
      </p>
    </div>
  )
}
