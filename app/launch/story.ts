// One story: the hero claims and the statistics may say different things, but never two
// figures for the same fact ("15+ years" in the hero beside "10+ years" below it).

export type Claim = { value: string; label: string }

// The fact a label speaks of, recognised by its words; labels about anything else are free.
const FACTS: [fact: string, pattern: RegExp][] = [
  ['years of experience', /\byears?\b/i],
  ['projects', /\bprojects?\b/i],
  ['team size', /\b(team|experts?|engineers|people|staff|members?)\b/i],
  ['clients', /\bclients?\b(?!.*satisf)/i],
  ['client satisfaction', /satisf/i],
]

export function factOf(label: string): string | null {
  return FACTS.find(([, pattern]) => pattern.test(label))?.[0] ?? null
}

/** Facts given two or more different values across the claims. */
export function contradictions(claims: Claim[]): { fact: string; values: string[] }[] {
  const byFact = new Map<string, Set<string>>()
  for (const claim of claims) {
    const fact = factOf(claim.label)
    if (!fact) continue
    byFact.set(fact, (byFact.get(fact) ?? new Set()).add(claim.value.trim()))
  }
  return [...byFact].filter(([, values]) => values.size > 1).map(([fact, values]) => ({ fact, values: [...values] }))
}
