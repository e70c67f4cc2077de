import { Link } from '@remix-run/react'

// Renders a resolved link (LINK in app/content/queries.ts): a client-side <Link> for a path of
// this site, a plain <a> for anything else, and no anchor at all when the target is missing or
// unpublished (href null): the text stays, the broken link does not.

export type ResolvedLink = { href: string | null; newTab: boolean | null }

type Props = { link: ResolvedLink | null | undefined; className?: string; children: React.ReactNode; fallback?: 'text' | 'none' }

export function SiteLink({ link, className, children, fallback = 'text' }: Props) {
  const href = link?.href
  if (!href) return fallback === 'text' ? <>{children}</> : null
  const tab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (href.startsWith('/') && !href.startsWith('//'))
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
