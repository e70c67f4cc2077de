// An admin list's URL carries its search and page, and one-off states (a dialog, a confirmation)
// that must not survive a redirect back to the list.
const ONE_OFF_PARAMS = ['confirm', 'id', 'name', 'dialog']

/** The current query without the one-off parameters: "?q=x" or "". */
export function stripParams(search: string): string {
  const params = new URLSearchParams(search)
  for (const key of ONE_OFF_PARAMS) params.delete(key)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The list's own URL asking to confirm a delete without JavaScript: "?…&confirm=delete&id=7". */
export function confirmDeleteHref(search: string, key: 'id' | 'name', value: string | number): string {
  const params = new URLSearchParams(stripParams(search))
  params.set('confirm', 'delete')
  params.set(key, String(value))
  return `?${params}`
}

/** Another page of a list, keeping its search: "?q=x&page=3" (`param`: a second pager's, e.g. studioPage). */
export function listPageHref(search: string, page: number, param = 'page'): string {
  const params = new URLSearchParams(stripParams(search))
  if (page <= 1) params.delete(param)
  else params.set(param, String(page))
  return `?${params}`
}
