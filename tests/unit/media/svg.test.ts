// SVG uploads keep their drawing and lose whatever runs or reaches outside the file.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { prepareImage } from '~/media/process.server'
import { sanitiseSvg } from '~/media/svg.server'
import { MANIFEST_FILE, parseManifest } from '~/media/variant-set'
import { HOSTILE_SVG } from '../../fixtures/images'

describe('sanitiseSvg', () => {
  it('drops scripts, event handlers, foreignObject, style sheets and every outside reference', async () => {
    const clean = (await sanitiseSvg(HOSTILE_SVG))!
    for (const gone of ['<script', 'alert', 'onload', 'onclick', 'foreignObject', '<style', '@import', 'evil.example', 'javascript:']) {
      expect(clean).not.toContain(gone)
    }
    // The drawing stays: the root with its namespace and viewBox, shapes, gradients, inner references, text.
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 120 40"/)
    expect(clean).toContain('gradientUnits="userSpaceOnUse"')
    expect(clean).toContain('fill="url(#g)"')
    expect(clean).toContain('<use href="#r"')
    expect(clean).toContain('Acme\u00a0Co')
    // Still an SVG an image decoder reads, at its size.
    expect(await sharp(Buffer.from(clean)).metadata()).toMatchObject({ format: 'svg', width: 120, height: 40 })
  })

  it('a file that was nothing but script is an empty drawing after', async () => {
    const scriptOnly = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'
    expect(await sanitiseSvg(scriptOnly)).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>')
  })

  it('what is not an SVG document is not one after', async () => {
    for (const text of [
      'hello',
      '<html><body><script>x</script></body></html>',
      '<svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>x</script',
    ]) {
      expect(await sanitiseSvg(text)).toBeNull()
    }
  })

  it('an upload stores the sanitised file with a manifest of its size, and refuses a broken one', async () => {
    const prepared = await prepareImage(new File([HOSTILE_SVG], 'logo.svg', { type: 'image/svg+xml' }), { maxPixels: 1 })
    if (!prepared.ok) throw new Error(prepared.message)
    expect(await prepared.file.text()).toBe(await sanitiseSvg(HOSTILE_SVG))
    const manifest = parseManifest(new TextDecoder().decode(prepared.variants.find((v) => v.file === MANIFEST_FILE)!.bytes))
    expect(manifest).toEqual({ width: 120, height: 40, widths: [], formats: [], social: false })
    expect(await prepareImage(new File(['not svg'], 'x.svg', { type: 'image/svg+xml' }), { maxPixels: 1 })).toEqual({
      ok: false,
      message: '“x.svg” is not a valid SVG image.',
    })
  })
})
