// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { useButtonLink } from '~/components/admin/button-link'

function Action({ onAction }: { onAction: () => void }) {
  return (
    <a
      href="?confirm=delete&id=1"
      {...useButtonLink()}
      onClick={(event) => {
        event.preventDefault()
        onAction()
      }}
    >
      Delete
    </a>
  )
}

afterEach(cleanup)

test('the server renders a plain link (no role): without JavaScript it leads to the confirmation page', () => {
  expect(renderToString(<Action onAction={() => {}} />)).not.toContain('role=')
})

test('in the browser it is a button that Space presses on release, without scrolling on keydown', () => {
  const onAction = vi.fn()
  render(<Action onAction={onAction} />)
  const button = screen.getByRole('button', { name: 'Delete' })
  expect(fireEvent.keyDown(button, { key: ' ' })).toBe(false) // default (the scroll) prevented
  expect(onAction).not.toHaveBeenCalled()
  fireEvent.keyUp(button, { key: ' ' })
  expect(onAction).toHaveBeenCalledTimes(1)
  // A release without its keydown here (Space pressed elsewhere, or held while focus left) does nothing.
  fireEvent.keyUp(button, { key: ' ' })
  fireEvent.keyDown(button, { key: ' ' })
  fireEvent.blur(button)
  fireEvent.keyUp(button, { key: ' ' })
  expect(onAction).toHaveBeenCalledTimes(1)
  // Other keys are left alone (Enter clicks a link natively).
  expect(fireEvent.keyDown(button, { key: 'Enter' })).toBe(true)
})
