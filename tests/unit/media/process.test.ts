// An upload made safe: metadata gone from the original and every variant (read back with sharp's
// own metadata), orientation applied, the colour profile kept, bombs and damaged files refused
// before they cost anything, animations kept animated.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MEDIA_MAX_PIXELS } from '~/config/env.server'
import { prepareImage } from '~/media/process.server'
import { MANIFEST_FILE, parseManifest, SOCIAL_CARD, variantWidths } from '~/media/variant-set'
import { animatedGif, BOMB, bombPng, phonePhoto, PHOTO_EXIF, pngImage } from '../../fixtures/images'

const limits = { maxPixels: DEFAULT_MEDIA_MAX_PIXELS }
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

async function expectNoCameraMetadata(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata()
  expect(meta.exif).toBeUndefined()
  expect(meta.xmp).toBeUndefined()
  expect(meta.iptc).toBeUndefined()
  const text = Buffer.from(bytes).toString('latin1')
  expect(text).not.toContain(PHOTO_EXIF.serial)
  expect(text).not.toContain(PHOTO_EXIF.model)
}

describe('a phone photo', () => {
  it('keeps no EXIF, XMP or IPTC in the original or any variant, and keeps its colour profile', async () => {
    const source = await sharp(await phonePhoto({ width: 1200, height: 900 }))
      .withIccProfile('p3')
      .keepExif()
      .jpeg()
      .toBuffer()
    expect((await sharp(source).metadata()).exif).toBeDefined() // the fixture does carry it
    expect(source.toString('latin1')).toContain(PHOTO_EXIF.serial)

    const prepared = await prepareImage(file(source, 'IMG_0001.jpg', 'image/jpeg'), limits)
    if (!prepared.ok) throw new Error(prepared.message)
    const original = new Uint8Array(await prepared.file.arrayBuffer())
    await expectNoCameraMetadata(original)
    expect((await sharp(original).metadata()).icc).toBeDefined()
    expect(prepared.file).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg' })

    const images = prepared.variants.filter((variant) => variant.file !== MANIFEST_FILE)
    expect(images.map((variant) => variant.file).sort()).toEqual(
      variantWidths(1200)
        .flatMap((w) => [`${w}.avif`, `${w}.jpg`, `${w}.webp`])
        .concat(SOCIAL_CARD.file)
        .sort(),
    )
    for (const variant of images) {
      await expectNoCameraMetadata(variant.bytes)
      const meta = await sharp(variant.bytes).metadata()
      if (variant.file === SOCIAL_CARD.file) expect([meta.width, meta.height]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height])
      else expect(meta.width).toBe(Number(variant.file.split('.')[0]))
      expect(variant.type).toBe(`image/${meta.format === 'heif' ? 'avif' : meta.format}`)
    }
    const manifest = parseManifest(new TextDecoder().decode(prepared.variants.find((v) => v.file === MANIFEST_FILE)!.bytes))
    expect(manifest).toEqual({ width: 1200, height: 900, widths: variantWidths(1200), formats: ['avif', 'webp', 'jpeg'], social: true })
  })

  it('stored sideways (EXIF orientation 6) is turned upright, and its size says so', async () => {
    const prepared = await prepareImage(file(await phonePhoto({ width: 800, height: 600, orientation: 6 }), 'p.jpg', 'image/jpeg'), limits)
    if (!prepared.ok) throw new Error(prepared.message)
    const meta = await sharp(await prepared.file.arrayBuffer()).metadata()
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([600, 800, 1])
    const manifest = parseManifest(new TextDecoder().decode(prepared.variants.find((v) => v.file === MANIFEST_FILE)!.bytes))
    expect(manifest).toMatchObject({ width: 600, height: 800, widths: variantWidths(600) })
  })
})

describe('hostile and damaged images', () => {
  it('a decompression bomb is refused from its header, in no time', async () => {
    const bomb = bombPng()
    expect(bomb.length).toBeLessThan(60_000)
    const started = performance.now()
    const prepared = await prepareImage(file(bomb, 'bomb.png', 'image/png'), limits)
    expect(performance.now() - started).toBeLessThan(500)
    expect(prepared).toEqual({
      ok: false,
      message: `“bomb.png” is too large an image (${BOMB.width.toLocaleString('en-US')} × ${BOMB.height.toLocaleString('en-US')} pixels, 400 megapixels). The limit is 50 megapixels.`,
    })
  })

  it('the limit is the configured one, frames included', async () => {
    const gif = await animatedGif({ width: 100, height: 100, frames: 3 })
    expect(await prepareImage(file(gif, 'a.gif', 'image/gif'), { maxPixels: 29_999 })).toEqual({
      ok: false,
      message: '“a.gif” is too large an image (100 × 100 pixels × 3 frames, 0 megapixels). The limit is 0 megapixels.',
    })
    expect((await prepareImage(file(gif, 'a.gif', 'image/gif'), { maxPixels: 30_000 })).ok).toBe(true)
  })

  it('a damaged or truncated image, or one that is another format inside, is refused with a clear message', async () => {
    const photo = await phonePhoto({ width: 400, height: 300 })
    const message = (name: string) => ({ ok: false, message: `“${name}” could not be read as an image: it may be damaged or incomplete.` })
    expect(await prepareImage(file(photo.subarray(0, photo.length / 2), 'half.jpg', 'image/jpeg'), limits)).toEqual(message('half.jpg'))
    expect(await prepareImage(file(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]), 'x.jpg', 'image/jpeg'), limits)).toEqual(
      message('x.jpg'),
    )
    expect(await prepareImage(file(await pngImage(), 'png.jpg', 'image/jpeg'), limits)).toEqual(message('png.jpg'))
  })
})

describe('animations', () => {
  it('an animated GIF stays animated, in the original and its variants', async () => {
    const prepared = await prepareImage(file(await animatedGif({ width: 400, height: 200, frames: 3 }), 'spin.gif', 'image/gif'), limits)
    if (!prepared.ok) throw new Error(prepared.message)
    expect((await sharp(await prepared.file.arrayBuffer()).metadata()).pages).toBe(3)
    const files = prepared.variants.map((variant) => variant.file).sort()
    expect(files).toEqual([...variantWidths(400).flatMap((w) => [`${w}.gif`, `${w}.webp`]), MANIFEST_FILE].sort())
    for (const variant of prepared.variants.filter((v) => v.file !== MANIFEST_FILE)) {
      const meta = await sharp(variant.bytes, { animated: true }).metadata()
      expect(meta.pages).toBe(3)
      expect(meta.width).toBe(Number(variant.file.split('.')[0]))
    }
  })
})
