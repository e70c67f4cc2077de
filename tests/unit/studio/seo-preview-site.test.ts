import type { MetaDescriptor } from '@remix-run/node'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { fetchContent, setContentSource } from '~/content/content.server'
import { contentDir, loadDataset } from '~/content/dataset.server'
import { companyPageQuery, landingPageQuery } from '~/content/queries'
import * as about from '~/routes/about'
import * as caseStudy from '~/routes/case-studies.$slug'
import * as company from '~/routes/company'
import * as home from '~/routes/_index'
import * as privacy from '~/routes/privacy-policy'
import * as builtPage from '~/routes/$'
import * as services from '~/routes/services._index'
import * as service from '~/routes/services.$slug'
import * as stories from '~/routes/success-stories'
import * as team from '~/routes/team'
import { fallbackSettings } from '~/site/site'
import { seoPreview } from '../../../studio/seo-preview/preview-model'
import type { ImageValue } from '../../../studio/seo-preview/seo-sources'

// The SEO preview against the site itself: for documents of the bundled dataset, the title,
// description, canonical URL, robots and og:image the pane shows are the tags the page's own
// meta function renders; again with the SEO fields emptied (the fallbacks), raster pictures on
// services and case studies, and a noindex about page with its own image. (Blog pages need the
// backend and are covered by the model's tests.)

const RASTER = { _sanityAsset: 'image@file://./images/og-default.jpg' }

/** A copy of the bundled content with the changes above; the images are the bundled ones. */
function withoutSeo() {
  const dir = mkdtempSync(path.join(tmpdir(), 'seo-preview-'))
  symlinkSync(path.join(contentDir(), 'images'), path.join(dir, 'images'))
  const lines = readFileSync(path.join(contentDir(), 'dataset.ndjson'), 'utf8').split('\n').filter(Boolean)
  const changed = lines.map((line) => {
    const { seo: _seo, ...doc } = JSON.parse(line) as Record<string, unknown>
    if (doc._type === 'service' || doc._type === 'caseStudy') return { ...doc, image: { ...(doc.image as object), ...RASTER } }
    if (doc._type === 'aboutPage')
      return { ...doc, seo: { _type: 'seo', noindex: true, image: { _type: 'imageWithAlt', alt: '', ...RASTER } } }
    return doc
  })
  writeFileSync(path.join(dir, 'dataset.ndjson'), changed.map((doc) => JSON.stringify(doc)).join('\n'))
  return dir
}

const SITE = 'https://www.arclight.example'
const matchesFor = (companyName: string) => [{ id: 'root', data: { settings: { ...fallbackSettings, companyName }, siteUrl: SITE } }]
let matches = matchesFor(fallbackSettings.companyName)

type Route = { meta?: unknown; loader?: unknown }
const args = (path: string, params: Record<string, string>) => ({ request: new Request(`${SITE}${path}`), params, context: {} }) as never

async function siteTags(route: Route, path: string, params: Record<string, string> = {}, data?: unknown) {
  const loaded = data ?? (await (route.loader as (a: never) => Promise<unknown>)(args(path, params)))
  const meta = route.meta as (a: unknown) => MetaDescriptor[]
  const tags = meta({ data: loaded, matches, params, location: { pathname: path } })
  const pick = (key: string) =>
    tags.find((t) => ('name' in t && t.name === key) || ('property' in t && t.property === key)) as { content: string }
  const title = tags.find((t) => 'title' in t) as { title: string }
  const canonical = tags.find((t) => 'rel' in t && t.rel === 'canonical') as { href: string }
  return {
    title: title.title,
    description: pick('description').content,
    url: canonical.href,
    robots: pick('robots').content,
    image: pick('og:image').content,
  }
}

// The home loader also prepares the enquiry form (a backend): its meta reads only the hero and SEO.
const homeData = async () => {
  const page = await fetchContent(landingPageQuery, { key: 'home' })
  return { page }
}
const slug = (doc: Record<string, unknown>) => (doc.slug as { current: string }).current
type Doc = Record<string, unknown>
type Case = [name: string, doc: Doc, tags: () => ReturnType<typeof siteTags>]

function cases(documents: Doc[]): Case[] {
  const find = (filter: (doc: Doc) => boolean) => documents.find(filter)!
  return [
    ['the home page', find((d) => d._type === 'landingPage' && d.key === 'home'), async () => siteTags(home, '/', {}, await homeData())],
    ['the services page', find((d) => d._type === 'landingPage' && d.key === 'services'), () => siteTags(services, '/services')],
    [
      'the success stories page',
      find((d) => d._type === 'landingPage' && d.key === 'success-stories'),
      () => siteTags(stories, '/success-stories'),
    ],
    ['the team page', find((d) => d._type === 'landingPage' && d.key === 'team'), () => siteTags(team, '/team')],
    [
      'the company page',
      find((d) => d._type === 'companyPage'),
      async () => siteTags(company, '/company', {}, { page: await fetchContent(companyPageQuery) }),
    ],
    ['the about page', find((d) => d._type === 'aboutPage'), () => siteTags(about, '/about')],
    ['the privacy policy', find((d) => d._type === 'legalPage' && d.kind === 'privacy'), () => siteTags(privacy, '/privacy-policy')],
    ...documents
      .filter((d) => d._type === 'service')
      .map((d): Case => [`service ${d._id}`, d, () => siteTags(service, `/services/${slug(d)}`, { slug: slug(d) })]),
    ...documents
      .filter((d) => d._type === 'caseStudy')
      .map((d): Case => [`case study ${d._id}`, d, () => siteTags(caseStudy, `/case-studies/${slug(d)}`, { slug: slug(d) })]),
    ...documents
      .filter((d) => d._type === 'page')
      .map((d): Case => [`built page ${d._id}`, d, () => siteTags(builtPage, `/${slug(d)}`, { '*': slug(d) })]),
  ]
}

const variant = withoutSeo()
afterAll(() => rmSync(variant, { recursive: true, force: true }))

describe.each([
  ['as bundled', contentDir()],
  ['without SEO fields', variant],
])('the SEO preview shows the tags the site renders: %s', (_, dir) => {
  const { documents } = loadDataset(dir)
  const byId = new Map(documents.map((doc) => [doc._id, doc as Doc]))
  const companyName = String(byId.get('siteSettings')?.companyName ?? fallbackSettings.companyName)
  // asset->url, as the site's image projection reads it (the bundled images have no crop).
  const imageUrl = (image: ImageValue | null | undefined) => ((image?.asset?._ref && byId.get(image.asset._ref)?.url) as string) || null
  beforeAll(() => {
    setContentSource(createBundledSource({ dir }))
    matches = matchesFor(companyName)
  })
  afterAll(() => setContentSource(undefined))

  it.each(cases(documents as Doc[]))('%s', async (_, doc, tags) => {
    const preview = seoPreview(doc, { siteUrl: SITE, companyName, imageUrl })!
    const site = await tags()
    expect({ title: preview.title, description: preview.description, url: preview.url, image: preview.image }).toEqual({
      title: site.title,
      description: site.description,
      url: site.url,
      image: site.image,
    })
    expect(preview.noindex ? 'noindex, nofollow' : 'index, follow').toBe(site.robots)
  })
})
