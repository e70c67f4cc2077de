import { afterEach, describe, expect, test, vi } from 'vitest'
import { CHAT_FALLBACK_REPLY, CHAT_GREETING, CHAT_REPLY_DELAY_MS, chatReply, isBlankMessage, scheduleChatReply } from '~/chat/replies'

describe('chat replies', () => {
  test('the greeting and the delay are the spec’s', () => {
    expect(CHAT_GREETING).toBe('Hello! How can I assist you with our services today?')
    expect(CHAT_REPLY_DELAY_MS).toBe(500)
  })

  test('web development gets the full-stack offer', () => {
    const reply = chatReply('I need some web development')
    expect(reply).toMatch(/full-stack web development/i)
  })

  test('cybersecurity gets the protection message', () => {
    expect(chatReply('Tell me about cybersecurity')).toMatch(/cybersecurity/i)
    expect(chatReply('Tell me about cybersecurity')).toMatch(/protect/i)
  })

  test('AI agents gets the intelligent-agents message', () => {
    expect(chatReply('Do you build AI agents?')).toMatch(/intelligent AI agents/i)
  })

  test.each([
    ['WEB DEVELOPMENT please', 'web development'],
    ['Web   Development', 'web development'],
    ['CyberSecurity audit', 'cybersecurity'],
    ['ai AGENTS', 'ai agents'],
  ])('keywords match case-insensitively: %s', (input, keyword) => {
    expect(chatReply(input)).toBe(chatReply(keyword))
    expect(chatReply(input)).not.toBe(CHAT_FALLBACK_REPLY)
  })

  test('anything else gets the fallback listing the three topics', () => {
    for (const input of ['Hi there', 'What are your prices?', 'cyber security', 'web']) {
      expect(chatReply(input)).toBe(CHAT_FALLBACK_REPLY)
    }
    expect(CHAT_FALLBACK_REPLY).toMatch(/web development, cybersecurity or AI agents/)
  })

  test('the first keyword in the rule order wins when several appear', () => {
    expect(chatReply('cybersecurity for my web development project')).toBe(chatReply('web development'))
  })

  test('empty and whitespace-only input is blank', () => {
    expect(isBlankMessage('')).toBe(true)
    expect(isBlankMessage('   \n\t ')).toBe(true)
    expect(isBlankMessage(' hi ')).toBe(false)
  })
})

describe('reply delay', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('the reply arrives 500 ms later, not before', () => {
    vi.useFakeTimers()
    const onReply = vi.fn()
    scheduleChatReply('AI agents', onReply)
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1)
    expect(onReply).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onReply).toHaveBeenCalledExactlyOnceWith(chatReply('AI agents'))
  })

  test('a cancelled reply never arrives', () => {
    vi.useFakeTimers()
    const onReply = vi.fn()
    const cancel = scheduleChatReply('hello', onReply)
    cancel()
    vi.advanceTimersByTime(10 * CHAT_REPLY_DELAY_MS)
    expect(onReply).not.toHaveBeenCalled()
  })
})
