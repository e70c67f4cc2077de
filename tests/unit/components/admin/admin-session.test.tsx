// @vitest-environment happy-dom
// An admin tab shown again asks /admin/keepalive for the session the browser now holds: its forms
// take the new token (a sign-in in another tab), and a different admin makes the page load again.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { useLoaderData, createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AdminSession, useAdminCsrf } from '~/components/admin/admin-session'

const OLD = { email: 'admin@example.com', csrf: 's1.old' }

function Layout() {
  const loaded = useLoaderData() as typeof OLD
  return (
    <AdminSession loaded={loaded}>
      {(csrf) => (
        <output aria-label="layout token">
          {csrf}
          <Outlet />
        </output>
      )}
    </AdminSession>
  )
}

function Form() {
  return <input aria-label="form token" readOnly value={useAdminCsrf()} />
}

async function openAdmin(layoutLoader: () => typeof OLD) {
  const listen = vi.spyOn(document, 'addEventListener')
  const router = createMemoryRouter(
    [{ id: 'routes/admin', path: '/admin', loader: layoutLoader, element: <Layout />, children: [{ index: true, element: <Form /> }] }],
    { initialEntries: ['/admin'] },
  )
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />)
  await screen.findByLabelText('form token')
  // The form shows before React has run the effects of a transition's commit (on a busy machine,
  // a macrotask later): a return to the tab before then is not seen.
  await waitFor(() => expect(listen).toHaveBeenCalledWith('visibilitychange', expect.any(Function)))
}

async function showTabAgain() {
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'))
    await new Promise((resolve) => setTimeout(resolve, 10))
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the admin session on return to the tab', () => {
  test('the same admin with a new session: every form takes its token, without loading the page again', async () => {
    const loader = vi.fn(() => OLD)
    const fetch = vi.fn(async () => Response.json({ ok: true, email: OLD.email, csrf: 's1.new' }))
    vi.stubGlobal('fetch', fetch)
    await openAdmin(loader)
    expect(screen.getByLabelText('form token')).toHaveProperty('value', 's1.old')
    await showTabAgain()
    expect(fetch).toHaveBeenCalledWith('/admin/keepalive', { cache: 'no-store' })
    await waitFor(() => expect(screen.getByLabelText('form token')).toHaveProperty('value', 's1.new'))
    expect(screen.getByLabelText('layout token').textContent).toBe('s1.new')
    expect(loader).toHaveBeenCalledTimes(1)
  })

  test('another admin signed in meanwhile: the page loads again and shows who that is', async () => {
    const other = { email: 'other@example.com', csrf: 's1.other' }
    const loader = vi.fn().mockReturnValueOnce(OLD).mockReturnValue(other)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true, ...other })),
    )
    await openAdmin(loader)
    await showTabAgain()
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(screen.getByLabelText('form token')).toHaveProperty('value', 's1.other'))
  })

  test('signed out meanwhile (401) or offline: the page is left as it is', async () => {
    const loader = vi.fn(() => OLD)
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ ok: false, message: 'Not authenticated' }, { status: 401 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', fetch)
    await openAdmin(loader)
    await showTabAgain()
    await new Promise((resolve) => setTimeout(resolve, 1100)) // past the one-question-a-second quiet time
    await showTabAgain()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(screen.getByLabelText('form token')).toHaveProperty('value', 's1.old')
    expect(loader).toHaveBeenCalledTimes(1)
  })
})
