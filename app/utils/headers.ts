type MaybeHeaders = HeadersInit | null | undefined

/**
 * One Headers from several, later ones winning, every Set-Cookie kept (backend session, toast,
 * CSRF): the one way responses combine headers.
 */
export function combineHeaders(...all: MaybeHeaders[]): Headers {
  const combined = new Headers()
  for (const init of all) {
    if (!init) continue
    const headers = new Headers(init)
    for (const [key, value] of headers) {
      if (key.toLowerCase() !== 'set-cookie') combined.set(key, value)
    }
    for (const cookie of headers.getSetCookie()) combined.append('Set-Cookie', cookie)
  }
  return combined
}
