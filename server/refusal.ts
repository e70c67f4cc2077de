// The answer to a request the server refuses before the app sees it (wrong method, cross-site,
// too large, unreadable form): a short page that says what happened, or JSON for a client that
// asked for it (the media uploader). Never a stack trace.

import type { IncomingMessage, ServerResponse } from 'node:http'

const TITLES: Record<number, string> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Too large',
  415: 'Unsupported form',
  429: 'Too many requests',
  431: 'Address too long',
  500: 'Server error',
  503: 'Busy',
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c])

type RefusalOptions = {
  headers?: Record<string, string>
  /** The path of the form that was refused (one of our own), offered as the way back. */
  backTo?: string
}

/** Sends `status` with `message` as HTML or JSON (Accept: application/json), and no caching. */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  { headers = {}, backTo }: RefusalOptions = {},
): void {
  if (res.headersSent) return
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('Cache-Control', 'no-store')
  res.statusCode = status
  const wantsJson = /\bapplication\/json\b/.test(req.headers.accept ?? '')
  if (wantsJson) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(JSON.stringify({ ok: false, message, status }))
    return
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.end(refusalPage(status, message, backTo))
}

/** The refusal's HTML page: what happened, and the way back. */
export function refusalPage(status: number, message: string, backTo?: string): string {
  const title = TITLES[status] ?? 'Request refused'
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${status} ${title}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#0f172a;line-height:1.5}` +
    `h1{font-size:1.5rem}a{color:#1d4ed8}</style></head><body>` +
    `<h1>${status} ${title}</h1><p>${escapeHtml(message)}</p><p>${backTo ? `<a href="${escapeHtml(backTo)}">Back to the form</a> · ` : ''}` +
    `<a href="/">Go to the home page</a></p></body></html>`
  )
}
