import { MessageCircle, X } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { ChatPanel } from './chat-panel'
import { useChat } from './use-chat'

const CHAT_PANEL_ID = 'chat-panel'

/**
 * The floating chat button and its panel. Loaded lazily by ChatWidgetLoader, so none of this is
 * in the first page load. The conversation lives here, so closing the panel keeps it.
 */
export default function ChatWidget({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false)
  const launcher = useRef<HTMLButtonElement>(null)
  const chat = useChat()

  function close() {
    setOpen(false)
    launcher.current?.focus() // focus goes back to where it came from
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close()
    }
  }

  // z-30: under the fixed header (z-40) and its phone menu, which must cover the widget.
  return (
    <div onKeyDown={onKeyDown} className="print:hidden">
      {open && <ChatPanel id={CHAT_PANEL_ID} companyName={companyName} chat={chat} onClose={close} />}
      <button
        ref={launcher}
        type="button"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        aria-label="Chat with us"
        onClick={() => (open ? close() : setOpen(true))}
        className="fixed right-4 bottom-4 z-30 grid size-14 animate-fade-in place-items-center rounded-full bg-accent text-white shadow-card-hover transition-colors hover:bg-accent-strong sm:right-6 sm:bottom-6"
      >
        {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
      </button>
    </div>
  )
}
