import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../../../schemas'
import { cutText, DESCRIPTION_CHARS, seoPreview, TITLE_CHARS, type PreviewContext } from '../../../studio/seo-preview/preview-model'
import { SEO_PREVIEW_TYPES, type ImageValue } from '../../../studio/seo-preview/seo-sources'

// The model the Studio's SEO preview pane renders, from a document as the Studio holds it:
// the site's title suffix and fallbacks per document type, the cuts of a search result, noindex,
// the social image and its fallback, and each type's address on the site.

const SITE = 'https://www.arclight.example'
const CDN = 'https://cdn.sanity.io/images/p/production'
// The Studio builds an asset's URL from its reference (@sanity/image-url); the same shape here.
const imageUrl = (image: ImageValue | null | undefined) => {
  const ref = image?.asset?._ref
  const [, id, size, ext] = ref?.match(/^image-(\w+)-(\d+x\d+)-(\w+)$/) ?? []
  return id ? `${CDN}/${id}-${size}.${ext}?w=1200` : null
}
const context: PreviewContext = { siteUrl: SITE, companyName: 'Arclight Technologies', imageUrl }
const img = (name: string, ext = 'jpg') => ({ _type: 'imageWithAlt', asset: { _type: 'reference', _ref: `image-${name}-1200x630-${ext}` } })
const hero = { title: 'Cloud that scales', subtitle: 'Move to the cloud without downtime.', image: img('hero') }
const preview = (doc: Record<string, unknown>) => seoPreview(doc, context)!

describe('the SEO preview covers', () => {
  it('every document type with an seo field, and no other', () => {
    const withSeo = schemaTypes
      .filter((type) => type.type === 'document' && type.name !== 'siteSettings')
      .filter((type) => ((type as { fields?: { name: string }[] }).fields ?? []).some((field) => field.name === 'seo'))
      .map((type) => type.name)
    expect([...SEO_PREVIEW_TYPES].sort()).toEqual(withSeo.sort())
  })

  it('no document without a page of its own', () => {
    expect(seoPreview({ _type: 'teamMember', name: 'Ada' }, context)).toBeNull()
  })
})

describe('fallbacks and addresses per document type', () => {
  it.each([
    [{ _type: 'landingPage', key: 'home', hero }, '/', 'Cloud that scales', hero.subtitle],
    [{ _type: 'landingPage', key: 'services', hero }, '/services', 'Cloud that scales', hero.subtitle],
    [{ _type: 'landingPage', key: 'blog', hero }, '/blog', 'Blog', hero.subtitle],
    [{ _type: 'landingPage', key: 'blog' }, '/blog', 'Blog', 'Articles from our team.'],
    [{ _type: 'companyPage', _id: 'companyPage', hero }, '/company', 'Cloud that scales', hero.subtitle],
    [{ _type: 'aboutPage', _id: 'aboutPage', hero }, '/about', 'Cloud that scales', hero.subtitle],
    [
      { _type: 'service', title: 'Cloud', slug: { current: 'cloud' }, description: 'We run clouds.' },
      '/services/cloud',
      'Cloud',
      'We run clouds.',
    ],
    [{ _type: 'caseStudy', title: 'A bank', slug: { current: 'bank' }, description: 'Faster.' }, '/case-studies/bank', 'A bank', 'Faster.'],
    [{ _type: 'blogPost', title: 'Zero trust', slug: { current: 'zt' }, excerpt: 'Why.' }, '/blog/zt', 'Zero trust', 'Why.'],
    [
      { _type: 'legalPage', kind: 'privacy', slug: { current: 'privacy' }, title: 'Privacy', summary: 'Short.' },
      '/privacy-policy',
      'Privacy',
      'Short.',
    ],
    [
      { _type: 'page', title: 'Pricing', slug: { current: 'pricing' }, sections: [{ _type: 'heroSection', ...hero }] },
      '/pricing',
      hero.title,
      hero.subtitle,
    ],
    [{ _type: 'page', title: 'Pricing', slug: { current: 'pricing' }, sections: [] }, '/pricing', 'Pricing', ''],
  ])('%o is at its path, titled and described by its own fields', (doc, path, title, description) => {
    const found = preview(doc)
    expect(found.url).toBe(`${SITE}${path}`)
    expect(found.title).toBe(`${title} | Arclight Technologies`)
    expect(found.description).toBe(description)
  })

  it('SEO fields win over the document’s own text; a title naming the company gets no suffix', () => {
    const seo = { title: 'Arclight Technologies: cloud', description: 'From SEO.' }
    const found = preview({ _type: 'service', title: 'Cloud', slug: { current: 'cloud' }, description: 'Own.', seo })
    expect([found.title, found.description]).toEqual(['Arclight Technologies: cloud', 'From SEO.'])
    expect(preview({ _type: 'landingPage', key: 'blog', hero, seo: { title: 'Insights' } }).title).toBe('Insights | Arclight Technologies')
  })

  it('shows the address as breadcrumbs, and none before the document has a slug', () => {
    expect(preview({ _type: 'service', title: 'Cloud', slug: { current: 'cloud' } }).breadcrumbs).toEqual([
      'www.arclight.example',
      'services',
      'cloud',
    ])
    const unsaved = preview({ _type: 'service', title: 'Cloud' })
    expect(unsaved.url).toBeNull()
    expect(unsaved.breadcrumbs).toEqual(['www.arclight.example'])
  })

  it('marks a noindex page', () => {
    expect(preview({ _type: 'aboutPage', hero, seo: { noindex: true } }).noindex).toBe(true)
    expect(preview({ _type: 'aboutPage', hero }).noindex).toBe(false)
  })
})

