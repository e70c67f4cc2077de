import { useEffect, useRef } from 'react'
import { announce } from '~/components/announce'

/**
 * The search box of an admin list, which keeps focus while its search runs: its value follows the
 * address (Back, a cleared search) without the field being made anew, which would drop focus to
 * the page's body. The list changes silently below the field, so what it found (`result`, e.g.
 * "3 posts matching “cloud”") is said through the live region once the new search has loaded.
 */
export function useSearchField(q: string, result: string | undefined) {
  const field = useRef<HTMLInputElement>(null)
  const searched = useRef(q)
  useEffect(() => {
    if (field.current && field.current.value !== q) field.current.value = q
    if (q === searched.current) return
    searched.current = q
    if (result) announce(result)
  }, [q, result])
  return field
}
