// fast-check arbitraries for malformed requests: wrong types, missing and extra fields, huge
// strings, invalid UTF-8, wrong content types, truncated multipart bodies, JSON, junk bytes.
import fc from 'fast-check'

const FIELD_NAMES = [
  'csrf',
  'intent',
  'id',
  'name',
  'email',
  'password',
  'redirectTo',
  'returnTo',
  'title',
  'slug',
  'content',
  'excerpt',
  'status',
  'category_id',
  'image_url',
  'logo_url',
  'logo_file',
  'file',
  'website',
  'description',
  'form-name',
  'bot-field',
  'idempotency-key',
  'phone',
  'company',
  'projectType',
  'budget',
  'timeline',
  'message',
  'handled',
  'reason',
]

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202egnp.exe',
  '\r\nBcc: victim@example.com',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '../../../etc/passwd',
  '%00',
  '=HYPERLINK("http://x")',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9007199254740993',
  'true',
  'null',
  '[]',
  '{}',
  'delete',
  'save',
  'preview',
  'handled',
  'published',
  'draft',
  'contact',
  '//evil.example/x',
  '/..//evil.example',
  'javascript:alert(1)',
  '\uFEFF',
  '\uD800',
]

const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
)

const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 30 })), value, {
  maxKeys: 12,
})

interface Payload {
  kind: string
  contentType?: string
  body: Buffer
}

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW'

function multipart(entries: [string, string][], file: { name: string; type: string; bytes: Uint8Array } | null): Buffer {
  const parts: Buffer[] = []
  for (const [name, v] of entries) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '')}"\r\n\r\n${v}\r\n`))
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name.replace(/"/g, '')}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(parts)
}

const fileArb = fc.option(
  fc.record({
    name: fc.oneof(
      fc.constantFrom('a.png', 'x.svg', 'page.html', 'evil.php', 'doc.pdf', '../../x.png', '.png', 'a.PNG.exe'),
      fc.string({ maxLength: 40 }),
    ),
    type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', 'application/pdf', ''),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2000 }),
      fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      fc.constant(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x3c, 0x73, 0x63, 0x72])),
    ),
  }),
)

/** A request body in one of many shapes, valid token included or not (`withToken` decides). */
export function payload(token: () => Record<string, string>) {
  return fc.tuple(fields, fc.boolean(), fileArb, fc.nat()).chain(([f, withToken, file, cut]) => {
    const entries = Object.entries({ ...f, ...(withToken ? token() : {}) })
    const urlencoded = Buffer.from(new URLSearchParams(entries).toString())
    const form = multipart(entries, file)
    return fc.constantFrom<Payload>(
      { kind: 'urlencoded', contentType: 'application/x-www-form-urlencoded', body: urlencoded },
      { kind: 'multipart', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: form },
      { kind: 'truncated multipart', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: form.subarray(0, cut % form.length) },
      { kind: 'multipart without boundary', contentType: 'multipart/form-data', body: form },
      { kind: 'json', contentType: 'application/json', body: Buffer.from(JSON.stringify(Object.fromEntries(entries))) },
      { kind: 'broken json', contentType: 'application/json', body: Buffer.from('{"csrf": ') },
      { kind: 'empty', contentType: 'application/x-www-form-urlencoded', body: Buffer.alloc(0) },
      { kind: 'no content type', body: urlencoded },
      { kind: 'text', contentType: 'text/plain', body: urlencoded },
      {
        kind: 'invalid utf-8',
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.concat([urlencoded, Buffer.from('&name=%C3%28%FF&message='), Buffer.from([0xc3, 0x28, 0xff, 0xfe])]),
      },
      {
        kind: 'utf-16',
        contentType: 'application/x-www-form-urlencoded; charset=utf-16',
        body: Buffer.from(urlencoded.toString(), 'utf16le'),
      },
    )
  })
}

/** Path segments as a visitor or a scanner might type them. */
export const segment = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }).map(encodeURIComponent) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '..%2f..%2fetc%2fpasswd',
      '%00',
      '%ff%fe',
      '%C3%28',
      '..',
      '.',
      '%2e%2e',
      'a%2fb',
      '%E2%80%AE',
      '%',
      '%zz',
      '~',
      '-',
      'index.html',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 8000 }).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent) },
)
