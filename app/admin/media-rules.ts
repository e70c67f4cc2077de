import { isValidMediaName } from '~/backend/media-name'

// What the media library accepts: a size limit (MEDIA_MAX_BYTES, 10 MB by default) and an
// allow-list of types, each with its file extensions and, for binary formats, the first bytes
// the content must start with (so a renamed executable is not stored as a "PNG"). Shared by the
// browser (checks before uploading) and the server (the check that counts).

export const DEFAULT_MEDIA_MAX_BYTES = 10 * 1024 * 1024

/**
 * The admin pages whose forms carry a file (the media library's form and its uploader's XHR, a
 * client's logo), as their routes in app/routes spell them: the server reads a staff POST to one of
 * them with room for a file of MEDIA_MAX_BYTES (server/body-limit.ts). A test checks them against
 * the routes that take a file (tests/unit/admin/upload-paths.test.ts).
 */
export const UPLOAD_PATHS: readonly string[] = ['/admin/media', '/admin/media/upload', '/admin/clients']

interface MediaType {
  label: string
  extensions: string[]
  /** Byte signatures at offset 0 (any one matches); `null` in a signature matches any byte. */
  magic?: (number | null)[][]
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))

const MEDIA_TYPES: Record<string, MediaType> = {
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg'], magic: [[0xff, 0xd8, 0xff]] },
  'image/png': { label: 'PNG', extensions: ['png'], magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  'image/gif': { label: 'GIF', extensions: ['gif'], magic: [ascii('GIF87a'), ascii('GIF89a')] },
  'image/webp': { label: 'WebP', extensions: ['webp'], magic: [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]] },
  'image/avif': { label: 'AVIF', extensions: ['avif'], magic: [[null, null, null, null, ...ascii('ftyp')]] },
  'image/svg+xml': { label: 'SVG', extensions: ['svg'] },
  'application/pdf': { label: 'PDF', extensions: ['pdf'], magic: [ascii('%PDF-')] },
  'text/plain': { label: 'Text', extensions: ['txt'] },
  'text/csv': { label: 'CSV', extensions: ['csv'] },
  'video/mp4': { label: 'MP4', extensions: ['mp4'], magic: [[null, null, null, null, ...ascii('ftyp')]] },
}

export const IMAGE_TYPES = Object.keys(MEDIA_TYPES).filter((type) => type.startsWith('image/'))

/** For the file input's `accept` attribute. */
export function acceptAttribute(types: string[] = Object.keys(MEDIA_TYPES)): string {
  return types.flatMap((type) => [type, ...MEDIA_TYPES[type].extensions.map((ext) => `.${ext}`)]).join(',')
}

/** MEDIA_MAX_BYTES as a positive whole number of bytes, or the default. */
export function parseMaxBytes(value: string | undefined | null): number {
  const bytes = Number(value)
  return value && Number.isSafeInteger(bytes) && bytes > 0 ? bytes : DEFAULT_MEDIA_MAX_BYTES
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`
  return `${parseFloat((bytes / (1024 * 1024)).toFixed(1))} MB`
}

const bytesText = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes`

function extensionOf(name: string) {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** The allowed type of a file: its declared type when allowed and matching the extension, else by extension. */
export function resolveMediaType(name: string, declaredType: string): string | null {
  const ext = extensionOf(name)
  const declared = declaredType.split(';')[0].trim().toLowerCase()
  if (MEDIA_TYPES[declared]?.extensions.includes(ext)) return declared
  // Browsers send "" (or a generic type) for extensions they do not know; trust only our list.
  if (declared && declared !== 'application/octet-stream') return null
  return Object.keys(MEDIA_TYPES).find((type) => MEDIA_TYPES[type].extensions.includes(ext)) ?? null
}

export function allowedTypesText(types: string[] = Object.keys(MEDIA_TYPES)): string {
  return types.map((type) => MEDIA_TYPES[type].label).join(', ')
}

export interface FileFacts {
  name: string
  type: string
  size: number
}

/** Why a file is refused (a sentence for the user), or null when it may be uploaded. */
export function mediaFileProblem(
  file: FileFacts,
  { maxBytes, types = Object.keys(MEDIA_TYPES) }: { maxBytes: number; types?: string[] },
): string | null {
  const type = resolveMediaType(file.name, file.type)
  if (!type || !types.includes(type)) {
    return `“${file.name}” is not an allowed file type. Allowed types: ${allowedTypesText(types)}.`
  }
  if (file.size === 0) return `“${file.name}” is empty.`
  if (file.size > maxBytes) {
    const size = formatBytes(file.size)
    const limit = formatBytes(maxBytes)
    // Just over the limit both round alike ("10 MB"): then the bytes say which is larger.
    if (size === limit) return `“${file.name}” is too large (${bytesText(file.size)}). The limit is ${bytesText(maxBytes)} (${limit}).`
    return `“${file.name}” is too large (${size}). The limit is ${limit}.`
  }
  return null
}

/** Whether the content starts like the type says (types without a signature always pass). */
export function contentMatchesType(type: string, head: Uint8Array): boolean {
  const signatures = MEDIA_TYPES[type]?.magic
  if (!signatures) return type in MEDIA_TYPES
  return signatures.some((sig) => sig.length <= head.length && sig.every((byte, i) => byte === null || head[i] === byte))
}

export function contentProblem(name: string, type: string, head: Uint8Array): string | null {
  return contentMatchesType(type, head) ? null : `“${name}” is not a valid ${MEDIA_TYPES[type]?.label ?? 'file'} file.`
}

export function isImageType(mimetype: string | null | undefined): boolean {
  return !!mimetype && mimetype.startsWith('image/')
}

/** A short label for a file's type, shown instead of a preview ("PDF", "CSV", ...). */
export function fileTypeLabel(mimetype: string | null | undefined, name = ''): string {
  const known = mimetype ? MEDIA_TYPES[mimetype]?.label : undefined
  return known ?? (extensionOf(name).toUpperCase() || mimetype || 'File')
}

/** An image URL a post or client may use: http(s), or a file served by our own /media route. */
export function isAllowedImageUrl(url: string): boolean {
  if (url.startsWith('/media/')) return isValidMediaName(url.slice('/media/'.length))
  if (!/^https?:\/\//i.test(url)) return false
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !!parsed.hostname
  } catch {
    return false
  }
}
export const IMAGE_URL_MESSAGE = 'Enter an http(s) URL or a file from the media library (/media/...)'
