import { Link, NavLink, useLocation } from '@remix-run/react'
import Menu from 'lucide-react/icons/menu'
import { type ComponentProps, lazy, memo, startTransition, Suspense, useCallback, useEffect, useState } from 'react'
import { type ShellSettings } from '~/site/site'
import { BrandMark } from './brand-mark'

// The phone menu's panel is a lazy chunk, out of every page's first load (the JavaScript budget,
// docs/decisions/100): the server renders it whole, and until its chunk has come the menu opens
// and closes as it does without JavaScript (the `#mobile-menu` target).
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })))

// Memoised: the bar's own updates (a scroll) then never reach the panel's boundary. One that
// reached it before its chunk had come would make React drop the server's panel (error 421).
const LazyMobileMenu = memo(function LazyMobileMenu(props: ComponentProps<typeof MobileMenu>) {
  return (
    <Suspense fallback={null}>
      <MobileMenu {...props} />
    </Suspense>
  )
})

const SCROLL_THRESHOLD = 20

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}

export function SiteHeader({ settings }: { settings: ShellSettings }) {
  const { pathname } = useLocation()
  const scrolled = useScrolledPast(SCROLL_THRESHOLD)
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const transparent = pathname === '/' && !scrolled && !menuOpen

  // The menu is a sibling of the header: the header's backdrop-filter would otherwise become the
  // containing block of the menu's fixed-position layers and clip them to the bar.
  return (
    <>
      <header
        data-scrolled={scrolled}
        data-transparent={transparent}
        className={`focus-on-dark fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${
          transparent ? 'bg-transparent' : 'bg-navy-900/95 shadow-lg shadow-navy-950/20 backdrop-blur'
        }`}
      >
        <nav aria-label="Main" className="container-page flex h-18 items-center justify-between gap-6">
          <BrandMark name={settings.companyName} />
          <ul className="hidden items-center gap-1 lg:flex">
            {settings.navigation.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:text-white ${
                      isActive ? 'text-white' : 'text-ink-inverse/85'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-3">
            <Link to="/get-started" className="btn btn-primary hidden sm:inline-flex">
              Get Started
            </Link>
            {/* Without JavaScript the link opens the menu through :target; with it, a click toggles state. */}
            <a
              href="#mobile-menu"
              role="button"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={(event) => {
                event.preventDefault()
                // A transition lets React hydrate the server-rendered panel first (error 421 otherwise).
                startTransition(() => setMenuOpen(true))
              }}
              // A button presses on Space too (it stays a link so that it works before hydration).
              onKeyDown={(event) => event.key === ' ' && (event.preventDefault(), event.currentTarget.click())}
              className="rounded-md p-2 text-white hover:bg-white/10 lg:hidden"
            >
              <Menu className="h-6 w-6" aria-hidden="true" />
            </a>
          </div>
        </nav>
      </header>
      <LazyMobileMenu open={menuOpen} onClose={closeMenu} settings={settings} />
    </>
  )
}
