// Intrinsic sizes of the bundled images, read from the files themselves so that pages can
// reserve space (width/height attributes) and never shift the layout.

const MIME_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
}

export function mimeTypeOf(extension: string) {
  return MIME_TYPES[extension] ?? 'application/octet-stream'
}

export function imageDimensions(bytes: Buffer, file: string): { width: number; height: number } {
  const found = file.toLowerCase().endsWith('.svg')
    ? svgDimensions(bytes.toString('utf8'))
    : (pngDimensions(bytes) ?? jpegDimensions(bytes))
  // Fall back to a "-<w>x<h>" suffix in the file name, the way Sanity's exports name files.
  const fromName = /-(\d+)x(\d+)\.[a-z0-9]+$/i.exec(file)
  const dims = found ?? (fromName ? { width: Number(fromName[1]), height: Number(fromName[2]) } : null)
  if (!dims) throw new Error(`Cannot tell the size of image ${file}: give it width/height or a -WxH suffix`)
  return dims
}

function svgDimensions(svg: string) {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0]
  if (!root) return null
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]
  const width = attr('width')
  const height = attr('height')
  if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) }
  const viewBox = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root)
  return viewBox ? { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) } : null
}

function pngDimensions(bytes: Buffer) {
  const isPng = bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47
  return isPng ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function jpegDimensions(bytes: Buffer) {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isStartOfFrame) return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) }
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  return null
}
