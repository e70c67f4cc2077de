// Helpers for landing-page documents (home, services, success-stories, team, get-started).
export type LandingSection = { key: string; heading: string; text: string | null }

/** The heading and introduction of one section of a landing page, by key, with a fallback. */
export function sectionOf(sections: LandingSection[] | undefined, key: string, fallback: { heading: string; text?: string }) {
  const found = sections?.find((s) => s.key === key)
  return { heading: found?.heading ?? fallback.heading, text: found?.text ?? fallback.text ?? null }
}
