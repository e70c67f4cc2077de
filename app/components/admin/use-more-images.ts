import { useCallback, useRef, useState } from 'react'
import type { ImageChoicesPage } from '~/admin/image-choices.server'

const FAILED = 'Failed to load files' // the media page's words for the same failure

/**
 * The picker's older images, a page at a time from /admin/media/images ("More images"), appended
 * below the first page. A plain fetch, not a fetcher: a failure (offline, signed out elsewhere)
 * is a line in the dialog, never the page's error boundary. Keyboard focus moves to the first new
 * image, so Tab goes on through the newly shown ones.
 */
export function useMoreImages(firstPageCount: number, more: boolean) {
  const [pages, setPages] = useState<ImageChoicesPage[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const focusPending = useRef(false)
  const last = pages.at(-1)
  const hasNextPage = last ? last.hasNextPage : more

  const load = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      const response = await fetch(`/admin/media/images?page=${(last?.page ?? 1) + 1}`, { headers: { Accept: 'application/json' } })
      const answer = (await response.json()) as ImageChoicesPage | { message: string }
      if (!response.ok || !('choices' in answer)) throw new Error('message' in answer ? answer.message : FAILED)
      focusPending.current = answer.choices.length > 0
      setPages((known) => (known.some((page) => page.page === answer.page) ? known : [...known, answer]))
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message === 'Not authenticated'
          ? 'You are signed out. Sign in again to see more images.'
          : FAILED,
      )
    } finally {
      setLoading(false)
    }
  }, [last])

  const choices = pages.flatMap((page) => page.choices)
  const firstNew = pages.length ? firstPageCount + choices.length - pages.at(-1)!.choices.length : -1
  const focusFirstNew = useCallback((button: HTMLButtonElement | null) => {
    if (button && focusPending.current) {
      focusPending.current = false
      button.focus()
    }
  }, [])
  return { choices, hasNextPage, loading, error, load, firstNew, focusFirstNew }
}
