import { describe, expect, test } from 'vitest'
import { coalescingStream } from '~/utils/coalescing-stream.server'

// React writes a shell as many small chunks in one go; they leave as one, later parts on their own.
describe('coalescingStream', () => {
  test('chunks written in one turn come out as one chunk, later ones apart, every byte in order', async () => {
    const stream = coalescingStream()
    const out: string[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()))
    const ended = new Promise((resolve) => stream.on('end', resolve))

    for (const part of ['<html>', '<head>', '</head>', '<body>']) stream.write(Buffer.from(part))
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    stream.write(Buffer.from('<p>later</p>'))
    stream.end(Buffer.from('</body></html>'))
    await ended

    expect(out[0]).toBe('<html><head></head><body>')
    expect(out.join('')).toBe('<html><head></head><body><p>later</p></body></html>')
    expect(out.length).toBeLessThanOrEqual(3)
  })

  test('ending at once still delivers what was written, and closes', async () => {
    const stream = coalescingStream()
    const out: Buffer[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk))
    const closed = new Promise((resolve) => stream.on('close', resolve))
    stream.write(Buffer.from('a'))
    stream.end(Buffer.from('b'))
    await closed
    expect(Buffer.concat(out).toString()).toBe('ab')
  })

  test('a destroyed stream (the visitor left) pushes nothing more and does not throw', async () => {
    const stream = coalescingStream()
    const out: Buffer[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk))
    stream.on('error', () => {})
    stream.write(Buffer.from('a'))
    stream.destroy()
    await new Promise((resolve) => setImmediate(resolve))
    expect(out).toEqual([])
  })
})
