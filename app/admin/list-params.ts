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
