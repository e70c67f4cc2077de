// @vitest-environment happy-dom
// The tab shown again and its window focused come as two events: the callback runs once for both,
// never while the tab is hidden, and always as its latest render gave it.
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { useOnReturn } from '~/utils/use-on-return'

function Probe({ onReturn }: { onReturn: () => void }) {
  useOnReturn(onReturn)
  return null
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const comeBack = () => {
  document.dispatchEvent(new Event('visibilitychange'))
  window.dispatchEvent(new Event('focus'))
}

test('one call for the two events of one return, another a second later', () => {
  vi.useFakeTimers({ now: 10_000 })
  const onReturn = vi.fn()
  render(<Probe onReturn={onReturn} />)
  comeBack()
  expect(onReturn).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(1_000)
  comeBack()
  expect(onReturn).toHaveBeenCalledTimes(2)
})

test('nothing while the tab is hidden', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
  const onReturn = vi.fn()
  render(<Probe onReturn={onReturn} />)
  comeBack()
  expect(onReturn).not.toHaveBeenCalled()
})

test('the latest callback runs, and none after unmounting', () => {
  vi.useFakeTimers({ now: 10_000 })
  const first = vi.fn()
  const second = vi.fn()
  const { rerender, unmount } = render(<Probe onReturn={first} />)
  rerender(<Probe onReturn={second} />)
  comeBack()
  expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1])
  unmount()
  vi.advanceTimersByTime(1_000)
  comeBack()
  expect(second).toHaveBeenCalledTimes(1)
})
