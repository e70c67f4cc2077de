import type { CompanyPageQueryResult } from '~/content/sanity.types'
import { CallToAction } from '../sections/call-to-action'
import { CardGrid } from '../sections/card-grid'
import { ContentIcon } from '../sections/icon'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { StatisticsGrid, type Stat } from '../sections/statistics'
import { TrustedBy } from '../sections/trusted-by'
import type { TrustedClient } from '~/site/trusted-clients.server'

export function CompanyPage({
  page,
  statistics,
  clients = [],
}: {
  page: NonNullable<CompanyPageQueryResult>
  statistics: Stat[]
  clients?: TrustedClient[]
}) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? 'Company'} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} />

      <Section labelledBy="company-statistics">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="company-statistics" className="text-section font-bold tracking-tight">
            Who we are
          </h2>
          <p className="mt-5 text-lg text-ink-muted">{page.intro}</p>
        </div>
        <div className="mt-12">
          <StatisticsGrid stats={statistics} label="Company statistics" />
        </div>
      </Section>

      <TrustedBy clients={clients} />

      <Section tone="muted" labelledBy="values-heading">
        <SectionHeader id="values-heading" eyebrow="Our values" heading={page.valuesHeading} text={page.valuesIntro} />
        <div className="mt-12">
          <CardGrid columns={4}>
            {page.values.map((value) => (
              <div key={value.title} className="card card-hover w-full p-6 sm:p-7">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent text-white">
                  <ContentIcon name={value.icon} />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 text-ink-muted">{value.description}</p>
              </div>
            ))}
          </CardGrid>
        </div>
      </Section>

      <CallToAction
        heading="Work with a team that shares your standards"
        text="From a first security review to a multi-year programme, we start with a conversation."
      />
    </>
  )
}
