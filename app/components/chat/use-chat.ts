import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_GREETING, isBlankMessage, scheduleChatReply, type ChatMessage } from '~/chat/replies'

/** The conversation: the visitor's messages and the bot's delayed, locally produced replies. */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, sender: 'bot', text: CHAT_GREETING }])
  const [pendingReplies, setPendingReplies] = useState(0)
  const nextId = useRef(1)
  const cancels = useRef(new Set<() => void>())

  // Replies still due when the widget goes away (e.g. navigating to /admin) are dropped.
  useEffect(() => {
    const pending = cancels.current
    return () => {
      pending.forEach((cancel) => cancel())
      pending.clear()
    }
  }, [])

  /** Adds the visitor's message and schedules the reply; returns false for blank input. */
  const send = useCallback((text: string) => {
    if (isBlankMessage(text)) return false
    const trimmed = text.trim()
    setMessages((list) => [...list, { id: nextId.current++, sender: 'user', text: trimmed }])
    setPendingReplies((n) => n + 1)
    const cancel = scheduleChatReply(trimmed, (reply) => {
      cancels.current.delete(cancel)
      setMessages((list) => [...list, { id: nextId.current++, sender: 'bot', text: reply }])
      setPendingReplies((n) => n - 1)
    })
    cancels.current.add(cancel)
    return true
  }, [])

  return { messages, send, botTyping: pendingReplies > 0 }
}
