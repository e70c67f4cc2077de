import { Link } from '@remix-run/react'
import ArrowRight from 'lucide-react/icons/arrow-right'
import type { LandingPageQueryResult } from '~/content/sanity.types'
import type { SectionContext } from '../page-builder/core-sections'
import { HomeSections } from '../page-builder/home-sections'
import type { PageSection } from '~/page-builder/sections'
import { PageHero } from '../sections/page-hero'
import { HeroClaims, type Stat } from '../sections/statistics'

export type HomePageProps = {
  page: Pick<NonNullable<LandingPageQueryResult>, 'hero'>
  heroClaims: Stat[]
  /** The sections in the editor's order (schemas/documents/landing-page.ts). */
  sections: PageSection[]
} & SectionContext

/**
 * The home hero with its two buttons and claims (fixed: the specification names them), then the
 * editor’s sections: its default ones with the components the home page's chunk has.
 */
export function HomePage({ page: { hero }, heroClaims, sections, clients, contactForm }: HomePageProps) {
  return (
    <>
      <PageHero
        variant="home"
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        image={hero.image}
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
      <HomeSections sections={sections} clients={clients} contactForm={contactForm} />
    </>
  )
}
