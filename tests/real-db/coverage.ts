// Which adapter function ran as which role, and how it ended: printed as a table after a file's
// tests, and checked against the cells a file promises to cover.
export const ROLES = ['anon', 'member', 'admin', 'service'] as const
export type Role = (typeof ROLES)[number]

export function createCoverage() {
  const cells = new Map<string, Set<string>>()
  const key = (name: string, role: Role) => `${name}|${role}`
  return {
    /** Runs an adapter call as `role`, recording `ok` or the BackendError code it ended with. */
    async call<T>(role: Role, name: string, run: () => Promise<T> | T): Promise<T> {
      const outcomes = cells.get(key(name, role)) ?? cells.set(key(name, role), new Set()).get(key(name, role))!
      try {
        const result = await run()
        outcomes.add(outcomeOf(result))
        return result
      } catch (error) {
        outcomes.add((error as { code?: string }).code ?? 'error')
        throw error
      }
    },
    missing(expected: Record<string, readonly Role[]>) {
      return Object.entries(expected).flatMap(([name, roles]) =>
        roles.filter((role) => !cells.has(key(name, role))).map((r) => `${name} as ${r}`),
      )
    },
    table(names: string[]) {
      const width = Math.max(...names.map((n) => n.length))
      const cell = (name: string, role: Role) => [...(cells.get(key(name, role)) ?? [])].sort().join(',') || '-'
      const widths = ROLES.map((role) => Math.max(role.length, ...names.map((n) => cell(n, role).length)))
      const line = (first: string, rest: string[]) => `| ${first.padEnd(width)} | ${rest.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
      return [
        line('adapter function', [...ROLES]),
        line(
          '-'.repeat(width),
          widths.map((w) => '-'.repeat(w)),
        ),
        ...names.map((name) =>
          line(
            name,
            ROLES.map((role) => cell(name, role)),
          ),
        ),
      ].join('\n')
    },
  }
}

/** `ok`, or for the sign-in and submit answers that are refusals without an exception, their code. */
function outcomeOf(result: unknown) {
  if (result && typeof result === 'object') {
    if ('ok' in result && result.ok === false && 'code' in result) return String(result.code)
    if ('outcome' in result && result.outcome !== 'created') return String(result.outcome)
  }
  return 'ok'
}
