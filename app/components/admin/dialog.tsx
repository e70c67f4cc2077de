import { Link } from '@remix-run/react'
import X from 'lucide-react/icons/x'
import { useCallback, useRef, useEffect } from 'react'
import { useButtonLink } from '~/components/admin/button-link'
import { useFocusTrap } from '~/components/layout/use-focus-trap'

/**
 * A modal dialog whose open state is in the URL (?dialog=...), so it also opens without
 * JavaScript. With JavaScript: focus moves in and stays in (Tab cycles), Escape and the backdrop
 * close it, and focus returns to where it was.
 */
export function Dialog({
  title,
  closeHref,
  onClose,
  children,
}: {
  title: string
  closeHref: string
  onClose: () => void
  children: React.ReactNode
}) {
  const panel = useRef<HTMLDivElement>(null)
  // The trap re-runs (and moves focus) when its callback changes: keep one stable callback.
  const latestOnClose = useRef(onClose)
  useEffect(() => {
    latestOnClose.current = onClose
  })
  const close = useCallback(() => latestOnClose.current(), [])
  useFocusTrap(panel, true, close)
  const button = useButtonLink()
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
      <div aria-hidden className="fixed inset-0 animate-fade-in bg-navy-950/60" onClick={close} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        className="relative w-full max-w-lg animate-fade-in rounded-2xl border border-line bg-surface shadow-card-hover"
      >
        <div className="border-b border-line py-3 pr-12 pl-5">
          <h2 id="dialog-title" className="text-lg font-semibold">
            {title}
          </h2>
        </div>
        <div className="max-h-[calc(100vh-8rem)] overflow-y-auto px-5 py-4">{children}</div>
        {/* Last in the tab order, so that focus starts on the first field. */}
        <Link
          {...button}
          to={closeHref}
          preventScrollReset
          aria-label="Close"
          className="absolute top-2.5 right-3 rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
          onClick={(event) => {
            event.preventDefault()
            close()
          }}
        >
          <X aria-hidden className="size-5" />
        </Link>
      </div>
    </div>
  )
}
