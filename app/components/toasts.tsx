import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import { useEffect } from 'react'
import { Toaster, toast, type ToasterProps } from 'react-hot-toast'

export { toast }

/** A message set on the server (app/utils/toast.server.ts) that the next page shows. */
export type FlashToast = { type: 'success' | 'error' | 'blank'; message: string }

// Spec, section 9. react-hot-toast's own defaults already match (checked against 2.6.1), but
// they are spelled out so that an upgrade cannot change them silently. The limit of 20 toasts
// at once is the library's fixed TOAST_LIMIT (not an option); tests assert it.
const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity }
const TOAST_REMOVE_DELAY_MS = 1000
const TOAST_MAX_WIDTH_PX = 350

export const TOASTER_PROPS = {
  position: 'top-right',
  toastOptions: {
    removeDelay: TOAST_REMOVE_DELAY_MS,
    style: {
      maxWidth: TOAST_MAX_WIDTH_PX,
      background: 'var(--color-surface)',
      color: 'var(--color-ink)',
      border: '1px solid',
      borderColor: 'var(--color-line)',
      borderRadius: '0.75rem',
      boxShadow: 'var(--shadow-card-hover)',
      padding: '0.625rem 0.875rem',
      fontSize: '0.9375rem',
      lineHeight: 1.4,
    },
    blank: { duration: TOAST_DURATION_MS.blank },
    custom: { duration: TOAST_DURATION_MS.custom },
    loading: { duration: TOAST_DURATION_MS.loading },
    success: { duration: TOAST_DURATION_MS.success, iconTheme: { primary: 'var(--color-success)', secondary: '#fff' } },
    error: { duration: TOAST_DURATION_MS.error, iconTheme: { primary: 'var(--color-danger)', secondary: '#fff' } },
  },
} satisfies ToasterProps

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
export function Toasts({ toast: flash }: { toast?: FlashToast | null }) {
  useEffect(() => {
    if (!flash || shown.has(flash)) return
    shown.add(flash)
    showToast(flash)
  }, [flash])

  return (
    <>
      <Toaster {...TOASTER_PROPS} />
      {flash && (
        <noscript>
          <FlashNotice toast={flash} />
        </noscript>
      )}
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
function FlashNotice({ toast }: { toast: FlashToast }) {
  const { Icon, iconClass } = notice[toast.type]
  return (
    <div
      role="status"
      className="pointer-events-none fixed top-20 right-4 z-30 flex max-w-[350px] animate-[fade-in_200ms_ease-in_8s_reverse_forwards] items-center gap-2.5 rounded-xl border border-line bg-surface px-3.5 py-2.5 text-[0.9375rem] leading-snug text-ink shadow-card-hover"
    >
      <Icon aria-hidden className={`size-5 shrink-0 ${iconClass}`} />
      {toast.message}
    </div>
  )
}
