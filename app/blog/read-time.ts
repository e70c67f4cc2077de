// Read time of an admin post, computed from its Markdown body; the sample posts carry their own
// ("5 min read") from the content source. 200 words a minute is the usual figure for screen reading.
const WORDS_PER_MINUTE = 200

/** The plain words of a Markdown text: code fences, link targets and markup left out; images by their alt text (`imageAlt: false`: not at all). */
export function markdownWords(markdown: string, { imageAlt = true }: { imageAlt?: boolean } = {}): string[] {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ') // fenced code reads differently; not counted
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, imageAlt ? ' $1 ' : ' ') // images: their alt text only, or nothing
    // Links and emphasis give way to their text in place: the full stop after them stays with it.
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text, not the URL
    .replace(/[*_`~]+/g, '') // emphasis, code spans, strikethrough (and list bullets, spaced anyway)
    .replace(/<[^>]+>/g, ' ') // stray HTML tags (rendered as text, but not words)
    .replace(/[#>|-]+/g, ' ') // headings, quotes, tables, rules, list bullets
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word))
}

function readMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(markdownWords(markdown).length / WORDS_PER_MINUTE))
}

/** As the sample posts show it: "5 min read". */
export function readTimeLabel(markdown: string): string {
  return `${readMinutes(markdown)} min read`
}
