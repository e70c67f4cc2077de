// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ErrorPage } from '~/components/error-page'
import type { ErrorReportsConfig } from '~/observability/error-reports-config'

// The error page's words are true whether reports are configured or not (issue 52): "notified"
// only where the root loader says errors are reported.
function renderFailingPage(errorReports: ErrorReportsConfig | null) {
  // As an error a loader threw on the server arrives in the browser: sanitized, without a stack.
  const serverError = Object.assign(new Error('Unexpected Server Error'), { stack: undefined })
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ errorReports }),
        element: <Outlet />,
        errorElement: <ErrorPage />,
        children: [
          {
            index: true,
            loader: () => {
              throw serverError
            },
            element: null,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
}

describe('<ErrorPage>', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  test('without error reports it promises no one has been told', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailingPage(null)
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/notified/i)
  })

  test('with error reports it says the team has been notified', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailingPage({ dsn: 'https://key@o1.ingest.sentry.io/1', environment: 'test' })
    expect(await screen.findByText('An unexpected error occurred. Our team has been notified; please try again.')).toBeInTheDocument()
  })
})
