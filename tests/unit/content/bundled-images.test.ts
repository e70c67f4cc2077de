import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkImage } from '~/content/image-check.server'

// Every image the site ships must decode: a browser silently draws nothing for an SVG that is
// not well-formed XML (two service heroes once had an unescaped "&" in their <title>).

const imageDirs = ['content/images', 'public']
const files = imageDirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => /\.(svg|png|jpe?g|webp|gif|avif)$/i.test(f))
    .map((f) => path.join(dir, f)),
)

describe('bundled images', () => {
  it('finds the images to check', () => {
    expect(files.length).toBeGreaterThan(30)
  })

  it.each(files)('%s decodes (SVG as XML, raster headers)', (file) => {
    expect(checkImage(file, readFileSync(file))).toMatchObject({ problem: null })
  })

  it('has a file for every image the dataset references', () => {
    const dataset = readFileSync('content/dataset.ndjson', 'utf8')
    const referenced = [...dataset.matchAll(/image@file:\/\/\.\/images\/([^"]+)"/g)].map((m) => m[1])
    expect(referenced.length).toBeGreaterThan(20)
    const present = new Set(readdirSync('content/images'))
    expect(referenced.filter((name) => !present.has(name))).toEqual([])
  })
})

describe('checkImage', () => {
  const svg = (inner: string, attrs = 'width="10" height="10"') =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${inner}</svg>`)

  it('accepts a well-formed SVG with a size or a viewBox', () => {
    expect(checkImage('a.svg', svg('<title>AI &amp; ML</title>')).problem).toBeNull()
    expect(checkImage('a.svg', svg('', 'viewBox="0 0 24 24"')).problem).toBeNull()
  })

  it('rejects an SVG with an unescaped ampersand, a wrong root or no size', () => {
    expect(checkImage('a.svg', svg('<title>AI & ML</title>')).problem).toMatch(/not well-formed XML/)
    expect(checkImage('a.svg', Buffer.from('<svg width="1" height="1"></svg>')).problem).toMatch(/SVG namespace/)
    expect(checkImage('a.svg', Buffer.from('<html xmlns="http://www.w3.org/2000/svg"/>')).problem).toMatch(/not <svg>/)
    expect(checkImage('a.svg', svg('', '')).problem).toMatch(/no width\/height or viewBox/)
    expect(checkImage('a.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">')).problem).toMatch(/XML/)
  })

  it('checks raster headers: PNG signature and IHDR, JPEG markers, WebP, GIF', () => {
    const png = Buffer.alloc(33)
    Buffer.from('89504e470d0a1a0a', 'hex').copy(png, 0)
    png.write('IHDR', 12, 'latin1')
    png.writeUInt32BE(16, 16)
    png.writeUInt32BE(16, 20)
    expect(checkImage('a.png', png).problem).toBeNull()
    expect(checkImage('a.png', png.subarray(0, 20)).problem).toMatch(/signature/)

    const jpeg = readFileSync('public/social-card.jpg')
    expect(checkImage('a.jpg', jpeg).problem).toBeNull()
    expect(checkImage('a.jpg', jpeg.subarray(0, jpeg.length - 100)).problem).toMatch(/truncated/)
    expect(checkImage('a.jpg', Buffer.from('not a jpeg')).problem).toMatch(/start-of-image/)

    expect(checkImage('a.webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')).problem).toBeNull()
    expect(checkImage('a.webp', Buffer.from('RIFF\0\0\0\0WAVE')).problem).toMatch(/WEBP/)
    expect(checkImage('a.gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')).problem).toBeNull()
    expect(checkImage('a.bmp', Buffer.from('BM')).problem).toMatch(/not an image type/)
  })
})
