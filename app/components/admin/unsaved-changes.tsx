import { useBeforeUnload, useBlocker, useLocation } from '@remix-run/react'
import { useCallback, useEffect, useState, type RefObject } from 'react'
import { Dialog } from './dialog'
import { isInactivitySignOut } from './inactivity-timer'

/** True when any of the form's fields named in `saved` differs from the saved value. */
function formDiffers(form: HTMLFormElement, saved: object): boolean {
  const data = new FormData(form)
  // A library image picked without JavaScript replaces the typed URL on save.
  if (data.get('image_choice')) return true
  return (Object.entries(saved) as [string, unknown][]).some(([name, value]) => (data.get(name) ?? '') !== (value ?? ''))
}

/**
 * Warns before leaving a form with unsaved changes: a dialog for links and Back inside the app
 * (the router's blocker), and the browser's own prompt for reload, close or another site.
 * `saved` is what is stored (the post as loaded), so a draft whose save failed still counts as
 * unsaved. Submitting the form itself goes to the same address and is never blocked; nor is the
 * inactivity sign-out, which no one is there to answer (the text is kept in the tab instead).
 */
export function useUnsavedChanges(form: RefObject<HTMLFormElement | null>, saved: object) {
  const [dirty, setDirty] = useState(false)

  useEffect(() => {
    const element = form.current
    if (!element) return
    const check = () => setDirty(formDiffers(element, saved))
    // The first check waits a frame: a form re-shown after a failed save starts out changed.
    const first = requestAnimationFrame(check)
    element.addEventListener('input', check)
    element.addEventListener('change', check)
    return () => {
      cancelAnimationFrame(first)
      element.removeEventListener('input', check)
      element.removeEventListener('change', check)
    }
  }, [form, saved])

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && nextLocation.pathname !== currentLocation.pathname && !isInactivitySignOut(nextLocation.state),
  )
  useBeforeUnload(
    useCallback(
      (event) => {
        if (!dirty) return
        event.preventDefault()
        event.returnValue = ''
      },
      [dirty],
    ),
  )
  return { dirty, blocker }
}

/** The question when a blocked navigation is pending: stay (nothing lost) or leave (changes dropped). */
export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const location = useLocation()
  if (blocker.state !== 'blocked') return null
  return (
    <Dialog title="Leave without saving?" closeHref={location.pathname + location.search} onClose={() => blocker.reset()}>
      <p className="text-sm text-ink-muted">This post has changes that are not saved. If you leave now, they are lost.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary px-4 py-2 text-sm" onClick={() => blocker.reset()}>
          Stay on this page
        </button>
        <button type="button" className="btn btn-danger px-4 py-2 text-sm" onClick={() => blocker.proceed()}>
          Leave without saving
        </button>
      </div>
    </Dialog>
  )
}
