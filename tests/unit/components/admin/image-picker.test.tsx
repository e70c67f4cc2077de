// @vitest-environment happy-dom
// The post form's image picker shows the library's older images on "More images" (from
// /admin/media/images), moves focus to the first new one, and says so when they cannot be loaded.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ImagePicker } from '~/components/admin/image-picker'

const image = (n: number) => {
  const url = `/media/${n}-photo-${n}.png`
  return { name: `photo-${n}.png`, url, image: { src: url, width: 640, height: 480, alt: '' } }
}

function open(onPick = vi.fn()) {
  const picker = <ImagePicker choices={[image(3), image(2)]} more current="" onPick={onPick} />
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: picker }], { initialEntries: ['/admin/blog/new'] })}
      future={{ v7_startTransition: true }}
    />,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }))
  return onPick
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('More images in the post form’s picker', () => {
  test('appends the next page, focuses its first image, and stops at the last page', async () => {
    const fetch = vi.fn(async () => Response.json({ page: 2, choices: [image(1)], hasNextPage: false }))
    vi.stubGlobal('fetch', fetch)
    const onPick = open()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More images' })))
    expect(fetch).toHaveBeenCalledWith('/admin/media/images?page=2', expect.anything())
    const older = screen.getByRole('button', { name: 'Use photo-1.png' })
    expect(document.activeElement).toBe(older)
    expect(screen.getAllByRole('button', { name: /^Use / })).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'More images' })).toBeNull()
    fireEvent.click(older)
    expect(onPick).toHaveBeenCalledWith('/media/1-photo-1.png')
  })

  test('a failed load says so in the dialog and leaves focus on the button to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Failed to load files' }, { status: 503 })),
    )
    open()
    const more = screen.getByRole('button', { name: 'More images' })
    more.focus()
    await act(async () => fireEvent.click(more))
    expect(screen.getByRole('alert').textContent).toBe('Failed to load files')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More images' }))
  })

  test('signed out meanwhile, it asks to sign in again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: false, message: 'Not authenticated' }, { status: 401 })),
    )
    open()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More images' })))
    expect(screen.getByRole('alert').textContent).toBe('You are signed out. Sign in again to see more images.')
  })
})
