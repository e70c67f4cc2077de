import { Transform } from 'node:stream'
import { withoutViewPadding } from './react-view-padding.server'

const DOCUMENT_END = Buffer.from('</body></html>')

/**
 * A pass-through for React's stream: without the NULs of its views (react-view-padding.server.ts),
 * and with the document's closing tags last. React 18 writes them with the shell, so what it streams later (Remix's loader data, late Suspense boundaries) would land after
 * `</html>`, where HTML allows nothing (the W3C validator's "stray" errors: tests/e2e/valid-html.spec.ts).
 */
export function documentEndLast() {
  let held = false
  // The end tags may straddle two of React's chunks: the last bytes wait for the next one.
  let tail: Buffer = Buffer.alloc(0)
  return new Transform({
    transform(raw: Buffer, _encoding, callback) {
      const chunk = withoutViewPadding(raw)
      if (held) return callback(null, chunk)
      const text = tail.length ? Buffer.concat([tail, chunk]) : chunk
      const at = text.indexOf(DOCUMENT_END)
      if (at !== -1) {
        held = true
        tail = Buffer.alloc(0)
        return callback(null, Buffer.concat([text.subarray(0, at), text.subarray(at + DOCUMENT_END.length)]))
      }
      const keep = Math.min(text.length, DOCUMENT_END.length - 1)
      tail = text.subarray(text.length - keep)
      callback(null, text.length > keep ? text.subarray(0, text.length - keep) : undefined)
    },
    flush(callback) {
      callback(null, held ? DOCUMENT_END : tail.length ? tail : undefined)
    },
  })
}
