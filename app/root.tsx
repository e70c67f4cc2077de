import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import interWoff2 from '~/styles/fonts/inter-latin-core.woff2?url'
import { Analytics } from '~/components/analytics'
import { useErrorReports } from '~/components/error-reports'
import { ChatWidgetLoader } from '~/components/chat/chat-widget-loader'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { SkipLink } from '~/components/layout/skip-link'
import { InstantPageScroll } from '~/components/instant-page-scroll'
import { NotFoundRefresh } from '~/components/not-found-refresh'
import { OrganizationJsonLd } from '~/components/sections/organization-json-ld'
import { useRouteFocus } from '~/components/route-focus'
import { Toasts } from '~/components/toasts'
import appCss from '~/styles/app.css?url'
import { analyticsConfig } from '~/analytics/config.server'
import { errorReportsConfig } from '~/config/env.server'
import { publicPageHeaders } from '~/utils/cache-headers'
import { useNonce } from '~/utils/nonce-provider'
import { usesPublicShell } from '~/site/staff-area'
import { loadRootData } from '~/site/root-data.server'
import { fallbackSettings } from '~/site/site'
import { getToast } from '~/utils/toast.server'
import { combineHeaders } from '~/utils/headers'
import { previewInfo } from '~/preview/preview-info.server'
import { notFoundMeta } from '~/seo/meta'

// The preview's bar and overlays: a lazy chunk that public pages never load (app/preview/preview-ui.tsx).
const PreviewUi = lazy(() => import('~/preview/preview-ui'))

export const links: LinksFunction = () => [
  { rel: 'preload', href: interWoff2, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [rootData, { toast, headers }] = await Promise.all([loadRootData(), getToast(request)])
  const { preview, previewHeaders } = previewInfo()
  // Only a flash toast (clearing it) and a preview's new perspective set a cookie, which makes that one response private.
  const cookies = headers || previewHeaders ? { headers: combineHeaders(headers, previewHeaders) } : undefined
  // errorReports: null unless SENTRY_DSN is set (its DSN is public by design).
  return data({ ...rootData, toast, analytics: analyticsConfig(), errorReports: errorReportsConfig(), preview }, cookies)
}

export const headers = publicPageHeaders
export { revalidateAfterErrors as shouldRevalidate } from '~/utils/revalidate'

// A 404 thrown by any route's loader (app/site/not-found.server.ts) ends at this route's error
// boundary, so its meta is this route's: the Not Found page's title, noindex. Any other page has its own.
export const meta: MetaFunction = ({ error, matches, location }) =>
  isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta(matches, location.pathname) : []

function PublicShell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const matches = useMatches()
  const settings = root?.settings ?? fallbackSettings
  const publicShell = usesPublicShell(matches)
  const isHome = matches.at(-1)?.pathname === '/'
  if (!publicShell) return <>{children}</>
  return (
    <>
      <SkipLink target="main" />
      <SiteHeader settings={settings} />
      <main id="main" className={isHome ? '' : 'pt-18'}>
        {children}
      </main>
      <SiteFooter settings={settings} />
    </>
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const root = useRouteLoaderData<typeof loader>('root')
  const matches = useMatches()
  const admin = !usesPublicShell(matches)
  useRouteFocus()
  useErrorReports(root?.errorReports)
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <OrganizationJsonLd />
        <NotFoundRefresh />
      </head>
      <body className="min-h-screen bg-surface font-sans text-ink">
        {/* The live region toasts speak through (announce.ts): in the page from the start, so
            screen readers know it before anything is said in it. No role=status: toasts have it. */}
        <div id="live-announcer" aria-live="polite" aria-atomic="true" className="sr-only" />
        <Toasts toast={root?.toast} placement={admin ? 'bottom-right' : 'top-right'} />
        {root?.preview ? (
          <Suspense fallback={null}>
            <PreviewUi preview={root.preview} />
          </Suspense>
        ) : null}
        <PublicShell>{children}</PublicShell>
        <ChatWidgetLoader companyName={root?.settings.companyName} />
        <Analytics config={root?.analytics} />
        <InstantPageScroll />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

// The error page (and the 404 page it shows) is a lazy chunk: a page that renders fine never loads
// it (the JavaScript budget, docs/decisions/100). The server renders it whole; the browser keeps
// that HTML until the chunk has come.
const ErrorPage = lazy(() => import('~/components/error-page').then((module) => ({ default: module.ErrorPage })))

export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  )
}
