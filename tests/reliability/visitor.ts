// A visitor without a browser: a cookie jar and form posts, as a no-JS browser sends them.
import crypto from 'node:crypto'
import type { Dispatcher } from 'undici'
import { passSecondStep, waitForFreshCode } from './second-factor'

export interface Reply {
  status: number
  headers: Headers
  body: string
  location: string | null
}

export class Visitor {
  readonly cookies = new Map<string, string>()
  constructor(
    readonly base: string,
    readonly extraHeaders: Record<string, string> = {},
    /** How to connect (undici's Agent): e.g. through a TLS front, from a given local address. */
    readonly dispatcher?: Dispatcher,
  ) {}

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Any request; cookies in and out, redirects not followed. */
  async send(path: string, init: RequestInit = {}): Promise<Reply> {
    const headers = new Headers(init.headers)
    for (const [name, value] of Object.entries(this.extraHeaders)) if (!headers.has(name)) headers.set(name, value)
    if (this.cookies.size && !headers.has('Cookie')) headers.set('Cookie', this.cookieHeader())
    const response = await fetch(new URL(path, this.base), {
      ...init,
      headers,
      redirect: 'manual',
      dispatcher: this.dispatcher,
    } as RequestInit)
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return { status: response.status, headers: response.headers, body: await response.text(), location: response.headers.get('Location') }
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.send(path, { headers })
  }

  /** A form post (application/x-www-form-urlencoded), like a browser without JavaScript. */
  post(path: string, fields: Record<string, string | undefined> | URLSearchParams, headers: Record<string, string> = {}) {
    const body =
      fields instanceof URLSearchParams
        ? fields
        : new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined))
    return this.send(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.base, ...headers },
      body,
    })
  }

  /** GETs a page and returns the value of its hidden `name` field (csrf, idempotency-key). */
  async hidden(path: string, ...names: string[]): Promise<Record<string, string>> {
    const page = await this.get(path)
    if (page.status !== 200) throw new Error(`GET ${path}: ${page.status}`)
    return Object.fromEntries(names.map((name) => [name, hiddenValue(page.body, name)]))
  }

  /**
   * Loads a page with the enquiry form and does what its script does in a browser
   * (app/enquiry/form-token.ts): the session's token (made once, in its cookie) and a new key. The
   * test servers' SITE_URL is https, so the cookie has the `__Host-` name a browser there would use.
   */
  async openEnquiryForm(path = '/get-started', cookie = '__Host-form_token'): Promise<{ csrf: string; 'idempotency-key': string }> {
    const page = await this.get(path)
    if (page.status !== 200) throw new Error(`GET ${path}: ${page.status}`)
    if (!this.cookies.has(cookie)) this.cookies.set(cookie, crypto.randomBytes(32).toString('base64url'))
    return { csrf: this.cookies.get(cookie)!, 'idempotency-key': crypto.randomUUID() }
  }

  /** The password, then the second step (enrolment the first time, a code after: second-factor.ts). */
  async signIn(email: string, password: string): Promise<Reply> {
    const password_ = async () => {
      const { csrf } = await this.hidden('/login', 'csrf')
      return this.post('/login', { csrf, email, password, redirectTo: '/admin/blog' })
    }
    await waitForFreshCode(this, email)
    return passSecondStep(this, email, await password_(), password_)
  }
}

export function hiddenValue(html: string, name: string): string {
  const input = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0]
  const value = input?.match(/value="([^"]*)"/)?.[1]
  if (value === undefined) throw new Error(`No hidden field ${name} in the page`)
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
}

/** The admin pages keep their token in the layout's loader data, rendered into the page's script. */
export function adminCsrf(html: string): string {
  return html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? html.match(/"csrf":"([^"]+)"/)?.[1] ?? ''
}
