import { Link, useRouteLoaderData } from '@remix-run/react'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import Phone from 'lucide-react/icons/phone'
import { fallbackSettings, telHref, type RootData } from '~/site/site'
import { Section, SectionHeader } from './section-header'

type Props = {
  heading?: string
  text?: string | null
  /** The enquiry form goes here; without one, a call to action to /get-started keeps the section useful. */
  children?: React.ReactNode
  /** The heading level id; pages with two contact sections never exist, so one id is enough. */
  id?: string
  tone?: 'white' | 'muted'
  /** A heading and introduction above the form, inside its card. */
  formHeading?: string
  formText?: string | null
  /** On a page that exists for the form, it comes first on small screens and takes the wider column. */
  formFirst?: boolean
}

/**
 * The contact section, anchored `#contact`: the public contact details from the site settings
 * beside a slot for the enquiry form.
 */
export function ContactSection({
  heading = 'Let’s talk about your project',
  text = 'Tell us what you are building or protecting. A specialist replies within one business day.',
  children,
  id = 'contact',
  tone = 'muted',
  formHeading,
  formText,
  formFirst = false,
}: Props) {
  const root = useRouteLoaderData<RootData>('root')
  const settings = root?.settings ?? fallbackSettings
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-heading`}>
      <div className={`grid gap-12 lg:gap-16 ${formFirst ? 'lg:grid-cols-[1.5fr_1fr]' : 'lg:grid-cols-[1fr_1.25fr]'}`}>
        <div className={formFirst ? 'order-last' : ''}>
          <SectionHeader id={`${id}-heading`} eyebrow="Contact" heading={heading} text={text} align="left" />
          <address className="mt-8 space-y-4 not-italic">
            {settings.supportEmail ? (
              <ContactLine icon={<Mail className="h-5 w-5" aria-hidden="true" />} label="E-mail">
                <a href={`mailto:${settings.supportEmail}`} className="font-medium text-accent-strong hover:underline">
                  {settings.supportEmail}
                </a>
              </ContactLine>
            ) : null}
            {settings.phone ? (
              <ContactLine icon={<Phone className="h-5 w-5" aria-hidden="true" />} label="Phone">
                <a href={telHref(settings.phone)} className="font-medium text-accent-strong hover:underline">
                  {settings.phone}
                </a>
              </ContactLine>
            ) : null}
            {settings.address ? (
              <ContactLine icon={<MapPin className="h-5 w-5" aria-hidden="true" />} label="Office">
                <span className="text-ink">{settings.address}</span>
              </ContactLine>
            ) : null}
          </address>
        </div>
        <div className="card p-6 sm:p-8">
          {formHeading ? (
            <div className="mb-6">
              {/* First in reading order when the page exists for the form, so it is the section's first heading. */}
              {formFirst ? (
                <h2 className="text-2xl font-semibold text-ink">{formHeading}</h2>
              ) : (
                <h3 className="text-2xl font-semibold text-ink">{formHeading}</h3>
              )}
              {formText ? <p className="mt-2 text-ink-muted">{formText}</p> : null}
            </div>
          ) : null}
          {children ?? <StartProjectCallToAction />}
        </div>
      </div>
    </Section>
  )
}

function ContactLine({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">{icon}</span>
      <div>
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        {children}
      </div>
    </div>
  )
}

/** The slot's content until the enquiry form is placed there. */
function StartProjectCallToAction() {
  return (
    <div className="flex h-full flex-col justify-center">
      <h3 className="text-2xl font-semibold text-ink">Start your project</h3>
      <p className="mt-3 text-ink-muted">
        Share your goals, budget and timeline in our short project enquiry. We will come back with a plan, a team and a clear first step.
      </p>
      <p className="mt-6">
        <Link to="/get-started" className="btn btn-primary">
          Get Started <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </p>
    </div>
  )
}
