// A browser's cookie jar between requests: the live `name=value` pairs after a response's Set-Cookie.
export function cookieHeader(headers: Headers, previous = '') {
  const jar = new Map(
    previous
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  )
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const name = pair.slice(0, pair.indexOf('='))
    if (/Max-Age=0/i.test(cookie)) jar.delete(name)
    else jar.set(name, pair.slice(pair.indexOf('=') + 1))
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

export function pageRequest(cookie = '', path = '/admin') {
  return new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}
