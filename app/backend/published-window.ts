/**
 * Which rows to read for one page of the public list (newest first), given its total. An offset
 * costs a walk over every row it skips, so a page in the older half of the list is read from the
 * other end of the same index (oldest first) and reversed: the last page of 10,000 posts costs what
 * the first does. Pages in the middle still walk up to half the list.
 */
export function publishedWindow(bounds: { offset: number; pageSize: number }, total: number) {
  const { offset, pageSize } = bounds
  if (offset <= total / 2 || offset >= total) return { reversed: false, offset, limit: pageSize }
  const limit = Math.min(pageSize, total - offset)
  return { reversed: true, offset: total - offset - limit, limit }
}
