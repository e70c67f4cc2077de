import { defineArrayMember, defineField, type SlugRule, type StringRule } from 'sanity'
import { SLUG_PATTERN } from '../../app/blog/slug'

// Validation shared by several types. Studio validation mirrors what the pages need.

/** A `slug` field filled from the title, lower-case words joined by hyphens, unique per type. */
export function slugField(options: { source?: string; description?: string } = {}) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    description: options.description ?? 'The last part of the page address.',
    type: 'slug',
    options: { source: options.source ?? 'title', maxLength: 96 },
    validation: (rule: SlugRule) =>
      rule
        .required()
        .custom((value) =>
          !value?.current || SLUG_PATTERN.test(value.current) ? true : 'Use lower-case letters, digits and single hyphens',
        ),
  })
}

/** Each entry of an array of route slugs (aliases, former slugs). */
export function routeSlugRule(rule: StringRule) {
  return rule.required().regex(SLUG_PATTERN, { name: 'slug', invert: false })
}

/**
 * Old addresses of a document whose slug was changed: each answers a permanent redirect (301) to
 * the address it has now, so shared links and search results keep working.
 */
export function formerSlugsField(options: { group?: string } = {}) {
  return defineField({
    name: 'formerSlugs',
    title: 'Former slugs',
    description:
      'Old addresses that now answer with a permanent redirect (301) to the current one. Add the old slug here when you change it.',
    type: 'array',
    ...options,
    of: [defineArrayMember({ type: 'string', validation: routeSlugRule })],
    validation: (r) => r.unique(),
  })
}

type RouteDoc = { _id?: string; slug?: { current?: string }; aliases?: string[]; formerSlugs?: string[] }

/**
 * Document rule for services: no address (slug, alias or former slug) may be used twice,
 * within this service or by another one, or /services/<x> would be ambiguous.
 */
export async function routeSlugsAreUnique(
  doc: RouteDoc | undefined,
  context: { getClient(options: { apiVersion: string }): { fetch<T>(query: string, params: Record<string, unknown>): Promise<T> } },
) {
  if (!doc) return true
  const mine = [doc.slug?.current, ...(doc.aliases ?? []), ...(doc.formerSlugs ?? [])].filter(Boolean) as string[]
  const repeated = mine.find((s, i) => mine.indexOf(s) !== i)
  if (repeated) return `The address "${repeated}" is used twice in this service`
  const id = (doc._id ?? '').replace(/^drafts\./, '')
  const taken = await context
    .getClient({ apiVersion: '2025-02-19' })
    .fetch<string[]>(
      `*[_type == "service" && !(_id in [$id, "drafts." + $id])]{ "s": [slug.current] + coalesce(aliases, []) + coalesce(formerSlugs, []) }.s[]`,
      { id },
    )
  const clash = mine.find((s) => taken.includes(s))
  return clash ? `The address "${clash}" is already used by another service` : true
}
