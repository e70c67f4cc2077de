import type { FieldMetadata } from '@conform-to/react'
import { CircleAlert } from 'lucide-react'

// Label above, control, optional hint, and the error under it in red with an icon (DESIGN.md).
// conform points the control's aria-describedby at the error's id while the field is invalid.

type Props = {
  field: FieldMetadata<string | undefined>
  label: string
  optional?: boolean
  hint?: React.ReactNode
  hintId?: string
  className?: string
  children: React.ReactNode
}

export function FormField({ field, label, optional, hint, hintId, className = '', children }: Props) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="field-label">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
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

/** conform's props carry a `key`, which React wants given directly rather than spread. */
export function withoutKey<T extends { key?: string | null }>(props: T) {
  const { key, ...rest } = props
  return [key ?? undefined, rest] as const
}
