import MessageCircle from 'lucide-react/icons/message-circle'
import X from 'lucide-react/icons/x'
import { useEffect, useRef, useState } from 'react'
import { ChatPanel } from './chat-panel'
import { useChat } from './use-chat'

const CHAT_PANEL_ID = 'chat-panel'

/**
 * The floating chat button and its panel. Loaded lazily by ChatWidgetLoader, so none of this is
 * in the first page load. The conversation lives here, so closing the panel keeps it.
 *
 * The open panel must never cover what has focus (WCAG 2.4.11): it closes when focus moves to
 * anything outside the widget (also when it comes back to the page from the browser's own toolbar,
 * after a Tab past the last stop), and Escape closes it wherever focus is. Following a link in a
 * reply closes it too, so the new page's heading takes focus; the conversation stays.
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
    // Not the widget's own blur: focus that left for the browser's toolbar has no next element, and
    // it comes back in without leaving the widget again.
    function onFocusIn(event: FocusEvent) {
      if (event.target instanceof Node && !widget.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open])

  // z-30: under the fixed header (z-40) and its phone menu, which must cover the widget. On a
  // short screen the open panel fills it and the button hides (it would cover Send).
  return (
    <div ref={widget} className="print:hidden">
      {open && <ChatPanel id={CHAT_PANEL_ID} companyName={companyName} chat={chat} onClose={close} onFollowLink={() => setOpen(false)} />}
      <button
        ref={launcher}
        type="button"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        aria-label="Chat with us"
        onClick={() => (open ? close() : setOpen(true))}
        className="chat-launcher fixed right-4 bottom-4 z-30 grid size-14 animate-fade-in place-items-center rounded-full bg-accent text-white shadow-card-hover transition-colors hover:bg-accent-strong focus-ring-floating sm:right-6 sm:bottom-6 short:aria-expanded:hidden"
      >
        {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
      </button>
    </div>
  )
}
