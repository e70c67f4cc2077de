import CircleAlert from 'lucide-react/icons/circle-alert'
import CircleCheck from 'lucide-react/icons/circle-check'
import Info from 'lucide-react/icons/info'
import { useEffect, useState } from 'react'
import type * as HotToastModule from 'react-hot-toast'
import type * as ToasterExtras from './toaster-props'
import { whenIdle } from './when-idle'

type HotToast = typeof HotToastModule
type ToastOptions = Parameters<HotToast['toast']>[1] & {
  /** false: shown, not said, where focus moves to the same words at once (one voice, not two). */
  announce?: boolean
}

// react-hot-toast (with its CSS-in-JS) is not part of the first load: it is fetched when the page
// is idle, or at once when a toast is due. `toast` below queues calls made before it arrives.
let hot: HotToast | undefined
let loading: Promise<HotToast> | undefined
// The toaster's settings (the specification, toaster-props.ts) and its announcer come with it, not with the page.
let extras: typeof ToasterExtras | undefined
export const loadToaster = () =>
  (loading ??= Promise.all([import('react-hot-toast'), import('./toaster-props')]).then(([module, props]) => {
    extras = props
    return (hot = module)
  }))

function show(kind: 'blank' | 'success' | 'error' | 'loading', message: string, { announce = true, ...given }: ToastOptions = {}) {
  const call = (module: HotToast) => {
    // Said through the page's live region; the toast itself stays quiet (toaster-props.ts).
    if (announce) extras!.announce(message)
    const position = cornerClearOfFocus()
    const options = { ...extras!.QUIET_TOAST, ...(position && { position }), ...given }
    return kind === 'blank' ? module.toast(message, options) : module.toast[kind](message, options)
  }
  if (hot) call(hot)
  else void loadToaster().then(call)
}

/** Where this page's toasts go (set by <Toasts>). */
let placement: ToastPlacement = 'top-right'
/** Room a few stacked toasts take in their corner. */
const TOAST_BAND_PX = 200
const TOAST_WIDTH_PX = 380

/**
 * The other corner when the control that has focus sits where this toast would come: a toast never
 * hides focus (WCAG 2.4.11). Admin toasts come at the bottom, where an answer that grows a card
 * (Mark as handled) can push the focused button.
 */
function cornerClearOfFocus(): ToastPlacement | undefined {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return undefined
  const control = focused.getBoundingClientRect()
  if (control.right < window.innerWidth - TOAST_WIDTH_PX) return undefined
  if (placement === 'bottom-right' && control.bottom > window.innerHeight - TOAST_BAND_PX) return 'top-right'
  if (placement === 'top-right' && control.top < TOAST_BAND_PX) return 'bottom-right'
  return undefined
}

/** react-hot-toast's `toast`, usable before the library has loaded. */
export const toast = Object.assign((message: string, options?: ToastOptions) => show('blank', message, options), {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
  dismiss: (id?: string) => hot?.toast.dismiss(id),
  remove: (id?: string) => hot?.toast.remove(id),
})

/** A message set on the server (app/utils/toast.server.ts) that the next page shows. */
export type FlashToast = { type: 'success' | 'error' | 'blank'; message: string }

/**
 * Where toasts appear. The specification's top right on the public site; on admin pages the bottom right,
 * because at the top right they covered each page's main button (New Post, Add Client, Export CSV)
 * and, on phones, the Logout button. Everything else stays as the specification says (decision 021).
 */
export type ToastPlacement = 'top-right' | 'bottom-right'

/** Shows a flash toast with the right type. */
function showToast({ type, message }: FlashToast) {
  if (type === 'success') return toast.success(message)
  if (type === 'error') return toast.error(message)
  return toast(message)
}

// Loader data objects already shown: React's development double-run of effects and a remount
// with the same data must not show one flash message twice. A revalidation brings a new object,
// and the flash cookie is cleared once read, so a message is shown once per page load/navigation.
const shown = new WeakSet<FlashToast>()

/**
 * The toaster (top right) plus the flash toast from the root loader. Without JavaScript the
 * flash message is rendered as a static status notice in the same corner instead.
 */
export function Toasts({ toast: flash, placement: corner = 'top-right' }: { toast?: FlashToast | null; placement?: ToastPlacement }) {
  // Nothing on the server nor at hydration (the toaster is an empty box until a toast comes).
  const [Toaster, setToaster] = useState<HotToast['Toaster'] | null>(() => hot?.Toaster ?? null)
  useEffect(() => {
    let live = true
    const mount = () => void loadToaster().then((module) => live && setToaster(() => module.Toaster))
    const cancel = flash ? (mount(), undefined) : whenIdle(mount)
    return () => {
      live = false
      cancel?.()
    }
    // Loaded once per mount; a later flash message loads it through `toast` anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Before the flash message's effect below: effects run in order.
  useEffect(() => {
    placement = corner
  }, [corner])

  useEffect(() => {
    if (!flash || shown.has(flash)) return
    shown.add(flash)
    showToast(flash)
  }, [flash])

  return (
    <>
      {Toaster && extras ? <Toaster {...extras.TOASTER_PROPS} position={corner} /> : null}
      {/* React renders a noscript's children on the server only (in the browser they are inert
          text it never hydrates): the notice and its icons stay out of the client bundle. */}
      {flash && <noscript>{import.meta.env.SSR ? <FlashNotice toast={flash} placement={corner} /> : null}</noscript>}
    </>
  )
}

const notice = {
  success: { Icon: CircleCheck, iconClass: 'text-success' },
  error: { Icon: CircleAlert, iconClass: 'text-danger' },
  blank: { Icon: Info, iconClass: 'text-accent' },
}

// Looks like a toast, just below the fixed header; it never takes clicks, and fades out after
// 8 s (the keyframes of `animate-fade-in` run backwards), like a toast without JavaScript.
function FlashNotice({ toast, placement }: { toast: FlashToast; placement: ToastPlacement }) {
  const { Icon, iconClass } = notice[toast.type]
  return (
    <div
      role="status"
      className={`pointer-events-none fixed ${placement === 'top-right' ? 'top-20' : 'bottom-4'} right-4 z-30 flex max-w-[350px] animate-[fade-in_200ms_ease-in_8s_reverse_forwards] items-center gap-2.5 rounded-xl border border-line bg-surface px-3.5 py-2.5 text-[0.9375rem] leading-snug text-ink shadow-card-hover`}
    >
      <Icon aria-hidden className={`size-5 shrink-0 ${iconClass}`} />
      {toast.message}
    </div>
  )
}
