import { MessageCircle, X } from 'lucide-react'
import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { ChatPanel } from './chat-panel'
import { useChat } from './use-chat'

const CHAT_PANEL_ID = 'chat-panel'

/**
 * The floating chat button and its panel. Loaded lazily by ChatWidgetLoader, so none of this is
 * in the first page load. The conversation lives here, so closing the panel keeps it.
 *
 * The open panel must never cover what has focus (WCAG 2.4.11): it closes when focus moves to
 * anything outside the widget, and Escape closes it wherever focus is.
 */
export default function ChatWidget({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false)
  const widget = useRef<HTMLDivElement>(null)
  const launcher = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const chat = useChat()

  function close() {
    returnFocus.current = true // focus goes back to where it came from, once the button shows again
    setOpen(false)
  }

  useEffect(() => {
    if (open || !returnFocus.current) return
    returnFocus.current = false
    launcher.current?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      // From inside the chat focus returns to its button; from elsewhere it stays where it is.
      returnFocus.current = Boolean(widget.current?.contains(document.activeElement))
      setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
  }

  // z-30: under the fixed header (z-40) and its phone menu, which must cover the widget. On a
  // short screen the open panel fills it and the button hides (it would cover Send).
  return (
    <div ref={widget} onBlur={onBlur} className="print:hidden">
      {open && <ChatPanel id={CHAT_PANEL_ID} companyName={companyName} chat={chat} onClose={close} />}
      <button
        ref={launcher}
        type="button"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        aria-label="Chat with us"
        onClick={() => (open ? close() : setOpen(true))}
        className="fixed right-4 bottom-4 z-30 grid size-14 animate-fade-in place-items-center rounded-full bg-accent text-white shadow-card-hover transition-colors hover:bg-accent-strong focus-ring-floating sm:right-6 sm:bottom-6 short:aria-expanded:hidden"
      >
        {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
      </button>
    </div>
  )
}
