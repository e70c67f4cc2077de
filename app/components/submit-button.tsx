import type { ButtonHTMLAttributes } from 'react'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> & { busy: boolean }

/**
 * A form's submit button that never drops focus.
 * - A press does not take focus. The forms check a field as the visitor leaves it and show its
 *   message at once: pressing the button left the field, the message pushed the button down before
 *   the press ended, and the click was lost. The field keeps focus; the submission checks every
 *   field and focuses the first in error. Keyboard presses are not concerned.
 * - While busy it is `aria-disabled`, not `disabled`: a disabled button loses focus to the page's
 *   body. Its clicks (implicit submission with Enter included) are refused until the answer comes.
 */
export function SubmitButton({ busy, className = '', onClick, children, ...props }: Props) {
  return (
    <button
      {...props}
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy}
      className={className}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => (busy ? event.preventDefault() : onClick?.(event))}
    >
      {children}
    </button>
  )
}
