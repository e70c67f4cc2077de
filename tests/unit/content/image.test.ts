import { describe, expect, it } from 'vitest'
import { imageDimensions } from '~/content/image-dimensions.server'
import { imageProps } from '~/content/image'

describe('imageProps', () => {
  it('passes a bundled image through with its size and alt text', () => {
    expect(imageProps({ src: '/content-images/a.svg?v=abc', width: 1200, height: 800, alt: 'A shield' })).toEqual({
      src: '/content-images/a.svg?v=abc',
      width: 1200,
      height: 800,
      alt: 'A shield',
    })
  })

  it('gives an image on the Sanity CDN a srcset in the best format, never upscaled', () => {
    const props = imageProps(
      { src: 'https://cdn.sanity.io/images/abc123/production/f00d-1000x600.jpg', width: 1000, height: 600, alt: '' },
      { sizes: '(min-width: 768px) 50vw, 100vw' },
    )
    expect(props?.src).toBe('https://cdn.sanity.io/images/abc123/production/f00d-1000x600.jpg?w=1000&fit=max&auto=format')
    expect(props?.srcSet?.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '768w', '1000w'])
    expect(props?.srcSet).toContain('auto=format')
    expect(props?.sizes).toBe('(min-width: 768px) 50vw, 100vw')
    expect(props).toMatchObject({ width: 1000, height: 600 })
  })

  it('leaves SVGs on the CDN alone and lets the page override alt text', () => {
    const props = imageProps(
      { src: 'https://cdn.sanity.io/images/abc123/production/f00d-1200x800.svg', width: 1200, height: 800, alt: 'x' },
      { alt: '' },
    )
    expect(props).toEqual({ src: 'https://cdn.sanity.io/images/abc123/production/f00d-1200x800.svg', width: 1200, height: 800, alt: '' })
  })

  it('is null without an image', () => {
    expect(imageProps(null)).toBeNull()
    expect(imageProps({ src: null, width: null, height: null, alt: '' })).toBeNull()
  })
})

describe('imageDimensions', () => {
  it('reads SVG width/height, then viewBox, then a -WxH file name', () => {
    expect(imageDimensions(Buffer.from('<svg xmlns="x" width="1200" height="800">'), 'a.svg')).toEqual({ width: 1200, height: 800 })
    expect(imageDimensions(Buffer.from('<svg viewBox="0 0 640 480">'), 'b.svg')).toEqual({ width: 640, height: 480 })
    expect(imageDimensions(Buffer.from('RIFF'), 'photo-300x200.webp')).toEqual({ width: 300, height: 200 })
    expect(() => imageDimensions(Buffer.from('RIFF'), 'photo.webp')).toThrow(/Cannot tell the size/)
  })
})
