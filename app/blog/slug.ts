// Post slugs: lowercase words (letters and digits) joined by single hyphens. The same pattern is a
// check constraint on posts.slug and categories.slug in supabase/migrations.
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 120
export const SLUG_MESSAGE = 'Use lowercase letters, numbers and single hyphens only (for example my-first-post)'

/** A slug made from a title: accents dropped, "&" read as "and", everything else a hyphen. */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '') // "what's" -> "whats", not "what-s"
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug)
}
