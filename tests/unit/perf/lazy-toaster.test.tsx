// @vitest-environment happy-dom
// The toaster is not in the first load: nothing is rendered for it on the server or at hydration,
// and a toast asked for before the library has arrived still shows once it has.
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { loadToaster, Toasts, toast } from '~/components/toasts'

afterEach(() => {
  act(() => void toast.remove())
  cleanup()
})

test('the server renders no toaster: the library is not needed to hydrate the page', () => {
  const html = renderToString(<Toasts />)
  expect(html).toBe('')
})

test('a toast called before the library has loaded is shown when it arrives', async () => {
  render(<Toasts />)
  expect(document.querySelector('[data-rht-toaster]')).toBeNull()
  toast.success('Queued before the toaster')
  await act(async () => {
    await loadToaster()
  })
  expect(await screen.findByText('Queued before the toaster')).toBeInTheDocument()
  expect(document.querySelector('[data-rht-toaster]')).not.toBeNull()
})
