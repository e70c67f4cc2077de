import { Link } from '@remix-run/react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import type { CaseStudyBySlugQueryResult } from '~/content/sanity.types'
import { PortableText } from '../portable-text'
import { Breadcrumbs, type Crumb } from '../sections/breadcrumbs'
import { CallToAction } from '../sections/call-to-action'
import { MetricList } from '../sections/metrics'
import { PageHero } from '../sections/page-hero'
import { Section } from '../sections/section-header'

export function caseStudyCrumbs(study: { title: string; slug: string }): Crumb[] {
  return [
    { name: 'Success Stories', path: '/success-stories' },
    { name: study.title, path: `/case-studies/${study.slug}` },
  ]
}

export function CaseStudyPage({ study }: { study: NonNullable<CaseStudyBySlugQueryResult> }) {
  return (
    <>
      <PageHero
        eyebrow={`Case study · ${study.industry}`}
        title={study.title}
        subtitle={study.description}
        image={study.image}
        top={<Breadcrumbs items={[{ name: 'Home', path: '/' }, ...caseStudyCrumbs(study)]} />}
      >
        <div className="mt-10 max-w-4xl">
          <h2 className="sr-only">Key results</h2>
          <MetricList metrics={study.metrics} tone="dark" />
        </div>
      </PageHero>

      {/* Named once, by the region: the body brings its own h2s (The challenge, Our approach, …),
          which a hidden "The story" h2 beside them would not contain. */}
      <Section label="The story">
        <div className="grid gap-12 lg:grid-cols-[1fr_18rem] lg:gap-16">
          <div className="max-w-prose">
            <PortableText value={study.body} />
          </div>
          <aside aria-label="At a glance" className="lg:sticky lg:top-24 lg:self-start">
            <dl className="card space-y-4 p-6">
              <div>
                <dt className="text-sm font-medium text-ink-muted">Client</dt>
                <dd className="font-semibold">{study.client}</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-ink-muted">Industry</dt>
                <dd className="font-semibold">{study.industry}</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-ink-muted">Key results</dt>
                <dd>
                  <ul className="mt-1 space-y-1">
                    {study.metrics.map((m) => (
                      <li key={m.label}>
                        <span className="font-semibold text-accent-strong">{m.value}</span> {m.label}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <p className="mt-6">
              <Link to="/success-stories" className="btn-quiet inline-flex items-center gap-1.5 font-semibold">
                <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All success stories
              </Link>
            </p>
          </aside>
        </div>
      </Section>

      <CallToAction
        flush
        heading="Facing a similar challenge?"
        text="Tell us about it. We will share how we would approach it, with no obligation."
      />
    </>
  )
}
