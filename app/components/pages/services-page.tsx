import type { LandingPageQueryResult, ServicesQueryResult } from '~/content/sanity.types'
import { groupServices } from '~/services/service-groups'
import { CallToAction } from '../sections/call-to-action'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { ServiceGroupsGrid } from '../sections/service-group-card'
import { sectionOf } from './landing'

type Props = { page: NonNullable<LandingPageQueryResult>; services: ServicesQueryResult }

/**
 * The services overview: the main services, each with its specialisms (penetration testing,
 * managed security, …) listed under it, so that the offer reads as one list without near-duplicates.
 */
export function ServicesPage({ page, services }: Props) {
  const copy = sectionOf(page.sections, 'grid', { heading: 'Core practices' })
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? 'Services'} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} />
      <Section labelledBy="core-heading">
        <SectionHeader id="core-heading" heading={copy.heading} text={copy.text} />
        <div className="mt-12">
          <ServiceGroupsGrid groups={groupServices(services)} />
        </div>
      </Section>
      <CallToAction
        heading={page.callToAction?.heading ?? 'Not sure where to start?'}
        text={page.callToAction?.text ?? 'Tell us about your goals and we will recommend the right mix of services.'}
        buttonLabel={page.callToAction?.buttonLabel ?? 'Get Started'}
        link={page.callToAction?.link}
      />
    </>
  )
}
