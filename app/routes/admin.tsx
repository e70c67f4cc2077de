import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useNavigation } from '@remix-run/react'
import { AdminNav, LogoutForm } from '~/components/admin/admin-nav'
import { AdminSession } from '~/components/admin/admin-session'
import { InactivityTimer } from '~/components/admin/inactivity-timer'
import { SignOutEverywhereForm, TwoFactorLink } from '~/components/admin/sign-out-everywhere'
import { SkipLink } from '~/components/layout/skip-link'
import { inactivityMs } from '~/config/ports.server'
import { withAdmin } from '~/auth/guard.server'
import { privatePageHeaders } from '~/utils/cache-headers'
import { adminCsrfToken } from '~/auth/csrf.server'
import { pageMeta } from '~/seo/meta'

// The admin layout: the guard runs here (and again in every admin route's own loader and action,
// since Remix runs them in parallel), the navigation, Logout, and the inactivity timer.
export const headers = privatePageHeaders
export { revalidateAfterErrors as shouldRevalidate } from '~/utils/revalidate'
export const handle = { publicShell: false }
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Admin', description: 'Site administration.', path: '/admin', noindex: true })

/**
 * The browser timer's length: ADMIN_INACTIVITY_MS, or shorter if the cookie `admin_idle_ms` asks
 * (never longer, so it cannot weaken anything). Browser tests use it to see the sign-out happen.
 */
function browserTimeout(request: Request) {
  const configured = inactivityMs()
  const asked = Number(/(?:^|;\s*)admin_idle_ms=(\d+)/.exec(request.headers.get('Cookie') ?? '')?.[1])
  return asked >= 1000 && asked < configured ? asked : configured
}

export const loader = ({ request }: LoaderFunctionArgs) =>
  withAdmin(request, async ({ backend, user }) => {
    // Bound to this session: a token rendered for another session (or none) is refused.
    const token = (await adminCsrfToken(backend)) ?? ''
    // Shown beside "Sign out everywhere"; a failed count leaves it out rather than the page.
    const otherSessions = await backend.mfa.otherSessions().catch((error) => {
      console.error('Could not count the other sessions:', error)
      return null
    })
    return { email: user.email, csrf: token, inactivityMs: browserTimeout(request), otherSessions }
  })

export default function AdminLayout() {
  const { email, csrf, inactivityMs, otherSessions } = useLoaderData<typeof loader>()
  return (
    <AdminSession loaded={{ email, csrf }}>
      {(current) => <AdminFrame email={email} csrf={current} inactivityMs={inactivityMs} otherSessions={otherSessions} />}
    </AdminSession>
  )
}

function AdminFrame({
  email,
  csrf,
  inactivityMs,
  otherSessions,
}: {
  email: string
  csrf: string
  inactivityMs: number
  otherSessions: number | null
}) {
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/admin')
  return (
    <div className="min-h-screen bg-surface-muted lg:flex">
      <SkipLink target="admin-main" />
      <aside className="bg-navy-950 text-ink-inverse lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-60 lg:shrink-0 lg:flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 lg:block lg:px-5 lg:py-6">
          <Link to="/admin/blog" className="flex items-center gap-2.5 font-semibold text-white">
            <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
              <rect width="32" height="32" rx="7" className="fill-accent" />
              <path d="M9 23 16 8l7 15h-4.2L16 16.6 13.2 23Z" fill="#fff" />
            </svg>
            <span>Admin</span>
          </Link>
          <LogoutForm csrf={csrf} className="lg:hidden" />
        </div>
        <div className="border-t border-navy-800 px-2 py-2 lg:flex-1 lg:border-0 lg:px-3 lg:py-0">
          <AdminNav />
          <div className="mt-1 border-t border-navy-800 pt-1 lg:hidden">
            <TwoFactorLink />
            <SignOutEverywhereForm csrf={csrf} otherSessions={otherSessions} />
          </div>
        </div>
        <div className="hidden border-t border-navy-800 px-3 py-4 lg:block">
          <p className="truncate px-3 pb-2 text-xs text-ink-inverse/70" title={email}>
            Signed in as <span className="font-medium text-ink-inverse">{email}</span>
          </p>
          <LogoutForm csrf={csrf} />
          <TwoFactorLink />
          <SignOutEverywhereForm csrf={csrf} otherSessions={otherSessions} />
          <Link to="/" className="mt-1 block rounded-lg px-3 py-2 text-sm text-ink-inverse/70 hover:bg-navy-800 hover:text-white">
            View site
          </Link>
        </div>
      </aside>
      <div className="relative min-w-0 flex-1">
        {/* The guard's re-check on every admin navigation: a thin progress bar while it runs. */}
        <div
          role="progressbar"
          aria-label="Loading"
          aria-hidden={!loading}
          className={`absolute inset-x-0 top-0 h-0.5 origin-left bg-accent transition-opacity ${loading ? 'animate-pulse opacity-100' : 'opacity-0'}`}
        />
        <main id="admin-main" className="px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <Outlet />
        </main>
      </div>
      <InactivityTimer timeoutMs={inactivityMs} csrf={csrf} />
    </div>
  )
}
