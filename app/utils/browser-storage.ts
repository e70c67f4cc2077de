/**
 * The browser's session (this tab) or local (every tab) storage, or null where storage is
 * disabled (private modes, blocked cookies): callers then keep nothing.
 */
export function browserStorage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage
  } catch {
    return null
  }
}
