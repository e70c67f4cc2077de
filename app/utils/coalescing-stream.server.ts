import { Transform } from 'node:stream'
import { DOCUMENT_END } from './document-end.server'

/**
 * A pass-through that joins the chunks written in one turn of the event loop into one.
 *
 * React writes a rendered shell as dozens of 2 KB chunks in one go, and Remix flushes the response
 * after every chunk: each became its own compression flush (brotli's per-flush cost dominated the
 * uncached home page) and its own socket write. Joined, the shell goes out as one chunk; parts that
 * resolve later (Suspense boundaries) still stream as they come. The document's closing tags,
 * written with the shell, are held back and sent last, so that what streams later stays inside the
 * body (document-end.server.ts).
 */
export function coalescingStream(editShell: (html: string) => string = (html) => html) {
  let shellEdited = false
  let endHeld = false
  let pending: Buffer[] = []
  let scheduled = false
  const release = () => {
    scheduled = false
    if (pending.length === 0 || stream.destroyed) return
    let chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    pending = []
    // React writes its whole shell in one turn: the first joined chunk that closes the body is all of it.
    if (!shellEdited && chunk.includes('</body>')) {
      shellEdited = true
      const shell = editShell(chunk.toString('utf8'))
      const end = shell.indexOf(DOCUMENT_END)
      endHeld = end !== -1
      chunk = Buffer.from(endHeld ? shell.slice(0, end) + shell.slice(end + DOCUMENT_END.length) : shell)
    }
    stream.push(chunk)
  }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(release)
      }
      callback()
    },
    flush(callback) {
      release()
      if (endHeld) stream.push(DOCUMENT_END)
      callback()
    },
  })
  return stream
}
