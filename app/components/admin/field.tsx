import { CircleAlert } from 'lucide-react'

/** A label above a control, an optional hint, and the field's errors under it (id = errorId). */
export function Field({
  label,
  htmlFor,
  errors,
  errorId,
  hint,
  hintId,
  children,
  className = '',
}: {
  label: string
  htmlFor: string
  errors?: string[]
  errorId: string
  hint?: React.ReactNode
  hintId?: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="field-label text-sm">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div id={errorId}>
        {errors?.map((error) => (
          <p key={error} className="field-error">
            <CircleAlert aria-hidden className="size-4 shrink-0" />
            {error}
          </p>
        ))}
      </div>
    </div>
  )
}
