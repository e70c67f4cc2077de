import { getBackend } from '~/backend/index.server'
import { clientAddress } from '~/utils/client-address.server'

// Who sent a request, asked by the server's request gate (server/request-guard.ts) from the
// headers alone, before the body is read: a member of staff gets room for a post or a file and
// slots of their own; anyone else the public limits, counted per client address.

export interface RequestIdentity {
  staff: boolean
  /** The client's address as every limit counts it (TRUST_PROXY honoured). */
  client: string
  /** Cookies the check renewed (a refreshed Supabase session): to send, and to read from now on. */
  setCookie: string[]
  /** The request's Cookie header with those renewals applied, or null when unchanged. */
  cookie: string | null
}

export async function identifyRequest(
  headers: Headers,
  socketAddress: string,
  { checkStaff }: { checkStaff: boolean },
): Promise<RequestIdentity> {
  const request = new Request('http://localhost/admin', { headers })
  const client = clientAddress(request, socketAddress)
  if (!checkStaff || !headers.get('Cookie')) return { staff: false, client, setCookie: [], cookie: null }
  const backend = getBackend().forRequest(request)
  const staff = await backend.isAdmin().catch(() => false)
  const setCookie = backend.headers.getSetCookie()
  return { staff, client, setCookie, cookie: setCookie.length ? renewedCookie(headers.get('Cookie') ?? '', setCookie) : null }
}

/** The Cookie header a browser would send after receiving `setCookie`. */
export function renewedCookie(cookieHeader: string, setCookie: string[]): string {
  const jar = new Map<string, string>()
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
  }
  for (const line of setCookie) {
    const [first, ...attributes] = line.split(';')
    const at = first.indexOf('=')
    if (at <= 0) continue
    const name = first.slice(0, at).trim()
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute))
    if (expired) jar.delete(name)
    else jar.set(name, first.slice(at + 1).trim())
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}
