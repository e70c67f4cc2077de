// @vitest-environment happy-dom
// The toaster's configuration against spec section 9, and the flash toast shown once.
import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { useToasterStore, type Toast } from 'react-hot-toast'
import { TOASTER_PROPS } from '~/components/toaster-props'
import { loadToaster, Toasts, toast, type FlashToast } from '~/components/toasts'

const statuses = () => document.querySelectorAll('[role="status"]')

// The toast's state as react-hot-toast keeps it (no layout in happy-dom, so no visibility by CSS).
let toasts: Toast[] = []
function Probe() {
  toasts = useToasterStore().toasts
  return null
}
const toastState = (message: string) => toasts.find((t) => t.message === message)

describe('toasts', () => {
  beforeEach(async () => {
    // In a page the library arrives when the page is idle or a toast is due (see below).
    await loadToaster()
    vi.useFakeTimers()
  })
  afterEach(() => {
    act(() => toast.remove())
    act(() => vi.runOnlyPendingTimers())
    cleanup()
    vi.useRealTimers()
  })

  test('the toaster is configured as section 9 says', () => {
    const { position, toastOptions } = TOASTER_PROPS
    expect(position).toBe('top-right')
    expect(toastOptions.blank.duration).toBe(4000)
    expect(toastOptions.error.duration).toBe(4000)
    expect(toastOptions.custom.duration).toBe(4000)
    expect(toastOptions.success.duration).toBe(2000)
    expect(toastOptions.loading.duration).toBe(Infinity)
    expect(toastOptions.removeDelay).toBe(1000)
    expect(toastOptions.style.maxWidth).toBe(350)
  })

  test('success toasts expire after 2000 ms and are removed 1000 ms after dismissal', () => {
    render(
      <>
        <Toasts />
        <Probe />
      </>,
    )
    act(() => void toast.success('Saved'))
    expect(screen.getByText('Saved')).toBeInTheDocument()
    // Each step in its own act(): the library schedules the removal from an effect.
    act(() => vi.advanceTimersByTime(1999))
    expect(toastState('Saved')).toMatchObject({ visible: true })
    act(() => vi.advanceTimersByTime(1))
    expect(toastState('Saved')).toMatchObject({ visible: false })
    act(() => vi.advanceTimersByTime(999))
    expect(screen.getByText('Saved')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Saved')).toBeNull()
  })

  test('blank and error toasts last 4000 ms; loading never expires', () => {
    render(
      <>
        <Toasts />
        <Probe />
      </>,
    )
    act(() => {
      toast('Note')
      toast.error('Oops')
      toast.loading('Working')
    })
    act(() => vi.advanceTimersByTime(3999))
    expect(toastState('Note')).toMatchObject({ visible: true })
    expect(toastState('Oops')).toMatchObject({ visible: true })
    act(() => vi.advanceTimersByTime(1))
    expect(toastState('Note')).toMatchObject({ visible: false })
    expect(toastState('Oops')).toMatchObject({ visible: false })
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Note')).toBeNull()
    expect(screen.queryByText('Oops')).toBeNull()
    act(() => vi.advanceTimersByTime(60 * 60 * 1000))
    expect(toastState('Working')).toMatchObject({ visible: true })
  })

  test('at most 20 toasts at once: the oldest give way', () => {
    render(
      <>
        <Toasts />
        <Probe />
      </>,
    )
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Toast ${i}`)
    })
    expect(statuses()).toHaveLength(20)
    expect(screen.queryByText('Toast 5')).toBeNull()
    expect(screen.getByText('Toast 25')).toBeInTheDocument()
  })

  test('the flash toast shows once, also under StrictMode and on re-render', () => {
    const flash: FlashToast = { type: 'success', message: 'Logged in successfully' }
    const { rerender } = render(
      <StrictMode>
        <Toasts toast={flash} />
      </StrictMode>,
    )
    rerender(
      <StrictMode>
        <Toasts toast={flash} />
      </StrictMode>,
    )
    expect(screen.getAllByText('Logged in successfully')).toHaveLength(1)
    // A new flash message with the same text (a second action) shows again.
    rerender(
      <StrictMode>
        <Toasts toast={{ ...flash }} />
      </StrictMode>,
    )
    expect(screen.getAllByText('Logged in successfully')).toHaveLength(2)
  })

  test('without JavaScript the flash message is a server-rendered status notice', () => {
    // The server build's constant: the notice is left out of the client build (a noscript's children are never rendered there).
    vi.stubEnv('SSR', true)
    try {
      const html = renderToString(<Toasts toast={{ type: 'error', message: 'Failed to log in' }} />)
      expect(html).toMatch(/<noscript><div role="status"[^>]*>.*Failed to log in/)
    } finally {
      vi.unstubAllEnvs()
    }
    expect(renderToString(<Toasts toast={{ type: 'error', message: 'Failed to log in' }} />)).toContain('<noscript></noscript>')
  })
})
