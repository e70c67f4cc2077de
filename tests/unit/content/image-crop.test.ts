import imageUrlBuilder from '@sanity/image-url'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { imageProps, type ContentImage } from '~/content/image'
import { IMAGE } from '~/content/queries'

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
