import type { MetaDescriptor } from '@remix-run/node'
import type { ShellSettings } from '~/site/site'
import { cleanStega } from './stega-clean'

// Structured data (schema.org JSON-LD). Organization is emitted once for every page by the
// root (see OrganizationJsonLd in app/components/sections/organization-json-ld.tsx); pages add
// Service and BreadcrumbList through their meta with `ldJson(...)`.

type Json = Record<string, unknown>

export function organizationJsonLd(settings: ShellSettings, siteUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: settings.companyName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description: settings.description,
    email: settings.supportEmail,
    telephone: settings.phone,
    ...(settings.address ? { address: { '@type': 'PostalAddress', streetAddress: settings.address } } : {}),
    sameAs: settings.socialLinks.map((link) => link.url).filter((url): url is string => Boolean(url)),
  }
}

export function serviceJsonLd(service: { title: string; description: string; path: string; image?: string | null }, siteUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: `${siteUrl}${service.path}`,
    ...(service.image ? { image: absolute(service.image, siteUrl) } : {}),
    provider: { '@id': `${siteUrl}/#organization` },
    areaServed: 'Worldwide',
  }
}

/** Home first, then each level; the last item is the page itself. */
export function breadcrumbJsonLd(items: { name: string; path: string }[], siteUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  }
}

/** A meta descriptor that Remix renders as <script type="application/ld+json"> (HTML-escaped). */
export function ldJson(data: Json): MetaDescriptor {
  return { 'script:ld+json': data }
}

/** For a <script> written by hand: JSON that cannot close the script element early. */
export function serializeJsonLd(data: Json) {
  return JSON.stringify(cleanStega(data)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

function absolute(url: string, siteUrl: string) {
  return url.startsWith('http') ? url : `${siteUrl}${url}`
}
