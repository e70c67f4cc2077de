import { describe, expect, it } from 'vitest'
import { pageMeta } from '~/seo/meta'
import { canonicalUrl, fullTitle, rasterImage, robotsContent, seoOr, socialImageUrl } from '~/seo/meta-rules'
import { contentPageMeta } from '~/seo/page-meta'
import { fallbackSettings, type MatchLike } from '~/site/site'

// The rules every page's meta tags are built by (app/seo/meta-rules.ts), which the Studio's SEO
// preview shares; and the tags pageMeta builds from them, pinned so the sharing changed nothing.

const SITE = 'https://www.arclight.example'
const matches: MatchLike[] = [{ id: 'root', data: { settings: { ...fallbackSettings, keywords: ['cloud'] }, siteUrl: SITE } }]
const tag = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((t) => ('title' in t && key === 'title') || ('name' in t && t.name === key) || ('property' in t && t.property === key))

describe('meta rules', () => {
  it('append the company name unless the title has it', () => {
    expect(fullTitle('Cloud', 'Arclight')).toBe('Cloud | Arclight')
    expect(fullTitle('Arclight – Cloud', 'Arclight')).toBe('Arclight – Cloud')
  })

  it('take an SEO field over the fallback only when it is filled in', () => {
    expect(seoOr('SEO title', 'Own title')).toBe('SEO title')
    expect(seoOr('', 'Own title')).toBe('Own title')
    expect(seoOr(null, 'Own title')).toBe('Own title')
  })

  it('build the canonical URL, the social image and robots', () => {
    expect(canonicalUrl(SITE, '/services/cloud')).toBe(`${SITE}/services/cloud`)
    expect(socialImageUrl(SITE, null)).toBe(`${SITE}/social-card.jpg`)
    expect(socialImageUrl(SITE, '/content-images/a.png')).toBe(`${SITE}/content-images/a.png`)
    expect(socialImageUrl(SITE, 'https://cdn.sanity.io/images/p/d/a-1x1.jpg')).toBe('https://cdn.sanity.io/images/p/d/a-1x1.jpg')
    expect(robotsContent(true)).toBe('noindex, nofollow')
    expect(robotsContent(undefined)).toBe('index, follow')
  })

  it('keep no SVG as a social image', () => {
    expect(rasterImage('/content-images/art.svg')).toBeNull()
    expect(rasterImage('https://cdn.sanity.io/images/p/d/a-1x1.svg?rect=0,0,1,1')).toBeNull()
    expect(rasterImage('https://cdn.sanity.io/images/p/d/a-1x1.jpg')).toBe('https://cdn.sanity.io/images/p/d/a-1x1.jpg')
    expect(rasterImage(null)).toBeNull()
    expect(rasterImage('/uploads/Diagram.SVG')).toBeNull()
  })
})

describe('pageMeta', () => {
  it('builds every tag from those rules', () => {
    const tags = pageMeta(matches, { title: 'Cloud', description: 'Cloud work.', path: '/services/cloud', keywords: ['aws', 'cloud'] })
    expect(tags.slice(0, 6)).toEqual([
      { title: 'Cloud | Arclight Technologies' },
      { name: 'description', content: 'Cloud work.' },
      { name: 'keywords', content: 'aws, cloud' },
      { name: 'author', content: 'Arclight Technologies' },
      { name: 'robots', content: 'index, follow' },
      { tagName: 'link', rel: 'canonical', href: `${SITE}/services/cloud` },
    ])
    expect(tag(tags, 'og:image')).toEqual({ property: 'og:image', content: `${SITE}/social-card.jpg` })
    expect(tag(tags, 'og:title')).toEqual({ property: 'og:title', content: 'Cloud | Arclight Technologies' })
  })

  it('contentPageMeta: SEO fields first, then the document, and a raster hero as the social image', () => {
    const hero = { src: '/content-images/hero.png', width: 1200, height: 630, alt: '' }
    const seo = { title: null, description: 'From SEO.', keywords: null, noindex: true, image: null }
    const tags = contentPageMeta(matches, { seo, title: 'Own', description: 'Own text.', path: '/about', heroImage: hero })
    expect(tag(tags, 'title')).toEqual({ title: 'Own | Arclight Technologies' })
    expect(tag(tags, 'description')).toEqual({ name: 'description', content: 'From SEO.' })
    expect(tag(tags, 'robots')).toEqual({ name: 'robots', content: 'noindex, nofollow' })
    expect(tag(tags, 'og:image')).toEqual({ property: 'og:image', content: `${SITE}/content-images/hero.png` })
    const svg = contentPageMeta(matches, { title: 'Own', description: '', path: '/about', heroImage: { ...hero, src: '/a.svg' } })
    expect(tag(svg, 'og:image')).toEqual({ property: 'og:image', content: `${SITE}/social-card.jpg` })
  })
})
