import type { ButtonHTMLAttributes } from 'react'

// The controls every form shares (one module, so that public pages load them as one small chunk).

/** The hidden CSRF field every form that changes something carries (checked by app/auth/csrf.server.ts). */
export function CsrfInput({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />
}

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> & { busy: boolean }

/**
 * A form's submit button that never drops focus.
 * - A press does not take focus. The forms check a field as the visitor leaves it and show its
 *   message at once: pressing the button left the field, the message pushed the button down before
 *   the press ended, and the click was lost. The field keeps focus; the submission checks every
 *   field and focuses the first in error. Keyboard presses are not concerned.
 * - While busy it is `aria-disabled`, not `disabled`: a disabled button loses focus to the page's
 *   body. Its clicks (implicit submission with Enter included) are refused until the answer comes.
 *   It shows a spinner before its label then (the label says what is going on: 'Sending...').
 */
export function SubmitButton({ busy, onClick, children, ...props }: Props) {
  return (
    <button
      {...props}
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => (busy ? event.preventDefault() : onClick?.(event))}
    >
      {busy ? (
        <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent" />
      ) : null}
      {children}
    </button>
  )
}
