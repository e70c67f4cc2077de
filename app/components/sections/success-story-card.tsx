import { Link } from '@remix-run/react'
import ArrowRight from 'lucide-react/icons/arrow-right'
import CircleCheck from 'lucide-react/icons/circle-check'
import type { ContentImage } from '~/content/image'
import { CardGrid } from './card-grid'
import { ContentImg } from './content-image'
import { stegaFree } from '~/seo/stega-clean'

export type SuccessStoryData = {
  _id: string
  title: string
  description: string
  image: ContentImage
  results: string[]
  caseStudySlug: string | null
}

/** A success story with its four results and a link to the full case study. */
function SuccessStoryCard({ story }: { story: SuccessStoryData }) {
  return (
    <article className="card card-hover flex w-full flex-col overflow-hidden">
      <div className="aspect-[16/9] overflow-hidden bg-navy-900">
        <ContentImg image={story.image} sizes="(min-width: 1024px) 400px, 100vw" className="h-full w-full object-cover" />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 className="text-xl font-semibold text-ink">{story.title}</h3>
        <p className="mt-2 text-ink-muted">{story.description}</p>
        <ul className="mt-5 space-y-2" aria-label={stegaFree(`Results: ${story.title}`)}>
          {story.results.map((result) => (
            <li key={result} className="flex gap-2.5 text-[0.95rem] text-ink">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
              {result}
            </li>
          ))}
        </ul>
        {story.caseStudySlug ? (
          <p className="mt-auto pt-6">
            <Link
              to={`/case-studies/${story.caseStudySlug}`}
              prefetch="intent"
              className="btn-quiet inline-flex items-center gap-1.5 font-semibold"
            >
              Read the case study<span className="sr-only">: {story.title}</span>
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  )
}

export function SuccessStoriesGrid({ stories }: { stories: SuccessStoryData[] }) {
  return (
    <CardGrid>
      {stories.map((story) => (
        <SuccessStoryCard key={story._id} story={story} />
      ))}
    </CardGrid>
  )
}
