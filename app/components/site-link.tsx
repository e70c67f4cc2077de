import { Link, useInRouterContext } from '@remix-run/react'

// Renders a resolved link (LINK in app/content/queries.ts): a client-side <Link> for a path of
// this site, a plain <a> for anything else, and no anchor at all when the target is missing or
// unpublished (href null) or its scheme is not one a visitor's browser should follow: the text
// stays, the broken or hostile link does not. Rich-text sections are rendered to static HTML
// outside the router (app/page-builder/rich-text-html.server.ts): there a path is a plain <a> too.

export type ResolvedLink = { href: string | null; newTab: boolean | null }

type Props = { link: ResolvedLink | null | undefined; className?: string; children: React.ReactNode; fallback?: 'text' | 'none' }

// The bundled dataset is never checked by the Studio's rules, so `javascript:` and the like can
// reach here; the content security policy would stop them, this keeps them out of the page.
const FOLLOWABLE = /^(https?:|mailto:|tel:|#)/i

function isSitePath(href: string) {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')
}

export function SiteLink({ link, className, children, fallback = 'text' }: Props) {
  const inRouter = useInRouterContext()
  const href = link?.href?.trim()
  if (!href || !(isSitePath(href) || FOLLOWABLE.test(href))) return fallback === 'text' ? <>{children}</> : null
  const tab = link?.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (isSitePath(href) && inRouter)
    return (
      <Link to={href} className={className} {...tab}>
        {children}
      </Link>
    )
  return (
    <a href={href} className={className} {...tab}>
      {children}
    </a>
  )
}
