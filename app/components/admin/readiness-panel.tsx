import CircleAlert from 'lucide-react/icons/circle-alert'
import CircleCheck from 'lucide-react/icons/circle-check'
import type { Finding } from '~/launch/readiness'

/** The admin home's launch-readiness panel: what still holds sample values, by area. */
export function ReadinessPanel({ findings }: { findings: Finding[] }) {
  const areas = [...new Set(findings.map((f) => f.area))]
  return (
    <section aria-labelledby="readiness-heading" className="rounded-xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        {findings.length === 0 ? (
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        ) : (
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        )}
        <div className="min-w-0">
          <h2 id="readiness-heading" className="text-lg font-semibold text-ink">
            Launch readiness
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {findings.length === 0
              ? 'Ready to launch: no sample content and no development settings found.'
              : `${findings.length === 1 ? 'One thing' : `${findings.length} things`} to settle before going live. Content is edited in the Studio; settings are environment variables.`}
          </p>
        </div>
      </div>
      {areas.length > 0 ? (
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          {areas.map((area) => (
            <div key={area}>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-muted">{area}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
                {findings
                  .filter((f) => f.area === area)
                  .map((f) => (
                    <li key={f.id}>{f.message}</li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      <p className="mt-5 border-t border-line pt-4 text-sm text-ink-muted">
        The same list from a terminal: <code className="rounded bg-surface-muted px-1.5 py-0.5 text-ink">npm run content:check</code>; add{' '}
        <code className="rounded bg-surface-muted px-1.5 py-0.5 text-ink">-- --strict</code> in a deploy pipeline to stop on it.
      </p>
    </section>
  )
}
