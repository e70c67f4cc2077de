import type { ToastOptions, ToasterProps } from 'react-hot-toast'

export { announce } from './announce'

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

// Every message is announced through the page's live region (the root layout, announce.ts),
// which exists from the start; the toast itself, inserted together with its message, stays
// quiet. Given per toast: the library lets a toast's own defaults win over the Toaster's options.
export const QUIET_TOAST: ToastOptions = { ariaProps: { role: 'status', 'aria-live': 'off' } }
