// Request lines are gathered and written together: at 16 KB, or what 50 ms gathered (decision 265).
// Each line is encoded into one buffer, reused from batch to batch, as it comes. A batch kept as a
// string grown by `+=` is a rope that V8 flattens and encodes when it is written, and a new buffer
// a batch costs fresh memory: together about 100 µs a batch in the server.
import fs from 'node:fs'

/** Gathers lines and hands each batch to `write`, which must be done with the bytes when it returns. */
export function lineBatch(write: (bytes: Buffer) => void, { size = 16_384, waitMs = 50 } = {}) {
  // Room for one more line past `size`: a batch is written once it reaches `size`.
  const buffer = Buffer.allocUnsafe(size + 16_384)
  let used = 0
  let timer: NodeJS.Timeout | undefined

  function flush() {
    if (used === 0) return
    const full = buffer.subarray(0, used)
    used = 0
    write(full)
  }
  // One timer at a time: a batch written for its size leaves the pending timer to write the next.
  function onTimer() {
    timer = undefined
    flush()
  }

  /** One line: `text`, then `tail`'s bytes (a part many lines share, encoded once) if given. */
  function add(text: string, tail?: Buffer) {
    // UTF-8 takes at most 3 bytes for each UTF-16 unit of a string.
    const most = text.length * 3 + (tail?.length ?? 0)
    if (most > buffer.length - used) {
      flush()
      if (most > buffer.length) return write(tail ? Buffer.concat([Buffer.from(text), tail]) : Buffer.from(text))
    }
    used += buffer.write(text, used)
    if (tail) used += tail.copy(buffer, used)
    if (used >= size) flush()
    else timer ??= setTimeout(onTimer, waitMs).unref()
  }

  return { add, flush }
}

const pause = new Int32Array(new SharedArrayBuffer(4))

/**
 * Writes all of `bytes` to `fd` before returning. A pipe whose reader is behind (EAGAIN) is waited
 * for, 10 ms at a time, as pino's synchronous destination does: lines are delayed, never dropped.
 */
export function writeAllSync(fd: number, bytes: Buffer) {
  let offset = 0
  while (offset < bytes.length) {
    try {
      offset += fs.writeSync(fd, bytes, offset)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
      Atomics.wait(pause, 0, 0, 10)
    }
  }
}
