import Compass from 'lucide-react/icons/compass'
import Eye from 'lucide-react/icons/eye'
import type { AboutPageQueryResult } from '~/content/sanity.types'
import { PortableText } from '../portable-text'
import { CallToAction } from '../sections/call-to-action'
import { FeatureGrid } from '../sections/feature-grid'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'

export function AboutPage({ page }: { page: NonNullable<AboutPageQueryResult> }) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? 'About us'} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} />

      <Section labelledBy="story-heading">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
          <div className="max-w-prose">
            <h2 id="story-heading" className="text-section font-bold tracking-tight">
              Our story
            </h2>
            <PortableText value={page.body} className="mt-6" />
          </div>
          <div className="space-y-6">
            <Statement icon={<Compass className="h-6 w-6" aria-hidden="true" />} title="Our mission" text={page.mission} />
            <Statement icon={<Eye className="h-6 w-6" aria-hidden="true" />} title="Our vision" text={page.vision} />
          </div>
        </div>
      </Section>

      {page.highlights.length > 0 ? (
        <Section tone="muted" labelledBy="highlights-heading">
          <SectionHeader id="highlights-heading" eyebrow="Why us" heading="Why clients choose us" />
          <div className="mt-12">
            <FeatureGrid features={page.highlights} />
          </div>
        </Section>
      ) : null}

      <CallToAction
        heading="Ready to build something secure and lasting?"
        text="Tell us where you want to go. We will bring the team that gets you there."
      />
    </>
  )
}

function Statement({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="card p-6 sm:p-7">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">{icon}</span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-ink-muted">{text}</p>
    </div>
  )
}
