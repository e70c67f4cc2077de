import type { ContentImage } from '~/content/image'
import { ContentImg } from './content-image'

type Props = {
  title: string
  subtitle?: string | null
  eyebrow?: string | null
  image?: ContentImage | null
  /** The home hero runs under the transparent fixed header and is taller. */
  variant?: 'home' | 'page'
  /** Buttons under the subtitle: one primary, at most one secondary. */
  actions?: React.ReactNode
  /** Anything below the text: the home hero's claims, a breadcrumb, a meta line. */
  children?: React.ReactNode
  /** Shown above the title (e.g. breadcrumbs). */
  top?: React.ReactNode
}

/** The dark, full-width band at the top of every public page. */
export function PageHero({ title, subtitle, eyebrow, image, variant = 'page', actions, children, top }: Props) {
  const home = variant === 'home'
  return (
    <section
      aria-labelledby="page-title"
      className={`relative isolate overflow-hidden bg-navy-950 text-ink-inverse ${home ? 'pt-18' : ''}`}
    >
      {image?.src ? (
        <div className="absolute inset-0 -z-10" aria-hidden="true">
          <ContentImg image={image} priority decorative className="h-full w-full object-cover opacity-55" />
        </div>
      ) : null}
      {/* Keeps the text readable over any picture an editor uploads. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-r from-navy-950 via-navy-950/85 to-navy-950/30" />
      <div aria-hidden="true" className="absolute -top-40 -left-40 -z-10 h-[32rem] w-[32rem] rounded-full bg-accent/25 blur-3xl" />
      <div className={`container-page ${home ? 'py-20 sm:py-28 lg:py-32' : 'py-16 sm:py-20 lg:py-24'}`}>
        {top}
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-4 inline-flex items-center rounded-full border border-highlight/30 bg-highlight/10 px-3 py-1 text-sm font-medium text-highlight">
              {eyebrow}
            </p>
          ) : null}
          <h1 id="page-title" className="text-display font-bold tracking-tight text-white">
            {title}
          </h1>
          {subtitle ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-inverse/85 sm:text-xl">{subtitle}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
