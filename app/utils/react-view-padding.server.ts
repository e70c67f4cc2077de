// React 18.3's streaming renderer writes small pieces of HTML into 2,048-byte views. When a
// multi-byte character (a curly quote, a dash) does not fit in a view's last bytes, it flushes the
// whole view, its unwritten zero bytes included: NUL characters in the page (facebook/react#26228,
// fixed in React 19 and never released for 18; docs/decisions/300). Browsers forgive them; the HTML
// validator, crawlers and mail clients do not. Such a chunk is exactly one view long and ends in
// one to three zeros, which HTML never holds: they are cut.
const VIEW_SIZE = 2048
const MAX_PADDING = 3 // a 4-byte character that did not fit leaves at most 3 bytes unwritten

/** React's chunk without the unwritten end of its view. */
export function withoutViewPadding(chunk: Buffer): Buffer {
  if (chunk.length !== VIEW_SIZE) return chunk
  let end = VIEW_SIZE
  while (end > VIEW_SIZE - MAX_PADDING && chunk[end - 1] === 0) end--
  return end === VIEW_SIZE ? chunk : chunk.subarray(0, end)
}
