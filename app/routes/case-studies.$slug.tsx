import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CaseStudyPage, caseStudyCrumbs } from '~/components/pages/case-study-page'
import { contentPageMeta } from '~/seo/page-meta'
import { notFoundUnlessMoved } from '~/site/not-found.server'
import { slugNow } from '~/content/slug-now.server'
import { fetchContent } from '~/content/content.server'
import { caseStudyBySlugQuery } from '~/content/queries'
import { publicPageHeaders } from '~/utils/cache-headers'

export const headers = publicPageHeaders

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? ''
  const study = await fetchContent(caseStudyBySlugQuery, { slug })
  if (!study) {
    return notFoundUnlessMoved(slug, {
      current: async (lower) => (await fetchContent(caseStudyBySlugQuery, { slug: lower })) && addressOf(lower),
      former: async (lower) => addressOf(await slugNow('caseStudy', lower)),
    })
  }
  return { study }
}

const addressOf = (slug: string | null) => slug && `/case-studies/${slug}`

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return []
  const { study } = data
  return contentPageMeta(matches, {
    seo: study.seo,
    title: study.title,
    description: study.description,
    path: `/case-studies/${study.slug}`,
    heroImage: study.image,
    breadcrumbs: caseStudyCrumbs(study),
  })
}

export default function CaseStudyRoute() {
  return <CaseStudyPage study={useLoaderData<typeof loader>().study} />
}
