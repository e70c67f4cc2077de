import imageUrlBuilder from '@sanity/image-url'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { imageProps, type ContentImage } from '~/content/image'
import { IMAGE, SHAREABLE_IMAGE } from '~/content/image-query'

// An editor's crop survives into every URL the site builds for Sanity's CDN: the query (IMAGE)
// puts it in as a rect, and each srcset width keeps it. Compared with @sanity/image-url, which
// the site does not ship (it would reach the browser) but whose output is the reference.

const asset = {
  _id: 'image-a1b2c3d4e5f6-2000x1000-jpg',
  _type: 'sanity.imageAsset',
  url: 'https://cdn.sanity.io/images/proj1234/production/a1b2c3d4e5f6-2000x1000.jpg',
  metadata: { dimensions: { width: 2000, height: 1000 } },
}
const builder = imageUrlBuilder({ projectId: 'proj1234', dataset: 'production' })

async function queried(image: object): Promise<ContentImage> {
  const dataset = [asset, { _id: 'doc', _type: 'doc', image }]
  const value = await evaluate(parse(`*[_id == "doc"][0].image${IMAGE}`), { dataset })
  return (await value.get()) as ContentImage
}

const fixtures = {
  'a crop and a hotspot': {
    crop: { _type: 'sanity.imageCrop', left: 0.1234, top: 0.05, right: 0.2, bottom: 0.3333 },
    hotspot: { _type: 'sanity.imageHotspot', x: 0.4, y: 0.35, width: 0.3, height: 0.4 },
  },
  'a crop from the left only': { crop: { _type: 'sanity.imageCrop', left: 0.5, top: 0, right: 0, bottom: 0 } },
  'no crop': {},
  'an empty crop (all zero)': { crop: { _type: 'sanity.imageCrop', left: 0, top: 0, right: 0, bottom: 0 } },
}

describe('image URLs honour the crop', () => {
  for (const [name, extra] of Object.entries(fixtures)) {
    it(`${name}: every srcset width as @sanity/image-url builds it`, async () => {
      const image = { _type: 'imageWithAlt', asset: { _type: 'reference', _ref: asset._id }, alt: 'A picture', ...extra }
      const props = imageProps(await queried(image), { widths: [480, 768, 1024] })!
      const entries = props.srcSet!.split(', ').map((entry) => entry.split(' '))
      expect(entries.length).toBeGreaterThanOrEqual(3)
      for (const [url, descriptor] of entries) {
        const width = Number(descriptor.replace('w', ''))
        expect(url).toBe(builder.image(image).width(width).fit('max').auto('format').url())
      }
      expect(props.src).toBe(builder.image(image).width(Math.min(props.width, 1440)).fit('max').auto('format').url())
    })
  }

  it('the size is the cropped size, so nothing is upscaled and the aspect ratio holds', async () => {
    const image = {
      _type: 'imageWithAlt',
      asset: { _type: 'reference', _ref: asset._id },
      alt: '',
      ...fixtures['a crop from the left only'],
    }
    expect(await queried(image)).toMatchObject({ width: 1000, height: 1000 })
  })

  it('bundled SVG art keeps its plain URL', () => {
    const props = imageProps({ src: '/content-images/page-home.svg', width: 1600, height: 900, alt: '' })
    expect(props).toEqual({ src: '/content-images/page-home.svg', width: 1600, height: 900, alt: '' })
  })
})

describe('the 1200x630 social image is cut around the hotspot', () => {
  const assets = {
    wide: asset,
    tall: {
      ...asset,
      _id: 'image-f6e5d4c3b2a1-900x1600-png',
      url: asset.url.replace('a1b2c3d4e5f6-2000x1000.jpg', 'f6e5d4c3b2a1-900x1600.png'),
      metadata: { dimensions: { width: 900, height: 1600 } },
    },
    card: {
      ...asset,
      _id: 'image-0a0b0c0d0e0f-1200x630-jpg',
      url: asset.url.replace('a1b2c3d4e5f6-2000x1000.jpg', '0a0b0c0d0e0f-1200x630.jpg'),
      metadata: { dimensions: { width: 1200, height: 630 } },
    },
  }
  async function social(which: keyof typeof assets, extra: object) {
    const image = { _type: 'imageWithAlt', asset: { _type: 'reference', _ref: assets[which]._id }, alt: '', ...extra }
    const dataset = [assets[which], { _id: 'doc', _type: 'doc', image }]
    const value = await evaluate(parse(`*[_id == "doc"][0].image${SHAREABLE_IMAGE}`), { dataset })
    return { social: ((await value.get()) as { social: string }).social, expected: builder.image(image).width(1200).height(630).url() }
  }
  const hotspot = (x: number, y: number) => ({ hotspot: { _type: 'sanity.imageHotspot', x, y, width: 0.2, height: 0.2 } })
  const cases: [string, keyof typeof assets, object][] = [
    ['a wide image, no crop or hotspot', 'wide', {}],
    ['a wide image, hotspot on the left edge (kept within the image)', 'wide', hotspot(0.02, 0.5)],
    ['a wide image, hotspot on the right', 'wide', hotspot(0.9, 0.3)],
    ['a wide image with a crop and a hotspot', 'wide', { ...fixtures['a crop and a hotspot'] }],
    [
      'a wide image cropped to a tall part',
      'wide',
      { crop: { _type: 'sanity.imageCrop', left: 0.3, right: 0.4, top: 0, bottom: 0 }, ...hotspot(0.5, 0.8) },
    ],
    ['a tall image, hotspot low', 'tall', hotspot(0.5, 0.9)],
    [
      'a tall image, hotspot high, cropped',
      'tall',
      { crop: { _type: 'sanity.imageCrop', left: 0.1, right: 0.05, top: 0.2, bottom: 0.1 }, ...hotspot(0.3, 0.1) },
    ],
    ['an image already 1200x630 (no rect)', 'card', {}],
  ]
  for (const [name, which, extra] of cases) {
    it(`${name}: as @sanity/image-url builds it`, async () => {
      const { social: url, expected } = await social(which, extra)
      expect(url).toBe(expected)
    })
  }

  it('bundled art (off Sanity’s CDN) keeps its own URL', async () => {
    const art = {
      _id: 'image-art',
      _type: 'sanity.imageAsset',
      url: '/content-images/og-default.jpg?v=c783391a410e',
      metadata: { dimensions: { width: 1200, height: 630 } },
    }
    const dataset = [art, { _id: 'doc', _type: 'doc', image: { asset: { _ref: art._id }, alt: '' } }]
    const value = await evaluate(parse(`*[_id == "doc"][0].image${SHAREABLE_IMAGE}`), { dataset })
    expect(((await value.get()) as { social: string }).social).toBe(art.url)
  })
})
