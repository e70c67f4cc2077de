import { describe, expect, test } from 'vitest'
import {
  contentMatchesType,
  DEFAULT_MEDIA_MAX_BYTES,
  fileTypeLabel,
  formatBytes,
  isAllowedImageUrl,
  IMAGE_TYPES,
  mediaFileProblem,
  parseMaxBytes,
  resolveMediaType,
} from '~/admin/media-rules'

const max = DEFAULT_MEDIA_MAX_BYTES
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])

describe('limits', () => {
  test('10 MB by default; MEDIA_MAX_BYTES overrides when it is a positive integer', () => {
    expect(DEFAULT_MEDIA_MAX_BYTES).toBe(10 * 1024 * 1024)
    expect(parseMaxBytes(undefined)).toBe(max)
    expect(parseMaxBytes('')).toBe(max)
    expect(parseMaxBytes('abc')).toBe(max)
    expect(parseMaxBytes('-5')).toBe(max)
    expect(parseMaxBytes('2048')).toBe(2048)
  })
  test('formatBytes', () => {
    expect(formatBytes(500)).toBe('500 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB')
    expect(formatBytes(10.5 * 1024 * 1024)).toBe('10.5 MB')
  })
})

describe('mediaFileProblem', () => {
  test('allowed files pass', () => {
    expect(mediaFileProblem({ name: 'logo.png', type: 'image/png', size: 100 }, { maxBytes: max })).toBeNull()
    expect(mediaFileProblem({ name: 'brochure.pdf', type: 'application/pdf', size: 100 }, { maxBytes: max })).toBeNull()
    // Some browsers send no type: the extension decides.
    expect(mediaFileProblem({ name: 'photo.JPG', type: '', size: 100 }, { maxBytes: max })).toBeNull()
  })
  test('too large', () => {
    expect(mediaFileProblem({ name: 'big.png', type: 'image/png', size: 12 * 1024 * 1024 }, { maxBytes: max })).toBe(
      '“big.png” is too large (12 MB). The limit is 10 MB.',
    )
    // One byte over: both round to 10 MB, so the bytes are given.
    expect(mediaFileProblem({ name: 'big.png', type: 'image/png', size: max + 1 }, { maxBytes: max })).toBe(
      '“big.png” is too large (10,485,761 bytes). The limit is 10,485,760 bytes (10 MB).',
    )
  })
  test('forbidden types, and a type that does not match the extension', () => {
    expect(mediaFileProblem({ name: 'run.exe', type: 'application/x-msdownload', size: 10 }, { maxBytes: max })).toMatch(
      /^“run\.exe” is not an allowed file type\. Allowed types: JPEG, PNG, .*PDF/,
    )
    expect(mediaFileProblem({ name: 'page.html', type: 'text/html', size: 10 }, { maxBytes: max })).toMatch(/not an allowed file type/)
    expect(mediaFileProblem({ name: 'evil.png', type: 'text/html', size: 10 }, { maxBytes: max })).toMatch(/not an allowed/)
    expect(mediaFileProblem({ name: 'noext', type: '', size: 10 }, { maxBytes: max })).toMatch(/not an allowed/)
  })
  test('empty files are refused', () => {
    expect(mediaFileProblem({ name: 'a.txt', type: 'text/plain', size: 0 }, { maxBytes: max })).toBe('“a.txt” is empty.')
  })
  test('a narrower list (logos: images only)', () => {
    expect(mediaFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, { maxBytes: max, types: IMAGE_TYPES })).toMatch(
      /Allowed types: JPEG, PNG, GIF, WebP, AVIF, SVG\.$/,
    )
  })
})

describe('resolveMediaType and contentMatchesType', () => {
  test('resolves by declared type or extension', () => {
    expect(resolveMediaType('a.jpeg', 'image/jpeg')).toBe('image/jpeg')
    expect(resolveMediaType('a.svg', '')).toBe('image/svg+xml')
    expect(resolveMediaType('a.pdf', 'application/octet-stream')).toBe('application/pdf')
    expect(resolveMediaType('a.pdf', 'image/png')).toBeNull()
  })
  test('magic bytes', () => {
    expect(contentMatchesType('image/png', png)).toBe(true)
    expect(contentMatchesType('image/png', new TextEncoder().encode('MZ\x90\x00 not a png'))).toBe(false)
    expect(contentMatchesType('application/pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true)
    expect(contentMatchesType('text/plain', new TextEncoder().encode('hello'))).toBe(true)
    expect(contentMatchesType('application/x-unknown', png)).toBe(false)
  })
})

describe('fileTypeLabel', () => {
  test('known labels, then the extension', () => {
    expect(fileTypeLabel('application/pdf', 'a.pdf')).toBe('PDF')
    expect(fileTypeLabel('application/zip', 'a.zip')).toBe('ZIP')
    expect(fileTypeLabel(null, '')).toBe('File')
  })
})

describe('isAllowedImageUrl', () => {
  test.each(['https://cdn.example.com/a.png', 'http://example.com/x.jpg', '/media/1700000000000-logo.png'])('accepts %s', (url) =>
    expect(isAllowedImageUrl(url)).toBe(true),
  )
  test.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAA',
    '/media/../secret',
    '/etc/passwd',
    'ftp://x/y.png',
    'https://',
    '//evil.com/a.png',
    '/media/a/b.png',
  ])('refuses %s', (url) => expect(isAllowedImageUrl(url)).toBe(false))
})
