import { useLocation, useMatches } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { isStaffPath } from '~/site/staff-area'
import { whenIdle } from '../when-idle'

// A separate chunk, fetched only once the page is interactive and idle: the widget adds
// nothing to the first load.
const ChatWidget = lazy(() => import('./chat-widget'))

const DEFAULT_COMPANY_NAME = 'Arclight Technologies'

/** A route can also hide the widget with `export const handle = { hideChat: true }`. */
type ChatRouteHandle = { hideChat?: boolean }

/** Mounts the chat widget after hydration, on public pages only (not /admin or /login). */
export function ChatWidgetLoader({ companyName = DEFAULT_COMPANY_NAME }: { companyName?: string }) {
  const { pathname } = useLocation()
  const hidden = useMatches().some((match) => (match.handle as ChatRouteHandle | undefined)?.hideChat)
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])

  if (!ready || hidden || isStaffPath(pathname)) return null
  return (
    <Suspense fallback={null}>
      <ChatWidget companyName={companyName} />
    </Suspense>
  )
}
