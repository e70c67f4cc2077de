// React 18.3's renderToPipeableStream leaks a view's unwritten bytes (NULs) when a multi-byte
// character meets the end of a 2,048-byte view: the page through documentEndLast has none.
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { documentEndLast } from '~/utils/document-end.server'
import { withoutViewPadding } from '~/utils/react-view-padding.server'

/** About 1.5 KB of small pieces, then a text whose curly quote comes `shift` bytes on: some shift puts it at the view's end. */
function Page({ shift }: { shift: number }) {
  return (
    <html>
      <body>
        {Array.from({ length: 70 }, (_, i) => (
          <span key={i}>abcdefgh</span>
        ))}
        <p>{`${'x'.repeat(shift)}“Quoted”`}</p>
      </body>
    </html>
  )
}

const SHIFTS = Array.from({ length: 600 }, (_, shift) => shift) // the text stays under React's direct-write size (682)

async function render(shift: number, through?: () => PassThrough | ReturnType<typeof documentEndLast>) {
  const out = through?.() ?? new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => out.on('end', resolve))
  const { pipe } = renderToPipeableStream(<Page shift={shift} />, { onAllReady: () => pipe(out) })
  await ended
  return Buffer.concat(chunks)
}

describe('React views without their padding', () => {
  test('React 18 itself leaks NULs for some layouts (the bug this works around)', async () => {
    const pages = await Promise.all(SHIFTS.map((shift) => render(shift)))
    expect(pages.filter((html) => html.includes(0)).length).toBeGreaterThan(0)
  })

  test('through documentEndLast no layout has a NUL, and the text is whole', async () => {
    for (const shift of SHIFTS) {
      const html = await render(shift, documentEndLast)
      expect(html.includes(0), `shift ${shift}`).toBe(false)
      expect(html.toString('utf8')).toContain(`${'x'.repeat(shift)}“Quoted”</p>`)
    }
  })

  test('only a whole view ending in zeros is cut, by at most three bytes', () => {
    const view = Buffer.alloc(2048, 0x61)
    expect(withoutViewPadding(view)).toBe(view)
    view.fill(0, 2046)
    expect(withoutViewPadding(view).length).toBe(2046)
    expect(withoutViewPadding(Buffer.alloc(2048)).length).toBe(2045)
    const short = Buffer.from([0x61, 0])
    expect(withoutViewPadding(short)).toBe(short)
  })
})
