import { studioTheme, ThemeProvider } from '@sanity/ui'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { seoPreview, type PreviewContext } from '../../../studio/seo-preview/preview-model'
import { SearchResult } from '../../../studio/seo-preview/search-result'
import { SocialCard } from '../../../studio/seo-preview/social-card'

// The SEO preview's two parts rendered as the Studio renders them (in @sanity/ui's theme), from
// the model of a document: what an editor reads in the pane.

const SITE = 'https://www.arclight.example'
const context: PreviewContext = { siteUrl: SITE, companyName: 'Arclight Technologies', imageUrl: () => null }
const html = (node: ReactNode) => renderToStaticMarkup(<ThemeProvider theme={studioTheme}>{node}</ThemeProvider>)
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

const service = {
  _type: 'service',
  title: 'Managed cloud migration and security for growing businesses',
  slug: { current: 'cloud' },
  description: 'We move your systems to the cloud.',
}

describe('the search result', () => {
  it('shows the breadcrumbs, the title cut where Google cuts it with a note, and the description', () => {
    const shown = text(html(<SearchResult preview={seoPreview(service, context)!} />))
    expect(shown).toContain('www.arclight.example › services › cloud')
    expect(shown).toContain('Managed cloud migration and security for growing…')
    expect(shown).not.toContain('| Arclight Technologies')
    expect(shown).toMatch(/Title: 83 characters – cut after about 60/)
    expect(shown).toContain('We move your systems to the cloud.')
    expect(shown).toMatch(/Description: 34 characters \(up to about 160 are shown\)/)
    expect(shown).not.toContain('Hidden from search engines')
  })

  it('says a noindex page is hidden from search engines', () => {
    const shown = text(html(<SearchResult preview={seoPreview({ ...service, seo: { noindex: true } }, context)!} />))
    expect(shown).toContain('Hidden from search engines')
  })

  it('says when the document has no address yet', () => {
    const shown = text(html(<SearchResult preview={seoPreview({ ...service, slug: undefined }, context)!} />))
    expect(shown).toContain('no address until the document has a slug')
  })
})

describe('the social card', () => {
  it('shows the image in a 1200 x 630 frame, the domain, the full title and the description', () => {
    const markup = html(<SocialCard preview={seoPreview(service, context)!} />)
    expect(markup).toContain(`src="${SITE}/social-card.jpg"`)
    expect(markup).toMatch(/aspect-ratio:\s*1200 \/ 630/)
    const shown = text(markup)
    expect(shown).toContain('www.arclight.example')
    expect(shown).toContain(`${service.title} | Arclight Technologies`)
    expect(shown).toContain(service.description)
  })
})
