// Which copies an upload gets, and which names the variant route will ever serve.
import { describe, expect, it } from 'vitest'
import {
  isVariantFileName,
  manifestFiles,
  parseManifest,
  SOCIAL_CARD,
  VARIANT_WIDTHS,
  variantFormats,
  variantWidths,
} from '~/media/variant-set'
import { mediaImage } from '~/media/media-image'

describe('variant widths', () => {
  it('are the fixed set below the original, and the original’s own width, never above it', () => {
    expect(variantWidths(4032)).toEqual([...VARIANT_WIDTHS])
    expect(variantWidths(1000)).toEqual([240, 320, 400, 640, 960, 1000])
    expect(variantWidths(1280)).toEqual([240, 320, 400, 640, 960, 1120, 1280])
    expect(variantWidths(200)).toEqual([200])
    for (const width of [1, 239, 241, 2047, 2049, 9000]) expect(Math.max(...variantWidths(width))).toBe(Math.min(width, 2048))
  })

  it('stop at 1280 for an animation', () => {
    expect(variantWidths(4000, { animated: true })).toEqual([240, 320, 400, 640, 960, 1120, 1280])
  })
})

describe('variant formats', () => {
  it('AVIF and WebP first, the original’s format last as the fallback', () => {
    expect(variantFormats('image/jpeg')).toEqual(['avif', 'webp', 'jpeg'])
    expect(variantFormats('image/png')).toEqual(['avif', 'webp', 'png'])
    expect(variantFormats('image/webp')).toEqual(['avif', 'webp'])
    expect(variantFormats('image/avif')).toEqual(['webp', 'avif'])
  })

  it('an animation has no AVIF (sharp writes none animated)', () => {
    expect(variantFormats('image/gif', { animated: true })).toEqual(['webp', 'gif'])
    expect(variantFormats('image/webp', { animated: true })).toEqual(['webp'])
  })
})

describe('variant names', () => {
  it('only the set’s names pass the route’s check', () => {
    for (const ok of ['320.avif', '2048.webp', '1000.jpg', '64.png', '320.gif', SOCIAL_CARD.file, 'manifest.json']) {
      expect(isVariantFileName(ok)).toBe(true)
    }
    for (const bad of ['0.avif', '12345.webp', '640.exe', '640.webp?w=9999', '../manifest.json', '640', 'social.png', '.640.webp']) {
      expect(isVariantFileName(bad)).toBe(false)
    }
  })

  it('a manifest lists every file made, itself included (what deleting deletes)', () => {
    const manifest = { width: 1000, height: 750, widths: [320, 1000], formats: ['avif', 'jpeg'] as const, social: true }
    expect(manifestFiles({ ...manifest, formats: [...manifest.formats] })).toEqual([
      '320.avif',
      '320.jpg',
      '1000.avif',
      '1000.jpg',
      'social.jpg',
      'manifest.json',
    ])
  })

  it('a damaged or foreign manifest reads as none', () => {
    for (const text of [
      '',
      '{',
      'null',
      '{"width":0,"height":1,"widths":[],"formats":[]}',
      '{"width":1,"height":1,"widths":[],"formats":["exe"]}',
    ]) {
      expect(parseManifest(text)).toBeNull()
    }
  })
})

describe('an uploaded image as the pages show it', () => {
  const manifest = {
    width: 4032,
    height: 3024,
    widths: [320, 640, 960, 1280, 1600, 2048],
    formats: ['avif', 'webp', 'jpeg'] as ('avif' | 'webp' | 'jpeg')[],
    social: true,
  }
  const image = mediaImage(manifest, (file) => `/media/1-p.jpg/${file}`, { src: '/media/1-p.jpg', alt: 'A view' })

  it('the fallback format in the <img> srcset, AVIF and WebP as sources, the original’s size', () => {
    expect(image).toMatchObject({ src: '/media/1-p.jpg/960.jpg', width: 4032, height: 3024, alt: 'A view' })
    expect(image.srcSet).toBe(manifest.widths.map((w) => `/media/1-p.jpg/${w}.jpg ${w}w`).join(', '))
    expect(image.sources).toEqual([
      { type: 'image/avif', srcSet: manifest.widths.map((w) => `/media/1-p.jpg/${w}.avif ${w}w`).join(', ') },
      { type: 'image/webp', srcSet: manifest.widths.map((w) => `/media/1-p.jpg/${w}.webp ${w}w`).join(', ') },
    ])
  })

  it('a vector keeps its one file, with its size', () => {
    expect(
      mediaImage({ width: 120, height: 40, widths: [], formats: [], social: false }, String, { src: '/media/1-l.svg', alt: '' }),
    ).toEqual({
      src: '/media/1-l.svg',
      width: 120,
      height: 40,
      alt: '',
    })
  })
})
