import { describe, expect, test } from 'vitest'
import { documentEndLast } from '~/utils/document-end.server'

async function through(parts: string[]) {
  const stream = documentEndLast()
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => stream.on('end', resolve))
  for (const part of parts) stream.write(Buffer.from(part))
  stream.end()
  await ended
  return Buffer.concat(out).toString('utf8')
}

// React 18 writes `</body></html>` with the shell; what it streams after must stay inside the body.
describe('documentEndLast', () => {
  test('what streams after the shell goes before the end tags, in order', async () => {
    expect(await through(['<html><body><p>é</p></body></html>', '<script>a()</script>', '<div hidden>b</div>'])).toBe(
      '<html><body><p>é</p><script>a()</script><div hidden>b</div></body></html>',
    )
  })

  test('end tags split across two chunks (React writes 2 KB chunks) are found', async () => {
    const html = '<html><body>' + 'x'.repeat(3000) + '</body></html>'
    for (const cut of [12, 3005, 3012, 3014, 3018, 3025]) {
      expect(await through([html.slice(0, cut), html.slice(cut), '<script>late()</script>'])).toBe(
        html.replace('</body></html>', '<script>late()</script></body></html>'),
      )
    }
  })

  test('a document written whole, or text without the end tags, comes out unchanged', async () => {
    expect(await through(['<html><body><p>ok</p></body></html>'])).toBe('<html><body><p>ok</p></body></html>')
    expect(await through(['<p>a', ' ', 'b</p>'])).toBe('<p>a b</p>')
    // A character split across chunks is passed on as bytes.
    const bytes = Buffer.from('<p>é</p>')
    const stream = documentEndLast()
    const out: Buffer[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk))
    const ended = new Promise((resolve) => stream.on('end', resolve))
    stream.write(bytes.subarray(0, 4))
    stream.end(bytes.subarray(4))
    await ended
    expect(Buffer.concat(out).toString('utf8')).toBe('<p>é</p>')
  })
})
