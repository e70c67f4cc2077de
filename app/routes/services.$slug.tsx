import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { contentPageMeta, siteUrlFrom } from '~/seo/page-meta'
import { notFoundUnlessMoved } from '~/site/not-found.server'
import { ServicePage } from '~/components/pages/service-page'
import { relatedServices, serviceCrumbs } from '~/services/service-rules'
import { fetchContent } from '~/content/content.server'
import { serviceBySlugQuery, servicesQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'
import { ldJson, serviceJsonLd } from '~/seo/json-ld'

export const headers = publicPageHeaders

// One route for every service address: its slug, an alias (the six dedicated routes such as
// /services/cybersecurity render as they are, with the canonical URL in their metadata) and a
// former slug (301 to the current address); in other letter case, one 301 to where the lower case leads.
// Anything else is a 404.
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? ''
  const [service, services] = await Promise.all([fetchContent(serviceBySlugQuery, { slug }), fetchContent(servicesQuery)])
  if (!service) {
    // The service query matches former slugs too: only another letter case is left to ask.
    return notFoundUnlessMoved(slug, {
      current: async (lower) => {
        const found = await fetchContent(serviceBySlugQuery, { slug: lower })
        return found && addressOf(found, lower)
      },
    })
  }
  if (service.match === 'formerSlug') throw redirect(service.canonicalPath, 301)
  return { service, related: relatedServices(service, services) }
}

/** Where a service found by `slug` is answered: a former slug leads on to its address now. */
const addressOf = (service: { match: string; canonicalPath: string }, slug: string) =>
  service.match === 'formerSlug' ? service.canonicalPath : `/services/${slug}`

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return []
  const { service } = data
  return contentPageMeta(matches, {
    seo: service.seo,
    title: service.title,
    description: service.description,
    path: service.canonicalPath,
    heroImage: service.image,
    breadcrumbs: serviceCrumbs(service),
    extra: [
      ldJson(
        serviceJsonLd(
          { title: service.title, description: service.description, path: service.canonicalPath, image: service.image.src },
          siteUrlFrom(matches),
        ),
      ),
    ],
  })
}

export default function ServiceRoute() {
  const { service, related } = useLoaderData<typeof loader>()
  return <ServicePage service={service} related={related} />
}
