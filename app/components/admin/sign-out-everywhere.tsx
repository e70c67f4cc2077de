import { Form, Link } from '@remix-run/react'
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone'
import ShieldCheck from 'lucide-react/icons/shield-check'

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-ink-inverse/80 transition-colors hover:bg-navy-800 hover:text-white'

/** The admin's second factor: re-enrol, or turn it off where that is allowed (/admin/two-factor). */
export function TwoFactorLink() {
  return (
    <Link to="/admin/two-factor" className={itemClass}>
      <ShieldCheck aria-hidden className="size-4" />
      Two-factor authentication
    </Link>
  )
}

/**
 * "Sign out everywhere": ends every session of this admin (other browsers and devices too), for
 * a lost laptop or a shared computer. A POST to /logout with scope=everywhere and the session's token.
 */
export function SignOutEverywhereForm({
  csrf,
  otherSessions,
  className = '',
}: {
  csrf: string
  /** This admin's other active sessions (null: not known). */
  otherSessions?: number | null
  className?: string
}) {
  return (
    <Form method="post" action="/logout" className={className}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="scope" value="everywhere" />
      <button type="submit" className={itemClass}>
        <MonitorSmartphone aria-hidden className="size-4 shrink-0" />
        <span>
          Sign out everywhere
          {typeof otherSessions === 'number' ? (
            <span data-testid="other-sessions" className="block text-xs font-normal text-ink-inverse/70">
              {otherSessions === 1 ? '1 other session' : `${otherSessions} other sessions`}
            </span>
          ) : null}
        </span>
      </button>
    </Form>
  )
}
