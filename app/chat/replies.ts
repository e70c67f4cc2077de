// The chat bot's rules: replies are produced locally (no network call), after a short delay so
// that the exchange reads like a conversation. Spec, section 9.

export const CHAT_REPLY_DELAY_MS = 500
export const CHAT_GREETING = 'Hello! How can I assist you with our services today?'

type ChatSender = 'bot' | 'user'
export type ChatMessage = { id: number; sender: ChatSender; text: string }

// Checked in this order: the first keyword found in the message decides the reply.
const KEYWORD_REPLIES: ReadonlyArray<readonly [keyword: string, reply: string]> = [
  [
    'web development',
    'We offer full-stack web development: fast, accessible websites and web applications built with modern frameworks, APIs and cloud hosting, from first design to launch and support. Would you like to tell us about your project?',
  ],
  [
    'cybersecurity',
    'Our cybersecurity team protects your business with threat detection, network and endpoint security, 24/7 incident response and security awareness training. We can start with an assessment of your current defences.',
  ],
  [
    'ai agents',
    'We build intelligent AI agents that automate workflows, answer customer questions and support decisions, integrated securely with your existing systems and data.',
  ],
]

export const CHAT_FALLBACK_REPLY =
  'Thanks for your message! I can tell you about our web development, cybersecurity or AI agents services. Which one would you like to know more about?'

/** Empty or whitespace-only input is ignored: no message, no reply. */
export function isBlankMessage(text: string) {
  return text.trim() === ''
}

/** The bot's answer to a visitor's message; keywords match case-insensitively. */
export function chatReply(text: string): string {
  // Collapse runs of whitespace so that "Web   Development" still matches.
  const normalized = text.toLowerCase().replace(/\s+/g, ' ')
  const match = KEYWORD_REPLIES.find(([keyword]) => normalized.includes(keyword))
  return match ? match[1] : CHAT_FALLBACK_REPLY
}

/** Calls `onReply` with the bot's answer after the reply delay; returns a cancel function. */
export function scheduleChatReply(text: string, onReply: (reply: string) => void, delayMs = CHAT_REPLY_DELAY_MS) {
  const timer = setTimeout(() => onReply(chatReply(text)), delayMs)
  return () => clearTimeout(timer)
}
