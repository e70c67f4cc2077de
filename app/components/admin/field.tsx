import CircleAlert from 'lucide-react/icons/circle-alert'

type Target = { id: string; errors?: string[]; errorId: string }

/**
 * A label above a control, an optional hint, and the field's errors under it (id = errorId). The
 * control is a conform `field` (its id, errors and errorId), or named by `htmlFor`, `errors`, `errorId`.
 */
export function Field({
  label,
  hint,
  hintId,
  children,
  className = '',
  ...target
}: {
  label: string
  hint?: React.ReactNode
  hintId?: string
  children: React.ReactNode
  className?: string
} & ({ field: Target } | { htmlFor: string; errors?: string[]; errorId: string })) {
  const { id: htmlFor, errors, errorId } = 'field' in target ? target.field : { ...target, id: target.htmlFor }
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
