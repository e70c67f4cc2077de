import type { LandingPageQueryResult, ServicesQueryResult } from '~/content/sanity.types'
import { CallToAction } from '../sections/call-to-action'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { ServicesGrid } from '../sections/service-card'
import { sectionOf } from './landing'

type Props = { page: NonNullable<LandingPageQueryResult>; services: ServicesQueryResult }

/**
 * The services overview. The offer has two readings (six core practices, nine services) that
 * share cyber security: core practices first, then the services not already shown.
 */
export function ServicesPage({ page, services }: Props) {
  const core = services.filter((s) => s.featured)
  const specialist = services.filter((s) => !s.featured)
  const coreCopy = sectionOf(page.sections, 'grid', { heading: 'Core practices' })
  const specialistCopy = sectionOf(page.sections, 'specialist', { heading: 'Specialist services' })
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? 'Services'} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} />
      <Section labelledBy="core-heading">
        <SectionHeader id="core-heading" heading={coreCopy.heading} text={coreCopy.text} />
        <div className="mt-12">
          <ServicesGrid services={core} />
        </div>
      </Section>
      {specialist.length > 0 ? (
        <Section tone="muted" labelledBy="specialist-heading">
          <SectionHeader id="specialist-heading" heading={specialistCopy.heading} text={specialistCopy.text} />
          <div className="mt-12">
            <ServicesGrid services={specialist} />
          </div>
        </Section>
      ) : null}
      <CallToAction
        heading={page.callToAction?.heading ?? 'Not sure where to start?'}
        text={page.callToAction?.text ?? 'Tell us about your goals and we will recommend the right mix of services.'}
        buttonLabel={page.callToAction?.buttonLabel ?? 'Get Started'}
      />
    </>
  )
}
