// Stega: the invisible characters @sanity/client appends to strings in preview, which the overlays
// read to link text to its field in the Studio (app/preview). They must never reach <title>, meta
// tags or JSON-LD: pageMeta and serializeJsonLd clean them here (docs/decisions/182). Kept this
// small because meta runs in the browser on every public page (the JavaScript budget).

/** The JSON value with every run of stega characters removed from its strings. */
export const cleanStega = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/(?:\u200b|\u200c|\u200d|\ufeff){4,}/g, ''))
