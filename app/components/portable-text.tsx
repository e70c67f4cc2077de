import { PortableText as PortableTextRenderer, type PortableTextComponents } from '@portabletext/react'
import { SiteLink, type ResolvedLink } from './site-link'

// Rich text from the content layer, in the site's type scale. The schema allows exactly these
// styles (schemas/objects/portable-text.ts); anything else renders nothing rather than the
// library's hidden warning element (STACK.md).

function RichLink({ value, children }: { value?: Partial<ResolvedLink>; children: React.ReactNode }) {
  const link = value?.href ? { href: value.href, newTab: value.newTab ?? false } : null
  return (
    <SiteLink link={link} className="font-medium text-accent-strong underline underline-offset-2 hover:text-accent">
      {children}
    </SiteLink>
  )
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-5 leading-relaxed text-ink first:mt-0">{children}</p>,
    h2: ({ children }) => <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink first:mt-0">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-ink first:mt-0">{children}</h3>,
    blockquote: ({ children }) => (
      <blockquote className="mt-6 border-l-4 border-accent bg-accent-soft/50 py-3 pr-4 pl-5 text-lg text-ink italic">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-accent">{children}</ul>,
    number: ({ children }) => (
      <ol className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-accent-strong">{children}</ol>
    ),
  },
  listItem: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
  marks: {
    strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    code: ({ children }) => <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.9em]">{children}</code>,
    link: RichLink,
  },
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
  unknownBlockStyle: ({ children }) => <p className="mt-5 leading-relaxed text-ink first:mt-0">{children}</p>,
}

// Loosely typed on purpose: every portableText field of the typegen output fits.
type Blocks = Parameters<typeof PortableTextRenderer>[0]['value']

export function PortableText({ value, className }: { value: Blocks | null | undefined; className?: string }) {
  if (!value) return null
  return (
    <div className={className}>
      <PortableTextRenderer value={value} components={components} onMissingComponent={false} />
    </div>
  )
}
