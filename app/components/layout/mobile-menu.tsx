import { Link, NavLink, useLocation } from '@remix-run/react'
import Mail from 'lucide-react/icons/mail'
import Phone from 'lucide-react/icons/phone'
import X from 'lucide-react/icons/x'
import { useEffect, useRef } from 'react'
import { telHref, type ShellSettings } from '~/site/site'
import { useFocusTrap } from './use-focus-trap'

const SWIPE_CLOSE_DISTANCE = 50
const CLOSED = '#menu-closed'

type Props = { open: boolean; onClose: () => void; settings: ShellSettings }

export function MobileMenu({ open, onClose, settings }: Props) {
  const panel = useRef<HTMLDivElement>(null)
  const touchStartX = useRef<number | null>(null)
  const location = useLocation()

  // Close on navigation, not on mount: a panel whose chunk comes after the tap mounts already open.
  const shownKey = useRef(location.key)
  useEffect(() => {
    if (shownKey.current === location.key) return
    shownKey.current = location.key
    onClose()
  }, [location.key, onClose])
  useFocusTrap(panel, open, onClose)
  // The panel is hidden from the `lg` width up (a tablet turned, a window widened): it closes there,
  // or its scroll lock and focus trap would hold a page that shows no menu.
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia('(min-width: 64rem)')
    const closeIfWide = () => wide.matches && onClose()
    closeIfWide()
    wide.addEventListener('change', closeIfWide)
    return () => wide.removeEventListener('change', closeIfWide)
  }, [open, onClose])

  // The backdrop and close button are links to an address that names no element. A menu opened
  // before hydration (by :target) has no state to close: following the link ends the :target
  // and, unlike "#" (the top), scrolls nowhere, so the reader keeps their place.
  const closeLink = (event: React.MouseEvent) => {
    if (!open) return
    event.preventDefault()
    onClose()
  }

  return (
    // Fixed, so that opening it as a :target scrolls nothing: a fixed element is always in view.
    // The page under it does not scroll while it is open, by state or as the :target (before the app
    // has hydrated): a rule on <html>, in CSS, so that it holds from the first tap.
    <div
      id="mobile-menu"
      data-open={open}
      className={`fixed inset-0 z-50 lg:hidden max-lg:[html:has(&:target,&[data-open=true])]:overflow-hidden ${open ? 'block' : 'hidden target:block'}`}
    >
      <a
        href={CLOSED}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="menu-backdrop"
        onClick={closeLink}
        className="fixed inset-0 z-50 animate-fade-in bg-navy-950/60"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onTouchStart={(e) => (touchStartX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchStartX.current
          const end = e.changedTouches[0]?.clientX
          if (start !== null && end !== undefined && end - start >= SWIPE_CLOSE_DISTANCE) onClose()
          touchStartX.current = null
        }}
        className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-[400px] animate-slide-in flex-col overflow-y-auto bg-navy-900 px-6 pb-8 pt-5 text-ink-inverse shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <span className="text-lg font-semibold text-white">{settings.companyName}</span>
          <a
            href={CLOSED}
            role="button"
            aria-label="Close menu"
            onClick={closeLink}
            onKeyDown={(event) => event.key === ' ' && (event.preventDefault(), event.currentTarget.click())}
            className="rounded-md p-2 text-white hover:bg-white/10"
          >
            <X className="h-6 w-6" aria-hidden="true" />
          </a>
        </div>
        <ul className="mt-8 space-y-1 text-lg font-medium">
          {settings.navigation.map((link) => (
            <li key={link.to}>
              {/* aria-current on the page's own link, as in the bar. */}
              <NavLink
                to={link.to}
                onClick={onClose}
                className="block rounded-lg px-3 py-3 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-white"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-8 space-y-3 border-t border-white/10 pt-6 text-[0.95rem]">
          {settings.phone ? (
            <a href={telHref(settings.phone)} className="flex items-center gap-3 hover:text-white">
              <Phone className="h-5 w-5 text-highlight" aria-hidden="true" /> {settings.phone}
            </a>
          ) : null}
          {settings.supportEmail ? (
            <a href={`mailto:${settings.supportEmail}`} className="flex items-center gap-3 hover:text-white">
              <Mail className="h-5 w-5 text-highlight" aria-hidden="true" /> {settings.supportEmail}
            </a>
          ) : null}
        </div>
        <Link to="/get-started" onClick={onClose} className="btn btn-primary mt-8 w-full">
          Get Started
        </Link>
      </div>
    </div>
  )
}
