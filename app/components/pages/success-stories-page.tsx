import { Link } from '@remix-run/react'
import ArrowRight from 'lucide-react/icons/arrow-right'
import CircleCheck from 'lucide-react/icons/circle-check'
import type { CaseStudiesQueryResult, LandingPageQueryResult, SuccessStoriesQueryResult } from '~/content/sanity.types'
import type { TrustedClient } from '~/site/trusted-clients.server'
import { LandingSections } from '../page-builder/landing-sections'
import type { PageSection, SectionOf } from '~/page-builder/sections'
import { CallToAction } from '../sections/call-to-action'
import { ContentImg } from '../sections/content-image'
import { MetricList } from '../sections/metrics'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { stegaFree } from '~/seo/stega-clean'

type Stories = { caseStudies: CaseStudiesQueryResult; stories: SuccessStoriesQueryResult }
type Props = { page: NonNullable<LandingPageQueryResult>; sections: PageSection[]; clients?: TrustedClient[] } & Stories

/** The hero, the editor's sections with the case studies among them, the call to action. */
export function SuccessStoriesPage({ page, sections, clients, caseStudies, stories }: Props) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow ?? 'Success stories'}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        image={page.hero.image}
      />
      <LandingSections
        sections={sections}
        clients={clients}
        render={(section) =>
          section._type === 'pageContentSection' ? <CaseStudies section={section} caseStudies={caseStudies} stories={stories} /> : undefined
        }
      />
      {page.callToAction ? <CallToAction flush {...page.callToAction} /> : <CallToAction flush heading="Your project could be next" />}
    </>
  )
}

/** Three case studies, each with its key results and the success story's outcomes. */
function CaseStudies({ section, caseStudies, stories }: { section: SectionOf<'pageContentSection'> } & Stories) {
  return (
    <Section labelledBy="stories-heading">
      <SectionHeader id="stories-heading" eyebrow={section.eyebrow} heading={section.heading} text={section.intro} />
      <ol className="mt-14 space-y-10 lg:space-y-14">
        {caseStudies.map((study, index) => {
          const story = stories.find((s) => s.caseStudySlug === study.slug)
          return (
            <li key={study._id}>
              <article className="card grid overflow-hidden lg:grid-cols-2" aria-labelledby={`study-${study.slug}`}>
                <div className={`bg-navy-900 ${index % 2 === 1 ? 'lg:order-last' : ''}`}>
                  <ContentImg
                    image={study.image}
                    sizes="(min-width: 1024px) 600px, 100vw"
                    className="h-full max-h-[420px] w-full object-cover lg:max-h-none"
                  />
                </div>
                <div className="p-6 sm:p-10">
                  <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
                    {study.industry} · {study.client}
                  </p>
                  <h3 id={`study-${study.slug}`} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
                    {study.title}
                  </h3>
                  <p className="mt-3 text-ink-muted">{study.description}</p>
                  <h4 className="mt-6 text-sm font-semibold uppercase tracking-wider text-ink">Key results</h4>
                  <div className="mt-3">
                    <MetricList metrics={study.metrics} narrow />
                  </div>
                  {story ? (
                    <ul className="mt-6 grid gap-2 sm:grid-cols-2" aria-label={stegaFree(`Outcomes: ${study.title}`)}>
                      {story.results.map((result) => (
                        <li key={result} className="flex gap-2 text-[0.95rem]">
                          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
                          {result}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <p className="mt-8">
                    <Link to={`/case-studies/${study.slug}`} prefetch="intent" className="btn btn-primary">
                      Read the case study<span className="sr-only">: {study.title}</span>
                      <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    </Link>
                  </p>
                </div>
              </article>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
