import CircleAlert from 'lucide-react/icons/circle-alert'
import CircleCheck from 'lucide-react/icons/circle-check'

/** A notice inside the form: the outcome of the last submission, readable without JavaScript. */
type Props = { tone: 'success' | 'error'; title: string; text?: string; className?: string }

export function FormNotice({ tone, title, text, className = '' }: Props) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert
  const colours = tone === 'success' ? 'border-success/30 bg-success-soft' : 'border-danger/30 bg-danger-soft'
  return (
    <div role={tone === 'success' ? 'status' : 'alert'} className={`flex gap-3 rounded-lg border p-4 ${colours} ${className}`}>
      <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${tone === 'success' ? 'text-success' : 'text-danger'}`} />
      <div className="text-[0.9375rem] leading-snug">
        <p className="font-semibold text-ink">{title}</p>
        {text ? <p className="mt-1 text-ink">{text}</p> : null}
      </div>
    </div>
  )
}
