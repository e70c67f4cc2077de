import { Link } from '@remix-run/react'
import { stegaFree } from '~/seo/stega-clean'

export function BrandMark({ name }: { name: string }) {
  return (
    <Link to="/" className="flex items-center gap-2.5 font-semibold tracking-tight text-white" aria-label={stegaFree(`${name}, home`)}>
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-accent" />
        <path d="M9 23 16 8l7 15h-4.2L16 16.6 13.2 23Z" fill="#fff" />
      </svg>
      <span className="text-lg">{name}</span>
    </Link>
  )
}
