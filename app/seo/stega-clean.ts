// Stega: the invisible characters @sanity/client appends to strings in preview, which the overlays
// read to link text to its field in the Studio (app/preview). They belong in shown text only: never
// in <title>, meta tags or JSON-LD (pageMeta and serializeJsonLd clean them here), nor in an
// attribute — aria-label, alt, title — which is read out or shown as it is (components pass content
// through `stegaFree`; docs/decisions/182). Kept this small because meta runs in the browser on every
// public page (the JavaScript budget).

const STEGA_RUN = /(?:\u200b|\u200c|\u200d|\ufeff){4,}/g

/** The text without its stega (for an attribute). */
export const stegaFree = (text: string): string => text.replace(STEGA_RUN, '')

/** The JSON value with every run of stega characters removed from its strings. */
export const cleanStega = <T>(value: T): T => JSON.parse(stegaFree(JSON.stringify(value)))
