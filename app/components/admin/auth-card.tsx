import type { LucideIcon } from 'lucide-react'

/** The card of the staff's sign-in pages (sign-in, code, enrolment): an icon, a heading, a lead. */
export function AuthCard({
  icon: Icon,
  title,
  lead,
  wide = false,
  children,
}: {
  icon: LucideIcon
  title: string
  lead: string
  wide?: boolean
  children: React.ReactNode
}) {
  return (
    <section className="bg-surface-muted py-16 sm:py-24">
      <div className="container-page flex justify-center">
        <div className={`card w-full p-6 sm:p-8 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
              <p className="text-sm text-ink-muted">{lead}</p>
            </div>
          </div>
          {children}
        </div>
      </div>
    </section>
  )
}
