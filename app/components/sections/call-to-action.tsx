import ArrowRight from 'lucide-react/icons/arrow-right'
import { SiteLink, type ResolvedLink } from '../site-link'

type Props = {
  heading: string
  text?: string | null
  buttonLabel?: string
  /** Where the button leads (an editor's link); unset: /get-started. A link to a missing document: no button. */
  link?: ResolvedLink | null
  /** After a white section: no top padding, so the gap is not doubled. */
  flush?: boolean
}

const GET_STARTED: ResolvedLink = { href: '/get-started', newTab: false }

/** The closing band of a page: a dark panel with one primary button. */
export function CallToAction({ heading, text, buttonLabel = 'Get Started', link, flush = false }: Props) {
  return (
    <section aria-labelledby="cta-heading" className={`bg-surface pb-16 sm:pb-24 ${flush ? '' : 'pt-16 sm:pt-24'}`}>
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute -right-24 -bottom-24 -z-10 h-80 w-80 rounded-full bg-accent/30 blur-3xl" />
          <div aria-hidden="true" className="absolute -top-24 -left-24 -z-10 h-72 w-72 rounded-full bg-highlight/15 blur-3xl" />
          <h2 id="cta-heading" className="mx-auto max-w-2xl text-section font-bold tracking-tight text-white">
            {heading}
          </h2>
          {text ? <p className="mx-auto mt-4 max-w-xl text-lg text-ink-inverse/85">{text}</p> : null}
          {link?.href !== null ? (
            <p className="mt-8">
              <SiteLink link={link ?? GET_STARTED} className="btn btn-primary" fallback="none">
                {buttonLabel} <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </SiteLink>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
