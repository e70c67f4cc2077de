import type { ServicesQueryResult } from '~/content/sanity.types'

// What a service page says and links to, whatever draws it.

/** How many feature cards a service shows: the specification's five, which the Studio requires. */
export const SERVICE_FEATURE_COUNT = 5

/** The service page that, per the specification, also closes with a Get Started paragraph and a contact section. */
export const SERVICES_WITH_CONTACT = new Set(['cyber-security'])

export function closingParagraph(serviceTitle: string) {
  return `Ready to transform your business with our ${serviceTitle}? Let's discuss your project.`
}

/** Services, then the main service a specialism belongs to, then the service itself. */
export function serviceCrumbs(service: { title: string; slug: string; parent?: { title: string; slug: string } | null }) {
  return [
    { name: 'Services', path: '/services' },
    ...(service.parent ? [{ name: service.parent.title, path: `/services/${service.parent.slug}` }] : []),
    { name: service.title, path: `/services/${service.slug}` },
  ]
}

/** Up to three other services of the same reading, the ones after this one first. */
export function relatedServices<S extends { slug: string; readings: string[] }>(service: S, all: ServicesQueryResult) {
  const reading = service.readings[0]
  const peers = all.filter((s) => s.readings.includes(reading))
  const index = peers.findIndex((s) => s.slug === service.slug)
  return [...peers.slice(index + 1), ...peers.slice(0, Math.max(index, 0))].filter((s) => s.slug !== service.slug).slice(0, 3)
}
