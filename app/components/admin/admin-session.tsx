import { useRevalidator, useRouteLoaderData } from '@remix-run/react'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { useOnReturn } from '~/utils/use-on-return'

// Every admin form carries the token of the session it was rendered for (docs/decisions/131). A
// sign-in in another tab replaces the session, and this tab's forms would be refused once ("Invalid
// security token", "Failed to log out"). So when the tab is shown again it asks the server for the
// session the browser now holds and the forms take its token; signed in as someone else, the
// whole page loads again, so that nobody acts under a name the page does not show.

const AdminCsrf = createContext<string | null>(null)

/** The admin forms' CSRF token: the session's as last learnt (the admin layout's loader, or on return to the tab). */
export function useAdminCsrf(): string {
  const fresh = useContext(AdminCsrf)
  const loaded = (useRouteLoaderData('routes/admin') as { csrf?: string } | undefined)?.csrf
  return fresh ?? loaded ?? ''
}

type Session = { email: string; csrf: string }

/** The token for `loaded` (the layout's loader data), kept current while the tab is away. */
function useSessionOnReturn(loaded: Session): string {
  const { revalidate } = useRevalidator()
  // Learnt for one loader answer: the next one (a navigation) is newer and wins.
  const [learnt, setLearnt] = useState<{ for: string; csrf: string } | null>(null)
  const { email, csrf } = loaded
  useOnReturn(async () => {
    const answer = await fetch('/admin/keepalive', { cache: 'no-store' }).catch(() => null)
    // Signed out (401) or offline: left as it is; a Save then keeps the text (post-draft-rescue).
    if (!answer?.ok) return
    const now = (await answer.json().catch(() => null)) as Partial<Session> | null
    if (typeof now?.csrf !== 'string' || !now.csrf) return
    if (now.email !== email) revalidate()
    else setLearnt(now.csrf === csrf ? null : { for: csrf, csrf: now.csrf })
  })
  return learnt?.for === csrf ? learnt.csrf : csrf
}

/** Gives the admin area's forms the current session's token; `children` receives it. */
export function AdminSession({ loaded, children }: { loaded: Session; children: (csrf: string) => ReactNode }) {
  const csrf = useSessionOnReturn(loaded)
  return <AdminCsrf.Provider value={csrf}>{children(csrf)}</AdminCsrf.Provider>
}
