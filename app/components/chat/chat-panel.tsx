import { Link } from '@remix-run/react'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Bot from 'lucide-react/icons/bot'
import Send from 'lucide-react/icons/send'
import X from 'lucide-react/icons/x'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { useChat } from './use-chat'

const MAX_MESSAGE = 1000

type Props = {
  id: string
  companyName: string
  chat: ReturnType<typeof useChat>
  onClose: () => void
  /** A reply's link was followed: the panel closes, the new page takes focus. */
  onFollowLink: () => void
}

/** The open chat: header, the conversation (announced to screen readers) and the input. */
export function ChatPanel({ id, companyName, chat, onClose, onFollowLink }: Props) {
  const [draft, setDraft] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const log = useRef<HTMLDivElement>(null)

  useEffect(() => input.current?.focus(), [])

  // Keep the newest message in view without scrolling the page itself.
  useEffect(() => {
    const el = log.current
    if (el) el.scrollTop = el.scrollHeight
  }, [chat.messages.length, chat.botTyping])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (chat.send(draft)) setDraft('')
    input.current?.focus()
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-subtitle`}
      className="fixed right-4 bottom-[5.5rem] z-30 flex h-[34rem] max-h-[calc(100dvh-11rem)] w-[calc(100vw-2rem)] animate-fade-in flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card-hover sm:right-6 sm:bottom-24 sm:w-96 short:inset-0 short:z-50 short:h-auto short:max-h-none short:w-auto short:rounded-none short:border-0"
    >
      {/* A div, not <header>: the page has one banner, the site's header. */}
      <div className="flex items-center gap-3 bg-navy-900 px-4 py-3 text-ink-inverse short:py-1.5">
        <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-white short:size-8">
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="truncate text-base leading-tight font-semibold text-white">
            {companyName} Chat
          </h2>
          <p id={`${id}-subtitle`} className="text-sm leading-snug text-ink-inverse">
            Ask us anything about our services
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="grid size-9 shrink-0 place-items-center rounded-full text-ink-inverse transition-colors hover:bg-navy-700 hover:text-white"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto bg-surface-muted px-4 py-4 short:py-2"
      >
        {chat.messages.map((message) => (
          <p
            key={message.id}
            data-sender={message.sender}
            className={
              message.sender === 'user'
                ? 'max-w-[85%] self-end rounded-2xl wrap-anywhere rounded-br-md bg-accent px-3.5 py-2 text-[0.9375rem] leading-snug text-white'
                : 'max-w-[85%] self-start rounded-2xl wrap-anywhere rounded-bl-md border border-line bg-surface px-3.5 py-2 text-[0.9375rem] leading-snug text-ink'
            }
          >
            <span className="sr-only">{message.sender === 'user' ? 'You: ' : 'Assistant: '}</span>
            {message.text}
            {message.link ? (
              <span className="mt-2 block border-t border-line pt-2">
                {message.link.lead} {/* The router's link: a full page load would end the conversation. */}
                <Link
                  to={message.link.to}
                  onClick={onFollowLink}
                  className="inline-flex items-center gap-1 font-semibold text-accent-strong hover:underline"
                >
                  {message.link.label} <ArrowRight aria-hidden className="size-3.5" />
                </Link>
              </span>
            ) : null}
          </p>
        ))}
        {chat.botTyping && (
          <p aria-hidden className="flex gap-1 self-start rounded-2xl rounded-bl-md border border-line bg-surface px-3.5 py-3">
            {[0, 150, 300].map((delay) => (
              <span key={delay} className="size-1.5 animate-bounce rounded-full bg-ink-muted" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </p>
        )}
      </div>

      <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-x-2 border-t border-line bg-surface p-3 short:py-1.5">
        {/* A visible label: the placeholder alone disappears while typing (WCAG 3.3.2). */}
        <div className="flex w-full justify-between gap-2 pb-1 text-xs font-semibold text-ink-muted">
          <label htmlFor={`${id}-input`}>Your message</label>
          {/* Shown at the limit, where typing or a paste stops (the input keeps the first 1,000 characters). */}
          {draft.length >= MAX_MESSAGE ? <span id={`${id}-limit`}>1,000 characters at most</span> : null}
        </div>
        <input
          ref={input}
          id={`${id}-input`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Type your message..."
          autoComplete="off"
          maxLength={MAX_MESSAGE}
          aria-describedby={draft.length >= MAX_MESSAGE ? `${id}-limit` : undefined}
          className="field-input min-w-0 flex-1"
        />
        <button type="submit" aria-label="Send message" className="btn btn-primary size-11 shrink-0 p-0">
          <Send aria-hidden className="size-5" />
        </button>
      </form>
    </section>
  )
}
