import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useMemo, useSyncExternalStore, type RefObject } from 'react'
import { focusPageHeading } from '~/components/route-focus'
import { browserStorage } from '~/utils/browser-storage'
import { fillField } from './fill-field'
import { isInactivitySignOut } from './inactivity-timer'

// A Save refused because the session had ended (a "Sign out everywhere" on another device, or
// an expiry) is answered by the sign-in page, and the text would be gone; so would unsaved changes
// when the inactivity timer signs out. Either way the text is kept in this tab's sessionStorage
// (closed with the tab, never sent anywhere) and offered back after signing in.

/** What the admin wrote; never the security token or the button pressed. */
const NOT_KEPT = new Set(['csrf', 'intent'])
const storageKey = (path: string) => `post-draft:${path}`

type Draft = { fields: [string, string][]; at: number; reason?: 'inactivity' }

function parseDraft(raw: string | null): Draft | null {
  try {
    const draft = JSON.parse(raw ?? 'null') as Draft | null
    return Array.isArray(draft?.fields) ? draft : null
  } catch {
    return null
  }
}

// The kept draft as a store React reads (useSyncExternalStore): none on the server, the tab's on the client.
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener))
function forgetDraft(path: string) {
  browserStorage('session')?.removeItem(storageKey(path))
  for (const listener of listeners) listener()
}
function useKeptDraft(path: string) {
  const raw = useSyncExternalStore(
    subscribe,
    () => browserStorage('session')?.getItem(storageKey(path)) ?? null,
    () => null,
  )
  return useMemo(() => parseDraft(raw), [raw])
}

function keepDraft(path: string, data: FormData, reason?: Draft['reason']) {
  const fields = [...data].filter((pair): pair is [string, string] => !NOT_KEPT.has(pair[0]) && typeof pair[1] === 'string')
  browserStorage('session')?.setItem(storageKey(path), JSON.stringify({ fields, at: Date.now(), reason } satisfies Draft))
}

/**
 * Watches the form's Save: answered by the sign-in page, its fields are kept for this address;
 * answered by another page (saved), any kept draft of this address is dropped. An inactivity
 * sign-out while the form has unsaved changes keeps them too.
 */
export function useKeepDraftOnSignIn(form: RefObject<HTMLFormElement | null>, dirty: boolean) {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  useEffect(() => {
    const data = navigation.formData
    if (navigation.state === 'submitting' && isInactivitySignOut(navigation.location.state)) {
      if (dirty && form.current) keepDraft(pathname, new FormData(form.current), 'inactivity')
      return
    }
    if (navigation.state !== 'loading' || data?.get('intent') !== 'save') return
    const next = navigation.location.pathname
    if (next === '/login') keepDraft(pathname, data)
    else if (next !== pathname) forgetDraft(pathname)
  }, [navigation, pathname, form, dirty])
}

/** Puts the kept values back as typing would (input and change events), so the form's checks see them. */
function fillForm(form: HTMLFormElement, fields: [string, string][]) {
  for (const [name, value] of fields) {
    const element = form.elements.namedItem(name)
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue
    if (element.type === 'hidden' || element.type === 'file') continue
    fillField(element, value)
  }
}

/** The offer to restore a kept draft of this form, shown once the admin is back on it. */
export function DraftRescueNotice({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { pathname } = useLocation()
  const draft = useKeptDraft(pathname)
  // Not while this page's own Save is on its way to the sign-in page (the draft was just kept).
  const busy = useNavigation().state !== 'idle'
  if (!draft || busy) return null

  const restore = () => {
    const form = formRef.current
    if (form) fillForm(form, draft.fields)
    forgetDraft(pathname)
    form?.querySelector<HTMLElement>('input[name="title"]')?.focus()
  }
  const discard = () => {
    forgetDraft(pathname)
    focusPageHeading()
  }
  const time = new Date(draft.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
  return (
    <div role="status" className="rounded-lg border border-accent/30 bg-accent-soft px-4 py-3 text-sm text-ink">
      <p>
        {draft.reason === 'inactivity'
          ? `You were signed out after a period of inactivity at ${time}, before your changes were saved. This browser tab kept them.`
          : `Your session had ended when you pressed Save at ${time}, so your text was not saved. This browser tab kept it.`}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary px-3 py-1.5 text-sm" onClick={restore}>
          Restore my text
        </button>
        <button
          type="button"
          className="btn border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:bg-surface-muted"
          onClick={discard}
        >
          Discard it
        </button>
      </div>
    </div>
  )
}
