import CircleAlert from 'lucide-react/icons/circle-alert'

// Label above, control, optional hint, and the error under it in red with an icon (DESIGN.md).
// The control's aria-describedby points at the error's id while the field is invalid.

type Props = {
  /** The control's id, the error's id and the field's current errors. */
  id: string
  errorId: string
  errors?: string[]
  label: string
  optional?: boolean
  hint?: React.ReactNode
  hintId?: string
  className?: string
  children: React.ReactNode
}

export function FormField({ id, errorId, errors, label, optional, hint, hintId, className = '', children }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error">
      <CircleAlert aria-hidden className="size-4 shrink-0" />
      {errors[0]}
    </p>
  )
}
