import type { LandingPageQueryResult, ServicesQueryResult } from '~/content/sanity.types'
import { groupServices } from '~/services/service-groups'
import type { TrustedClient } from '~/site/trusted-clients.server'
import { LandingSections } from '../page-builder/landing-sections'
import type { PageSection } from '~/page-builder/sections'
import { CallToAction } from '../sections/call-to-action'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { ServiceGroupsGrid } from '../sections/service-group-card'

type Props = {
  page: NonNullable<LandingPageQueryResult>
  sections: PageSection[]
  clients?: TrustedClient[]
  services: ServicesQueryResult
}

/**
 * The services overview: the main services, each with its specialisms (penetration testing,
 * managed security, …) listed under it, so that the offer reads as one list without near-duplicates.
 * It stands where the editor put the page's own content among the sections.
 */
export function ServicesPage({ page, sections, clients, services }: Props) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? 'Services'} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} />
      <LandingSections
        sections={sections}
        clients={clients}
        render={(section) =>
          section._type === 'pageContentSection' ? (
            <Section labelledBy="core-heading">
              <SectionHeader id="core-heading" eyebrow={section.eyebrow} heading={section.heading} text={section.intro} />
              <div className="mt-12">
                <ServiceGroupsGrid groups={groupServices(services)} />
              </div>
            </Section>
          ) : undefined
        }
      />
      <CallToAction
        heading={page.callToAction?.heading ?? 'Not sure where to start?'}
        text={page.callToAction?.text ?? 'Tell us about your goals and we will recommend the right mix of services.'}
        buttonLabel={page.callToAction?.buttonLabel ?? 'Get Started'}
        link={page.callToAction?.link}
      />
    </>
  )
}
