// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import ChatWidget from '~/components/chat/chat-widget'
import { CHAT_FALLBACK_REPLY, CHAT_REPLY_DELAY_MS, chatReply } from '~/chat/replies'

// The widget lives in the root layout, inside the router, on every page.
let router: ReturnType<typeof createMemoryRouter>
// fireEvent rather than user-event: with fake timers it keeps each step synchronous.
function openChat() {
  router = createMemoryRouter([{ path: '*', element: <ChatWidget companyName="Arclight Technologies" /> }], {
    initialEntries: ['/services'],
  })
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />)
  fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }))
  return screen.getByRole('dialog', { name: 'Arclight Technologies Chat' })
}

function send(text: string, how: 'enter' | 'button' = 'enter') {
  const input = screen.getByPlaceholderText('Type your message...')
  fireEvent.change(input, { target: { value: text } })
  if (how === 'enter') fireEvent.submit(input.closest('form')!)
  else fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
}

const bubbles = () => screen.getByRole('log').querySelectorAll('[data-sender]')

describe('chat widget', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  test('the button toggles a panel with the title, subtitle and greeting', () => {
    const panel = openChat()
    const launcher = screen.getByRole('button', { name: 'Chat with us' })
    expect(launcher).toHaveAttribute('aria-expanded', 'true')
    expect(within(panel).getByRole('heading', { name: 'Arclight Technologies Chat' })).toBeVisible()
    expect(panel).toHaveAccessibleDescription('Ask us anything about our services')
    expect(bubbles()).toHaveLength(1)
    expect(bubbles()[0]).toHaveTextContent('Hello! How can I assist you with our services today?')
    fireEvent.click(launcher)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(launcher).toHaveAttribute('aria-expanded', 'false')
  })

  test('a message gets the bot’s reply 500 ms later, announced politely', () => {
    openChat()
    send('Tell me about Web Development')
    expect(bubbles()).toHaveLength(2)
    expect(bubbles()[1]).toHaveAttribute('data-sender', 'user')
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('')

    act(() => vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1))
    expect(bubbles()).toHaveLength(2)
    act(() => vi.advanceTimersByTime(1))
    expect(bubbles()).toHaveLength(3)
    expect(bubbles()[2]).toHaveAttribute('data-sender', 'bot')
    expect(bubbles()[2]).toHaveTextContent(chatReply('web development'))
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite')
  })

  test('the send button sends too', () => {
    openChat()
    send('AI agents?', 'button')
    act(() => vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS))
    expect(bubbles()[2]).toHaveTextContent(chatReply('ai agents'))
  })

  test('empty and whitespace-only input is ignored', () => {
    openChat()
    send('')
    send('   ', 'button')
    act(() => vi.advanceTimersByTime(5 * CHAT_REPLY_DELAY_MS))
    expect(bubbles()).toHaveLength(1)
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('   ')
  })

  test('focus moves into the panel, Escape closes it and focus returns to the button', () => {
    openChat()
    expect(screen.getByPlaceholderText('Type your message...')).toHaveFocus()
    fireEvent.keyDown(screen.getByPlaceholderText('Type your message...'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus()
  })

  test('the conversation survives closing and reopening the panel', () => {
    openChat()
    send('cybersecurity')
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }))
    act(() => vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }))
    expect(bubbles()).toHaveLength(3)
    expect(bubbles()[2]).toHaveTextContent(chatReply('cybersecurity'))
  })
  test('the fallback reply keeps its words and links to Get Started; keyword replies have no link', () => {
    openChat()
    send('How much does it cost?')
    act(() => vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS))
    const reply = bubbles()[2]
    expect(reply).toHaveTextContent(CHAT_FALLBACK_REPLY)
    expect(within(reply as HTMLElement).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started')
    send('cybersecurity')
    act(() => vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS))
    expect(within(bubbles()[4] as HTMLElement).queryByRole('link')).toBeNull()
  })
  test('at 1,000 characters the input says it holds no more', () => {
    const panel = openChat()
    const input = within(panel).getByLabelText('Your message')
    fireEvent.change(input, { target: { value: 'a'.repeat(999) } })
    expect(within(panel).queryByText('1,000 characters at most')).toBeNull()
    fireEvent.change(input, { target: { value: 'a'.repeat(1000) } })
    expect(input).toHaveAccessibleDescription('1,000 characters at most')
    expect(input).toHaveAttribute('maxlength', '1000')
  })
  test('Get Started in a reply goes there within the app: the panel closes, the conversation stays', async () => {
    openChat()
    send('How much does it cost?')
    act(() => vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS))
    fireEvent.click(within(bubbles()[2] as HTMLElement).getByRole('link', { name: 'Get Started' }))
    await act(async () => vi.runAllTimersAsync())
    expect(router.state.location.pathname).toBe('/get-started')
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }))
    expect(bubbles()).toHaveLength(3)
  })

  test('focus arriving anywhere outside the widget closes the panel; focus lost to nothing does not', () => {
    const outside = document.body.appendChild(document.createElement('button'))
    openChat()
    fireEvent.blur(screen.getByPlaceholderText('Type your message...'), { relatedTarget: null })
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => outside.focus())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(outside).toHaveFocus()
    outside.remove()
  })
})
