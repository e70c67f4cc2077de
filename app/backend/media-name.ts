// Stored media names, shared by both adapters: `<Date.now()>-<safe original name>` (as specified).

const MAX_BASE = 100

/** The original file name reduced to letters, digits, dots, dashes and underscores. */
export function safeFileName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? ''
  const ascii = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
  // A name with no Latin letters or digits before its extension (日本語.png) keeps the extension.
  const ext = /\.[A-Za-z0-9]{1,10}$/.exec(ascii)?.[0]
  const stem = ext ? ascii.slice(0, -ext.length) : ascii
  if (ext && stem && !/[A-Za-z0-9]/.test(stem)) return `file${ext}`
  let safe = ascii
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+/, '')
    .replace(/-+(\.[A-Za-z0-9]+)?$/, '$1')
  if (safe.length > MAX_BASE) {
    const ext = /\.[A-Za-z0-9]{1,10}$/.exec(safe)?.[0] ?? ''
    safe = safe.slice(0, MAX_BASE - ext.length) + ext
  }
  return safe || 'file'
}

export function storedMediaName(original: string, now = Date.now()): string {
  return `${now}-${safeFileName(original)}`
}

/** True for names this app could have stored: no paths, no dot-files, no traversal. */
export function isValidMediaName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) && !name.includes('..')
}

/** The name a person gave the file: the stored name without its `<timestamp>-` prefix. */
export function originalMediaName(stored: string): string {
  return /^\d{10,16}-(.+)$/.exec(stored)?.[1] ?? stored
}

/** True for the name of a file made from a stored image (`640.webp`): no paths, no dot-files. */
export function isValidVariantName(file: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,60}$/.test(file) && !file.includes('..')
}

/** The folder of every stored image's variants: in the bucket (hosted), in the media folder (embedded). */
export const VARIANTS_FOLDER = 'variants'

/** Where one stored image's variants live. */
export function variantsFolder(name: string): string {
  return `${VARIANTS_FOLDER}/${name}`
}
