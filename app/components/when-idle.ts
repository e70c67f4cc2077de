/** Runs `callback` once the browser is idle (at the latest after `timeout` ms); returns a cancel function. */
export function whenIdle(callback: () => void, timeout = 2000) {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, 200)
  return () => clearTimeout(timer)
}
