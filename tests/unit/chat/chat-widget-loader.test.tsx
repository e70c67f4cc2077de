// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { ChatWidgetLoader } from '~/components/chat/chat-widget-loader'

function renderAt(path: string) {
  const element = <ChatWidgetLoader companyName="Arclight Technologies" />
  const router = createMemoryRouter(
    [
      { path: '/quiet', element, handle: { hideChat: true } },
      { path: '*', element },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('<ChatWidgetLoader>', () => {
  afterEach(cleanup)
  // Loaded once up front, so that "nothing rendered" below is not just a chunk still loading.
  beforeAll(() => import('~/components/chat/chat-widget'))

  test('mounts the widget once the page is idle, not during the first render', async () => {
    renderAt('/services')
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull()
    expect(await screen.findByRole('button', { name: 'Chat with us' }, { timeout: 10_000 })).toBeInTheDocument()
  })

  test.each(['/admin', '/admin/blog', '/login', '/quiet'])('renders nothing on %s', async (path) => {
    renderAt(path)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull()
  })
})
