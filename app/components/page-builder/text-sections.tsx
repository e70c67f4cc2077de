import ArrowRight from 'lucide-react/icons/arrow-right'
import { ContentImg } from '../sections/content-image'
import { FeatureGrid } from '../sections/feature-grid'
import { PageHero } from '../sections/page-hero'
import { Section, SectionHeader } from '../sections/section-header'
import { SiteLink } from '../site-link'
import type { SectionOf } from '~/page-builder/sections'

// Sections whose content the editor writes in the section itself. `id` names each heading.

export function HeroBlock({ section }: { section: SectionOf<'heroSection'> }) {
  const buttons = section.buttons.filter((b) => b.link?.href)
  return (
    <PageHero
      eyebrow={section.eyebrow}
      title={section.title}
      subtitle={section.subtitle}
      image={section.image}
      actions={
        buttons.length > 0
          ? buttons.map((button, index) => (
              <SiteLink
                key={button._key}
                link={button.link}
                className={`btn px-6 py-3.5 text-base ${index === 0 ? 'btn-primary' : 'btn-secondary text-white'}`}
              >
                {button.label} {index === 0 ? <ArrowRight className="h-4 w-4" aria-hidden="true" /> : null}
              </SiteLink>
            ))
          : null
      }
    />
  )
}

export function RichTextBlock({ section, id }: { section: SectionOf<'richTextSection'> & { html: string }; id: string }) {
  return (
    <Section labelledBy={section.heading ? id : undefined}>
      <div className="mx-auto max-w-3xl">
        {section.heading ? <SectionHeader id={id} heading={section.heading} text={section.intro} align="left" /> : null}
        {/* Rendered to HTML on the server (app/site/built-page.server.ts): no rich-text code in the browser. */}
        <div className={section.heading ? 'mt-8 text-lg' : 'text-lg'} dangerouslySetInnerHTML={{ __html: section.html }} />
      </div>
    </Section>
  )
}

export function FeatureGridBlock({ section, id }: { section: SectionOf<'featureGridSection'>; id: string }) {
  return (
    <Section tone="muted" labelledBy={id}>
      <SectionHeader id={id} heading={section.heading ?? ''} text={section.intro} />
      <div className="mt-12">
        <FeatureGrid features={section.features} />
      </div>
    </Section>
  )
}

export function ImageTextBlock({ section, id }: { section: SectionOf<'imageTextSection'>; id: string }) {
  return (
    <Section labelledBy={id}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={section.imageSide === 'left' ? '' : 'lg:order-last'}>
          <ContentImg
            image={section.image}
            sizes="(min-width: 1024px) 600px, 100vw"
            className="aspect-[4/3] w-full rounded-2xl object-cover"
          />
        </div>
        <div>
          <SectionHeader id={id} heading={section.heading ?? ''} text={section.intro} align="left" />
          {section.button?.link?.href ? (
            <p className="mt-8">
              <SiteLink link={section.button.link} className="btn btn-primary">
                {section.button.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </SiteLink>
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  )
}

export function QuoteBlock({ section }: { section: SectionOf<'quoteSection'> }) {
  return (
    <Section tone="muted" label="Quote">
      <figure className="mx-auto max-w-3xl text-center">
        <blockquote className="text-2xl leading-relaxed font-medium text-ink sm:text-3xl">“{section.quote}”</blockquote>
        <figcaption className="mt-6 text-ink-muted">
          <span className="font-semibold text-ink">{section.author}</span>
          {section.role ? `, ${section.role}` : null}
        </figcaption>
      </figure>
    </Section>
  )
}
