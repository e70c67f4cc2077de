// A gzip body for a page with per-response values, without compressing the page per response.
// The page's static parts are deflated once, each ending byte-aligned (Z_SYNC_FLUSH); per response
// each value goes in between as a "stored" (uncompressed) deflate block, and the gzip trailer
// gets the CRC-32 and length of the whole. The result is one ordinary deflate stream (RFC 1951/1952).
import zlib from 'node:zlib'
import { crc32Combine, shiftOperator } from './crc32-combine.js'

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/** @param {Buffer[]} segments the static parts (one more than the values that go between them) */
export function prepareGzip(segments) {
  return segments.map((segment, i) => ({
    length: segment.length,
    crc: zlib.crc32(segment),
    shift: shiftOperator(segment.length),
    deflated: zlib.deflateRawSync(segment, {
      level: 9,
      finishFlush: i === segments.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    }),
  }))
}

function storedBlock(value) {
  const blocks = []
  for (let at = 0; at < value.length || at === 0; at += 0xffff) {
    const part = value.subarray(at, at + 0xffff)
    const head = Buffer.alloc(5)
    head[0] = 0 // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding
    head.writeUInt16LE(part.length, 1)
    head.writeUInt16LE(~part.length & 0xffff, 3)
    blocks.push(head, part)
    if (value.length === 0) break
  }
  return blocks
}

/**
 * The gzip body as a list of buffers (for writev).
 * @param {ReturnType<typeof prepareGzip>} prepared
 * @param {Buffer[]} values
 */
export function gzipSplice(prepared, values) {
  const out = [HEADER]
  let crc = 0
  let length = 0
  prepared.forEach((part, i) => {
    out.push(part.deflated)
    crc = crc32Combine(crc, part.crc, part.shift)
    length += part.length
    if (i < values.length) {
      out.push(...storedBlock(values[i]))
      crc = zlib.crc32(values[i], crc)
      length += values[i].length
    }
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  out.push(trailer)
  return out
}
