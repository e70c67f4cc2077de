import { Form, NavLink } from '@remix-run/react'
import FileText from 'lucide-react/icons/file-text'
import ImageIcon from 'lucide-react/icons/image'
import Inbox from 'lucide-react/icons/inbox'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import LogOut from 'lucide-react/icons/log-out'
import Users from 'lucide-react/icons/users'
import { CsrfInput } from '~/components/form-controls'

export const ADMIN_NAV = [
  { to: '/admin', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/admin/blog', label: 'Blog Posts', icon: FileText },
  { to: '/admin/clients', label: 'Clients', icon: Users },
  { to: '/admin/media', label: 'Media', icon: ImageIcon },
  { to: '/admin/enquiries', label: 'Enquiries', icon: Inbox },
] as const satisfies readonly { to: string; label: string; icon: unknown; end?: boolean }[]

// Phones: five equal tabs, icon over label; from lg up: a vertical list beside the content.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'flex flex-col items-center gap-1 whitespace-nowrap rounded-lg px-1 py-2 text-xs font-medium transition-colors',
    'lg:flex-row lg:gap-2.5 lg:px-3 lg:text-sm',
    isActive ? 'bg-navy-700 text-white' : 'text-ink-inverse/80 hover:bg-navy-800 hover:text-white',
  ].join(' ')

export function AdminNav() {
  return (
    <nav aria-label="Admin">
      <ul className="grid grid-cols-5 gap-1 lg:flex lg:flex-col">
        {ADMIN_NAV.map(({ to, label, icon: Icon, ...item }) => (
          <li key={to}>
            <NavLink to={to} end={'end' in item} prefetch="intent" className={linkClass}>
              <Icon aria-hidden className="size-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A POST (with the CSRF token): signing out changes state, so it is never a link. */
export function LogoutForm({ csrf, className = '' }: { csrf: string; className?: string }) {
  return (
    <Form method="post" action="/logout" className={className}>
      <CsrfInput token={csrf} />
      <button
        type="submit"
        className="flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-ink-inverse/80 transition-colors hover:bg-navy-800 hover:text-white"
      >
        <LogOut aria-hidden className="size-4" />
        Logout
      </button>
    </Form>
  )
}
