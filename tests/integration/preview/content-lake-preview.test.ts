import { createClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { stegaClean } from '@sanity/client/stega'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSanitySource } from '~/content/sanity-source.server'
import { startContentLake, type ContentLake } from '../../fixtures/content-lake-fake'
import { sanityConfig } from '../../fixtures/sanity'
import { decodeStega, STEGA } from '../../fixtures/stega'

// The real @sanity/client and @sanity/preview-url-secret against a loopback fake of the Content
// Lake (tests/fixtures/content-lake-fake.ts): the secret Presentation writes, its check, and the
// hosted source's preview reads (drafts perspective, release stacks, source maps, stega).

const VIEWER = 'viewer-token'
const EDITOR = 'editor-token'

let lake: ContentLake
beforeAll(async () => {
  lake = await startContentLake({
    tokens: { [VIEWER]: 'viewer', [EDITOR]: 'editor' },
    documents: [
      { _id: 'siteSettings', _type: 'siteSettings', companyName: 'Arclight', supportEmail: 'hello@example.com', phone: '+1 555 0100' },
      {
        _id: 'drafts.siteSettings',
        _type: 'siteSettings',
        companyName: 'Arclight Draft',
        supportEmail: 'draft@example.com',
        phone: '+1 555 0199',
      },
      { _id: 'service-a', _type: 'service', title: 'Cloud', slug: { current: 'cloud' } },
      { _id: 'drafts.service-b', _type: 'service', title: 'Brand-new service', slug: { current: 'brand-new' } },
      { _id: 'versions.rSpring.service-a', _type: 'service', title: 'Cloud (spring release)', slug: { current: 'cloud' } },
    ],
  })
})
afterAll(() => lake.stop())
afterEach(() => vi.restoreAllMocks())

const editorClient = () =>
  createClient({
    projectId: 'abc123',
    dataset: 'production',
    apiVersion: '2025-02-19',
    token: EDITOR,
    useCdn: false,
    apiHost: lake.url,
    useProjectHostname: false,
  })
const viewerClient = (token = VIEWER) =>
  createClient({
    projectId: 'abc123',
    dataset: 'production',
    apiVersion: '2025-02-19',
    token,
    useCdn: false,
    apiHost: lake.url,
    useProjectHostname: false,
  })

describe('the preview secret Presentation writes', () => {
  it('is accepted once written, with its redirect, perspective and Studio origin', async () => {
    const { secret } = await createPreviewSecret(editorClient(), 'presentation', 'https://studio.example.com/desk', 'user-1')
    const stored = [...lake.documents.values()].find((doc) => doc._type === 'sanity.previewUrlSecret')
    expect(stored?._id).toMatch(/^drafts\./)
    const url = `https://site.example/api/preview-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fservices%2Fcloud&sanity-preview-perspective=drafts`
    const checked = await validatePreviewUrl(viewerClient(), url)
    expect(checked).toMatchObject({ isValid: true, studioOrigin: 'https://studio.example.com', studioPreviewPerspective: 'drafts' })
    expect(checked.redirectTo).toBe('/services/cloud?sanity-preview-perspective=drafts')
  })

  it('refuses a wrong secret, and a right one after its hour', async () => {
    const { secret } = await createPreviewSecret(editorClient(), 'presentation', 'https://studio.example.com', 'user-1')
    expect((await validatePreviewUrl(viewerClient(), `/x?sanity-preview-secret=${secret}x`)).isValid).toBe(false)
    lake.setClockOffset(61 * 60 * 1000)
    try {
      expect((await validatePreviewUrl(viewerClient(), `/x?sanity-preview-secret=${secret}`)).isValid).toBe(false)
    } finally {
      lake.setClockOffset(0)
    }
  })

  it('cannot be written with a viewer token, nor checked with an unknown one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}) // the Studio's clean-up of old secrets fails too
    await expect(createPreviewSecret(viewerClient(), 'presentation', 'https://studio.example.com', 'u')).rejects.toThrow(/permission/i)
    await expect(validatePreviewUrl(viewerClient('nope'), '/x?sanity-preview-secret=abc')).rejects.toThrow(/Session not found/)
  })
})

describe('the hosted source in preview', () => {
  const source = () => createSanitySource(sanityConfig({ apiHost: lake.url, viewerToken: VIEWER, useCdn: true, cacheSeconds: 60 }))

  it('reads published content for everyone and drafts only in a preview', async () => {
    const sanity = source()
    const query = '*[_id == "siteSettings"][0]{companyName}'
    expect(await sanity.fetch(query)).toEqual({ companyName: 'Arclight' })
    expect(await sanity.preview!(query, {}, { perspective: 'drafts', studioUrl: null })).toEqual({ companyName: 'Arclight Draft' })
    // The public result cache is untouched by the preview.
    expect(await sanity.fetch(query)).toEqual({ companyName: 'Arclight' })
    const published = lake.requests.filter((request) => request.perspective === 'published')
    expect(published.every((request) => request.token === null)).toBe(true)
  })

  it('opens a never-published draft and a release stack', async () => {
    const sanity = source()
    const bySlug = '*[_type == "service" && slug.current == $slug][0]{title}'
    expect(await sanity.fetch(bySlug, { slug: 'brand-new' })).toBeNull()
    expect(await sanity.preview!(bySlug, { slug: 'brand-new' }, { perspective: 'drafts', studioUrl: null })).toEqual({
      title: 'Brand-new service',
    })
    expect(await sanity.preview!(bySlug, { slug: 'cloud' }, { perspective: ['rSpring', 'drafts'], studioUrl: null })).toEqual({
      title: 'Cloud (spring release)',
    })
  })

  it('stega-encodes shown text with the Studio link, never e-mail or phone', async () => {
    const sanity = source()
    const result = (await sanity.preview!(
      '*[_id == "siteSettings"][0]{companyName, supportEmail, phone}',
      {},
      {
        perspective: 'drafts',
        studioUrl: 'https://studio.example.com',
      },
    )) as Record<string, string>
    expect(result.companyName).toMatch(STEGA)
    expect(result.companyName.startsWith('Arclight Draft')).toBe(true)
    expect(result.supportEmail).toBe('draft@example.com')
    expect(result.phone).toBe('+1 555 0199')
    expect(stegaClean(result.companyName)).toBe('Arclight Draft')
    expect(decodeStega(result.companyName)?.href).toContain(
      'https://studio.example.com/intent/edit/mode=presentation;id=siteSettings;type=siteSettings;path=companyName',
    )
  })

  it('the fake refuses what the Content Lake refuses', async () => {
    await expect(viewerClient().fetch('*[_type == ', {})).rejects.toThrow()
    await expect(viewerClient().fetch('*', {}, { perspective: 'bad perspective!' as 'drafts' })).rejects.toThrow()
    const anonymous = createClient({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
      apiHost: lake.url,
      useProjectHostname: false,
    })
    expect(await anonymous.fetch('count(*[_id in path("drafts.**")])', {}, { perspective: 'raw' })).toBe(0)
  })
})
