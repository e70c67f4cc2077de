import { Link } from '@remix-run/react'
import ArrowRight from 'lucide-react/icons/arrow-right'
import MessageSquare from 'lucide-react/icons/message-square'
import type { ServiceBySlugQueryResult, ServicesQueryResult } from '~/content/sanity.types'
import { closingParagraph, serviceCrumbs, SERVICES_WITH_CONTACT } from '~/services/service-rules'
import { Breadcrumbs } from '../sections/breadcrumbs'
import { CallToAction } from '../sections/call-to-action'
import { ContactSection } from '../sections/contact-section'
import { FeatureGrid } from '../sections/feature-grid'
import { IconTile } from '../sections/icon'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { ServicesGrid } from '../sections/service-card'

type Props = {
  service: NonNullable<ServiceBySlugQueryResult>
  related: ServicesQueryResult
  /** The enquiry form for the contact section of the cyber security page. */
  contactForm?: React.ReactNode
}

export function ServicePage({ service, related, contactForm }: Props) {
  const withContact = SERVICES_WITH_CONTACT.has(service.slug)
  return (
    <>
      <PageHero
        title={service.title}
        subtitle={service.subtitle}
        image={service.image}
        top={
          <>
            <Breadcrumbs items={[{ name: 'Home', path: '/' }, ...serviceCrumbs(service)]} />
            <div className="mb-6">
              <IconTile name={service.icon} color={service.color} size="lg" />
            </div>
          </>
        }
        actions={
          <Link to="/get-started" className="btn btn-primary px-6 py-3.5 text-base">
            <MessageSquare className="h-4 w-4" aria-hidden="true" /> Contact Us
          </Link>
        }
      />

      <Section labelledBy="overview-heading">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Overview</p>
            {/* Not the title again: the H1 just above already says it. */}
            <h2 id="overview-heading" className="mt-2 text-section font-bold tracking-tight">
              How we work
            </h2>
            {service.parent ? (
              <p className="mt-4 text-ink-muted">
                A specialism of our{' '}
                <Link to={`/services/${service.parent.slug}`} className="font-semibold text-accent-strong hover:underline">
                  {service.parent.title}
                </Link>{' '}
                practice.
              </p>
            ) : null}
          </div>
          <div className="max-w-prose space-y-4 text-lg leading-relaxed text-ink-muted">
            {service.longDescription.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="features-heading">
        <SectionHeader id="features-heading" eyebrow="What you get" heading={`${service.title} features`} />
        <div className="mt-12">
          <FeatureGrid features={service.features} color={service.color} />
        </div>
      </Section>

      {withContact ? (
        <>
          <section aria-label="Get started" className="bg-surface py-16 sm:py-24">
            <div className="container-page">
              <div className="mx-auto max-w-3xl rounded-3xl bg-navy-900 px-6 py-12 text-center sm:px-12">
                <p className="text-xl font-semibold text-white sm:text-2xl">{closingParagraph(service.title)}</p>
                <p className="mt-8 flex flex-wrap justify-center gap-3">
                  <Link to="/get-started" className="btn btn-primary">
                    Get Started <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </Link>
                  {/* The router's link: a plain one scrolled there only the first time (the router's
                      scroll restoration answers the browser's popstate for the same fragment). */}
                  <Link to="#contact" className="btn btn-secondary text-white">
                    Contact details
                  </Link>
                </p>
              </div>
            </div>
          </section>
          <ContactSection>{contactForm}</ContactSection>
        </>
      ) : (
        <CallToAction
          heading={`Interested in ${service.title}?`}
          text="Tell us about your goals and a specialist will get back to you within one business day."
          buttonLabel="Contact Us"
        />
      )}

      {related.length > 0 ? (
        <Section tone={withContact ? 'white' : 'muted'} labelledBy="related-heading">
          <SectionHeader id="related-heading" heading="Explore more services" />
          <div className="mt-12">
            <ServicesGrid services={related} />
          </div>
        </Section>
      ) : null}
    </>
  )
}
