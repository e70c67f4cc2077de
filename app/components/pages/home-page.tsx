import { Link } from '@remix-run/react'
import { ArrowRight } from 'lucide-react'
import type { LandingPageQueryResult, ServicesByReadingQueryResult, SuccessStoriesQueryResult } from '~/content/sanity.types'
import { ContactSection } from '../sections/contact-section'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { ServicesGrid } from '../sections/service-card'
import { HeroClaims, StatisticsGrid, type Stat } from '../sections/statistics'
import { SuccessStoriesGrid } from '../sections/success-story-card'
import { TrustedBy } from '../sections/trusted-by'
import type { TrustedClient } from '~/site/trusted-clients.server'
import { sectionOf } from './landing'

export type HomePageProps = {
  page: NonNullable<LandingPageQueryResult>
  heroClaims: Stat[]
  statistics: Stat[]
  services: ServicesByReadingQueryResult
  stories: SuccessStoriesQueryResult
  /** Clients with logos, for the Trusted by strip (none: no strip). */
  clients?: TrustedClient[]
  /** The enquiry form, placed in the contact section's slot. */
  contactForm?: React.ReactNode
}

export function HomePage({ page, heroClaims, statistics, services, stories, clients = [], contactForm }: HomePageProps) {
  const stats = sectionOf(page.sections, 'statistics', { heading: 'A track record you can check' })
  const servicesCopy = sectionOf(page.sections, 'services', { heading: 'Our services' })
  const storiesCopy = sectionOf(page.sections, 'case-studies', { heading: 'Success stories' })
  const contact = sectionOf(page.sections, 'contact', { heading: 'Let’s talk about your project' })
  return (
    <>
      <PageHero
        variant="home"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        image={page.hero.image}
        actions={
          <>
            <Link to="/get-started" className="btn btn-primary px-6 py-3.5 text-base">
              Get Started <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <Link to="/services" className="btn btn-secondary px-6 py-3.5 text-base text-white">
              Explore Services
            </Link>
          </>
        }
      >
        <HeroClaims claims={heroClaims} />
      </PageHero>

      <TrustedBy clients={clients} />

      <Section labelledBy="statistics-heading">
        <SectionHeader id="statistics-heading" eyebrow="By the numbers" heading={stats.heading} text={stats.text} />
        <div className="mt-12">
          <StatisticsGrid stats={statistics} />
        </div>
      </Section>

      <Section id="services" tone="muted" labelledBy="services-heading">
        <SectionHeader id="services-heading" eyebrow="What we do" heading={servicesCopy.heading} text={servicesCopy.text} />
        <div className="mt-12">
          <ServicesGrid services={services} />
        </div>
        <p className="mt-10 text-center">
          <Link to="/services" className="btn-quiet inline-flex items-center gap-1.5 font-semibold">
            See all services <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </p>
      </Section>

      <Section id="case-studies" labelledBy="case-studies-heading">
        <SectionHeader id="case-studies-heading" eyebrow="Success stories" heading={storiesCopy.heading} text={storiesCopy.text} />
        <div className="mt-12">
          <SuccessStoriesGrid stories={stories} />
        </div>
        <p className="mt-10 text-center">
          <Link to="/success-stories" className="btn-quiet inline-flex items-center gap-1.5 font-semibold">
            All success stories <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </p>
      </Section>

      <ContactSection heading={contact.heading} text={contact.text}>
        {contactForm}
      </ContactSection>
    </>
  )
}
