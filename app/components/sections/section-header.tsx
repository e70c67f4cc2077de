import { stegaFree } from '~/seo/stega-clean'
type Props = {
  id?: string
  eyebrow?: string | null
  heading: string
  text?: string | null
  align?: 'center' | 'left'
}

/** The heading block of a content section: one size for every section heading on the site. */
export function SectionHeader({ id, eyebrow, heading, text, align = 'center' }: Props) {
  const centered = align === 'center'
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-section font-bold tracking-tight text-ink">
        {heading}
      </h2>
      {text ? <p className="mt-4 text-lg text-ink-muted">{text}</p> : null}
    </div>
  )
}

/** A page section with the site's vertical rhythm; `tone` alternates white and tinted bands. */
export function Section({
  id,
  tone = 'white',
  labelledBy,
  label,
  className = '',
  children,
}: {
  id?: string
  tone?: 'white' | 'muted'
  labelledBy?: string
  /** A name for the region when no heading of its own can give one. */
  label?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy || !label ? undefined : stegaFree(label)}
      className={`py-16 sm:py-24 ${tone === 'muted' ? 'bg-surface-muted' : 'bg-surface'} ${className}`}
    >
      <div className="container-page">{children}</div>
    </section>
  )
}