describe('the social image', () => {
  it('is the SEO image, else a raster picture of the document, else the site’s social card', () => {
    expect(preview({ _type: 'aboutPage', hero, seo: { image: img('seo') } }).image).toBe(`${CDN}/seo-1200x630.jpg?w=1200`)
    expect(preview({ _type: 'aboutPage', hero }).image).toBe(`${CDN}/hero-1200x630.jpg?w=1200`)
    expect(preview({ _type: 'aboutPage', hero: { ...hero, image: img('art', 'svg') } }).image).toBe(`${SITE}/social-card.jpg`)
    expect(preview({ _type: 'legalPage', kind: 'terms', title: 'Terms' }).image).toBe(`${SITE}/social-card.jpg`)
    // An SEO image without an asset (only its alt text) is no image.
    expect(preview({ _type: 'caseStudy', title: 'A', image: img('case'), seo: { image: { alt: 'x' } } }).image).toBe(
      `${CDN}/case-1200x630.jpg?w=1200`,
    )
  })
})

describe('cutting a search result', () => {
  it('keeps text that fits', () => {
    expect(cutText('Short title', TITLE_CHARS)).toEqual({ text: 'Short title', cut: false, length: 11, max: TITLE_CHARS })
  })

  it('cuts a long title at a word before the limit, with an ellipsis', () => {
    const title = 'Managed cloud migration and security for growing businesses in India | Arclight Technologies'
    const cut = cutText(title, TITLE_CHARS)
    expect(cut.cut).toBe(true)
    expect(cut.text).toBe('Managed cloud migration and security for growing…')
    expect(cut.text.length).toBeLessThanOrEqual(TITLE_CHARS)
    expect(cut.length).toBe(title.length)
  })

  it('cuts a word longer than the space mid-word, and a long description at 160', () => {
    expect(cutText('x'.repeat(100), TITLE_CHARS).text).toBe(`${'x'.repeat(59)}…`)
    const description = 'word '.repeat(50).trim()
    const cut = preview({ _type: 'service', title: 'Cloud', slug: { current: 'c' }, description }).search.description
    expect(cut.cut).toBe(true)
    expect(cut.text.length).toBeLessThanOrEqual(DESCRIPTION_CHARS)
    expect(cut.text.endsWith('word…')).toBe(true)
  })
})
