import { SaxesParser } from 'saxes'

// Does a bundled image decode? Checked by its bytes, not its name: an SVG must be well-formed XML
// with an <svg> root in the SVG namespace and a size (a browser draws nothing for an SVG with one
// unescaped "&"); a raster image must have its format's header and a non-zero size. Used by the
// image test and by `npm run content:check`. Development and CI only (saxes is a dev dependency).

const SVG_NS = 'http://www.w3.org/2000/svg'

export type ImageReport = { file: string; format: string; problem: string | null }

export function checkImage(file: string, bytes: Buffer): ImageReport {
  const extension = file.toLowerCase().split('.').pop() ?? ''
  const report = (format: string, problem: string | null) => ({ file, format, problem })
  switch (extension) {
    case 'svg':
      return report('svg', svgProblem(bytes.toString('utf8')))
    case 'png':
      return report('png', pngProblem(bytes))
    case 'jpg':
    case 'jpeg':
      return report('jpeg', jpegProblem(bytes))
    case 'webp':
      return report(
        'webp',
        bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP' ? null : 'no RIFF/WEBP header',
      )
    case 'gif':
      return report('gif', /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6)) && bytes.readUInt16LE(6) > 0 ? null : 'no GIF header')
    case 'avif':
      return report(
        'avif',
        bytes.toString('latin1', 4, 8) === 'ftyp' && /avi[fs]/.test(bytes.toString('latin1', 8, 32)) ? null : 'no AVIF ftyp box',
      )
    default:
      return report(extension, 'not an image type the site serves')
  }
}

function svgProblem(text: string): string | null {
  const parser = new SaxesParser({ xmlns: true, position: true })
  let root: { local: string; uri: string; attributes: Record<string, { value: string }> } | null = null
  let error: string | null = null
  parser.on('error', (e) => {
    error ??= e.message
  })
  parser.on('opentag', (tag) => {
    root ??= { local: tag.local, uri: tag.uri, attributes: tag.attributes as never }
  })
  try {
    parser.write(text).close()
  } catch (e) {
    error ??= (e as Error).message
  }
  if (error) return `not well-formed XML: ${error}`
  const svg = root as { local: string; uri: string; attributes: Record<string, { value: string }> } | null
  if (!svg || svg.local !== 'svg' || svg.uri !== SVG_NS) return 'the root element is not <svg> in the SVG namespace'
  const size = (name: string) => Number.parseFloat(svg.attributes[name]?.value ?? '')
  const viewBox = (svg.attributes.viewBox?.value ?? '').split(/[\s,]+/).map(Number)
  const hasSize = (size('width') > 0 && size('height') > 0) || (viewBox.length === 4 && viewBox[2] > 0 && viewBox[3] > 0)
  return hasSize ? null : 'no width/height or viewBox'
}

function pngProblem(bytes: Buffer): string | null {
  const signature = '89504e470d0a1a0a'
  if (bytes.length < 33 || bytes.toString('hex', 0, 8) !== signature) return 'no PNG signature'
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return 'the first chunk is not IHDR'
  return bytes.readUInt32BE(16) > 0 && bytes.readUInt32BE(20) > 0 ? null : 'zero width or height'
}

function jpegProblem(bytes: Buffer): string | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return 'no JPEG start-of-image marker'
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return 'truncated: no end-of-image marker'
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return 'a corrupt segment'
    const marker = bytes[offset + 1]
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isStartOfFrame) return bytes.readUInt16BE(offset + 5) > 0 && bytes.readUInt16BE(offset + 7) > 0 ? null : 'zero width or height'
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  return 'no start-of-frame segment'
}
