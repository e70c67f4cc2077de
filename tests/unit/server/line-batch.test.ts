// The request log's batches (server/line-batch.ts): every line once, in order, whole, in UTF-8.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lineBatch, writeAllSync } from '../../../server/line-batch'

afterEach(() => vi.useRealTimers())

/** A batch whose writes are copied out (the batch reuses its buffer). */
function recorded(options?: { size?: number; waitMs?: number }) {
  const writes: string[] = []
  const batch = lineBatch((bytes) => writes.push(bytes.toString('utf8')), options)
  return { batch, writes }
}

describe('lineBatch', () => {
  it('writes a batch once it reaches its size, every line whole and in order', () => {
    const { batch, writes } = recorded({ size: 100 })
    for (let i = 0; i < 30; i++) batch.add(`line ${String(i).padStart(2, '0')}\n`)
    batch.flush()
    expect(writes.length).toBeGreaterThan(2)
    for (const write of writes) expect(write.endsWith('\n')).toBe(true)
    expect(writes.join('')).toBe(Array.from({ length: 30 }, (_, i) => `line ${String(i).padStart(2, '0')}\n`).join(''))
  })

  it('writes what it gathered when its wait is over, and nothing when empty', () => {
    vi.useFakeTimers()
    const { batch, writes } = recorded({ size: 16_384, waitMs: 50 })
    batch.add('one\n')
    batch.add('two\n')
    expect(writes).toEqual([])
    vi.advanceTimersByTime(50)
    expect(writes).toEqual(['one\ntwo\n'])
    vi.advanceTimersByTime(1000)
    batch.flush()
    expect(writes).toEqual(['one\ntwo\n'])
  })

  it('keeps characters beyond ASCII and lines longer than its buffer', () => {
    const { batch, writes } = recorded({ size: 64 })
    const long = `${'é€𝄞'.repeat(20_000)}\n`
    batch.add('first ✓\n')
    batch.add(long)
    batch.add('last ✓\n')
    batch.flush()
    expect(writes.join('')).toBe(`first ✓\n${long}last ✓\n`)
  })

  it("writes a line's shared tail after its text, and a tail longer than its buffer whole", () => {
    const { batch, writes } = recorded({ size: 64 })
    const tail = Buffer.from(' — tail ✓\n')
    const longTail = Buffer.from(`${'€'.repeat(30_000)}\n`)
    batch.add('one', tail)
    batch.add('two', tail)
    batch.add('three', longTail)
    batch.add('four', tail)
    batch.flush()
    expect(writes.join('')).toBe(`one — tail ✓\ntwo — tail ✓\nthree${longTail}four — tail ✓\n`)
  })
})

describe('writeAllSync', () => {
  it('writes every byte before returning', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'line-batch-')), 'log')
    const fd = fs.openSync(file, 'w')
    try {
      const bytes = Buffer.alloc(1_000_000, 'x')
      writeAllSync(fd, bytes)
      expect(fs.readFileSync(file)).toEqual(bytes)
    } finally {
      fs.closeSync(fd)
    }
  })

  it('waits for a pipe whose reader is behind (EAGAIN) and drops nothing', async () => {
    // The reader starts late: the pipe (64 KB) fills and its non-blocking end answers EAGAIN.
    const reader = spawn('sh', ['-c', 'sleep 0.3; wc -c'], { stdio: ['pipe', 'pipe', 'inherit'] })
    const counted = new Promise<string>((resolve) => {
      let out = ''
      reader.stdout.on('data', (chunk) => (out += chunk))
      reader.on('close', () => resolve(out))
    })
    const fd = (reader.stdin as unknown as { _handle: { fd: number } })._handle.fd
    writeAllSync(fd, Buffer.alloc(1_000_000, 'x'))
    reader.stdin.end()
    expect(Number((await counted).trim())).toBe(1_000_000)
  }, 30_000)
})
