// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { currentCountdown, notFoundCountdown } from '~/components/not-found-countdown'

const CONTROLS = '[data-not-found-controls]'

function page() {
  document.body.innerHTML =
    '<a id="skip" href="#main">Skip</a><div data-not-found-controls><a href="/">Back to Home</a><button data-not-found-stay>Stay on this page</button></div>'
  return {
    home: document.querySelector<HTMLElement>(`${CONTROLS} a`)!,
    stay: document.querySelector<HTMLElement>('[data-not-found-stay]')!,
  }
}

describe('the Not Found countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    window.history.replaceState(null, '')
  })
  afterEach(() => {
    currentCountdown()?.stop()
    vi.useRealTimers()
  })

  test('goes home after the time, marking the history entry, once', () => {
    page()
    const countdown = notFoundCountdown(3000, CONTROLS)
    countdown.go = vi.fn()
    vi.advanceTimersByTime(2999)
    expect(countdown.go).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(countdown.go).toHaveBeenCalledTimes(1)
    expect(window.history.state).toEqual({ leftForHome: true })
    expect(currentCountdown()).toBeUndefined()
  })

  test('a key pressed anywhere stays; the Stay button stays for good and moves focus to the home link', () => {
    const { home, stay } = page()
    const countdown = notFoundCountdown(3000, CONTROLS)
    countdown.go = vi.fn()
    countdown.onChange = vi.fn()
    vi.advanceTimersByTime(50)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(countdown.stay).toBe(1)
    stay.click()
    expect(countdown.stay).toBe(2)
    expect(countdown.onChange).toHaveBeenCalledTimes(2)
    expect(document.activeElement).toBe(home)
    vi.advanceTimersByTime(60_000)
    expect(countdown.go).not.toHaveBeenCalled()
  })

  test('focus on the controls holds it; leaving them resumes where it was', () => {
    const { home } = page()
    const countdown = notFoundCountdown(3000, CONTROLS)
    countdown.go = vi.fn()
    vi.advanceTimersByTime(1000)
    home.focus()
    vi.advanceTimersByTime(10_000)
    expect(countdown.go).not.toHaveBeenCalled()
    home.blur()
    vi.advanceTimersByTime(1999)
    expect(countdown.go).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(countdown.go).toHaveBeenCalledTimes(1)
  })

  test('a page that already sent the visitor home stays; a second start adopts the one running', () => {
    page()
    window.history.replaceState({ leftForHome: true }, '')
    const first = notFoundCountdown(3000, CONTROLS)
    expect(first.stay).toBe(2)
    expect(notFoundCountdown(3000, CONTROLS)).toBe(first)
    first.stop()
    expect(currentCountdown()).toBeUndefined()
  })

  test('its source runs on its own, as the inline script does', () => {
    page()
    new Function(`(${notFoundCountdown.toString()})(3000, ${JSON.stringify(CONTROLS)})`)()
    const countdown = currentCountdown()!
    expect(countdown.stay).toBe(0)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    expect(countdown.stay).toBe(1)
  })
})
