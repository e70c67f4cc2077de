import { useEffect } from 'react'
import { toast } from 'react-hot-toast'
import CircleAlert from 'lucide-react/icons/circle-alert'

/** A loader's failure: the catalogue's message as an error toast and as text in the page. */
export function LoadError({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message, { id: message })
  }, [message])
  return (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden className="size-5 shrink-0" />
      {message}
    </p>
  )
}
