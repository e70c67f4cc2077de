import CircleAlert from 'lucide-react/icons/circle-alert'

/** A form's own errors (conform's `form.errors`), announced as an alert. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <div id={id} role="alert" className="flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{errors.join(' ')}</span>
    </div>
  )
}
