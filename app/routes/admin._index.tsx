import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AdminPageHeader } from '~/components/admin/page-header'
import { ADMIN_NAV } from '~/components/admin/admin-nav'
import { ReadinessPanel } from '~/components/admin/readiness-panel'
import { launchReadiness } from '~/launch/readiness.server'
import { withAdmin } from '~/auth/guard.server'
import { privatePageHeaders } from '~/utils/cache-headers'
import { pageMeta } from '~/seo/meta'

// /admin: the admin home. Signing in still lands on /admin/blog, as the specification says; this page holds what
// concerns the whole site: the launch-readiness panel (app/launch/readiness.ts).
export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Overview', description: 'Site administration.', path: '/admin', noindex: true })

export const loader = ({ request }: LoaderFunctionArgs) =>
  withAdmin(request, async () => {
    let findings = null
    try {
      findings = await launchReadiness()
    } catch (error) {
      console.error('Launch readiness could not be checked:', error)
    }
    return { findings }
  })

export default function AdminHome() {
  const { findings } = useLoaderData<typeof loader>()
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Overview" description="Where the site stands, and where to manage it." />
      {findings ? (
        <ReadinessPanel findings={findings} />
      ) : (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-4 text-sm text-ink">
          The launch-readiness check could not read the content. Try again in a minute.
        </p>
      )}
      <nav aria-label="Manage">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {ADMIN_NAV.filter((item) => item.to !== '/admin').map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4 font-medium text-ink hover:border-accent"
              >
                <Icon aria-hidden className="size-5 text-accent-strong" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
