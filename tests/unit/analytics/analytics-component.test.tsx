// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Analytics } from '~/components/analytics'
import type { AnalyticsConfig } from '~/analytics/analytics'

const config: AnalyticsConfig = { provider: 'plausible', domain: 'example.com', apiHost: 'https://plausible.io' }

function setup(analytics: AnalyticsConfig | null = config) {
  const router = createMemoryRouter([{ path: '*', element: <Analytics config={analytics} /> }], { initialEntries: ['/'] })
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  return router
}

let fetchMock: ReturnType<typeof vi.fn>
const sentUrls = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string).url as string)

describe('<Analytics>', () => {
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  test('one page view for the first load and one per route change, even under StrictMode', async () => {
    const router = setup()
    // The sender is imported on first use, so each view is sent a moment after the route change.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await act(() => router.navigate('/about'))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await act(() => router.navigate('/about?tab=2')) // same route: not a new view
    await act(() => router.navigate('/blog'))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    expect(fetchMock.mock.calls[0][0]).toBe('https://plausible.io/api/event')
    expect(sentUrls().map((url) => new URL(url).pathname)).toEqual(['/', '/about', '/blog'])
  })

  test('no page views on /admin and /login', async () => {
    const router = setup()
    await act(() => router.navigate('/login'))
    await act(() => router.navigate('/admin/blog'))
    await act(() => router.navigate('/services'))
    await vi.waitFor(() => expect(sentUrls().map((url) => new URL(url).pathname)).toEqual(['/', '/services']))
  })

  test('nothing is sent without a provider', async () => {
    const router = setup(null)
    await act(() => router.navigate('/about'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('nothing is sent with Global Privacy Control', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    try {
      const router = setup()
      await act(() => router.navigate('/about'))
      expect(fetchMock).not.toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl')
    }
  })
})
