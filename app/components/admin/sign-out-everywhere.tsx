import { Form } from '@remix-run/react'
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone'

/**
 * "Sign out everywhere": ends every session of this admin (other browsers and devices too), for
 * a lost laptop or a shared computer. A POST to /logout with scope=everywhere and the session's token.
 */
export function SignOutEverywhereForm({ csrf, className = '' }: { csrf: string; className?: string }) {
  return (
    <Form method="post" action="/logout" className={className}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="scope" value="everywhere" />
      <button
        type="submit"
        className="flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-ink-inverse/80 transition-colors hover:bg-navy-800 hover:text-white"
      >
        <MonitorSmartphone aria-hidden className="size-4" />
        Sign out everywhere
      </button>
    </Form>
  )
}
