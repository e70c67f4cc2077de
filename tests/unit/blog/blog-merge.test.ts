import { describe, expect, it, vi } from 'vitest'
import { mergedWindow, newerFirst, rangeFromPages, type BlogCard } from '~/blog/merge'

function card(source: BlogCard['source'], n: number, date: string): BlogCard {
  return {
    source,
    key: `${source}:${n}`,
    slug: `${source}-${n}`,
    title: `${source} ${n}`,
    excerpt: '',
    image: null,
    date,
    author: 'a',
    readTime: '1 min read',
    category: null,
  }
}

// A small deterministic random source, so a failure can be reproduced.
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

function dataset(seed: number, admins: number, samples: number) {
  const next = random(seed)
  const day = () => new Date(Date.UTC(2024, 0, 1 + Math.floor(next() * 40))).toISOString().slice(0, 10)
  const sample = Array.from({ length: samples }, (_, i) => card('sample', i, `${day()}T00:00:00.000Z`))
  // Admin posts sometimes fall exactly on midnight, the tie the order has to break.
  const admin = Array.from({ length: admins }, (_, i) => card('admin', i, `${day()}T${next() < 0.3 ? '00' : '09'}:00:00.000Z`))
  return { sample: sample.sort(newerFirst), admin: admin.sort(newerFirst) }
}

const fetchFrom = (admin: BlogCard[]) => async (offset: number, limit: number) => ({
  items: admin.slice(offset, offset + limit),
  total: admin.length,
})

describe('mergedWindow', () => {
  it('returns every page exactly as a full merge-sort would, for many shapes of data', async () => {
    for (const [seed, admins, samples] of [
      [1, 0, 3],
      [2, 3, 0],
      [3, 30, 3],
      [4, 7, 9],
      [5, 50, 1],
      [6, 0, 0],
      [7, 25, 25],
    ]) {
      const { sample, admin } = dataset(seed, admins, samples)
      const full = [...admin, ...sample].sort(newerFirst)
      for (const limit of [1, 4, 12]) {
        for (let offset = 0; offset <= full.length + limit; offset += limit) {
          const page = await mergedWindow({ samples: sample, fetchAdmin: fetchFrom(admin), offset, limit })
          expect(page.total).toBe(full.length)
          expect(page.items.map((c) => c.key)).toEqual(full.slice(offset, offset + limit).map((c) => c.key))
        }
      }
    }
  })

  it('reads one window of limit + samples admin rows, however deep the page', async () => {
    const { sample, admin } = dataset(9, 10_000, 3)
    const fetchAdmin = vi.fn(fetchFrom(admin))
    await mergedWindow({ samples: sample, fetchAdmin, offset: 9_000, limit: 12 })
    expect(fetchAdmin).toHaveBeenCalledTimes(1)
    expect(fetchAdmin).toHaveBeenCalledWith(8_997, 15)
  })

  it('puts an admin post of the same day after midnight before the sample post of that day', () => {
    const sample = card('sample', 1, '2024-05-01T00:00:00.000Z')
    expect(newerFirst(card('admin', 1, '2024-05-01T08:00:00.000Z'), sample)).toBeLessThan(0)
    expect(newerFirst(card('admin', 1, '2024-05-01T00:00:00.000Z'), sample)).toBeLessThan(0)
    expect(newerFirst(card('admin', 1, '2024-04-30T23:59:00.000Z'), sample)).toBeGreaterThan(0)
  })
})

describe('rangeFromPages', () => {
  const rows = Array.from({ length: 250 }, (_, i) => i)
  const fetchPage = vi.fn(async (page: number, pageSize: number) => ({
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
  }))

  it('reads the one or two pages that cover an unaligned range', async () => {
    fetchPage.mockClear()
    expect(await rangeFromPages(fetchPage, 20, 15)).toEqual({ items: rows.slice(20, 35), total: 250 })
    expect(fetchPage.mock.calls).toEqual([
      [2, 15],
      [3, 15],
    ])
  })

  it('stops at the end of the list and pages big ranges by 100', async () => {
    fetchPage.mockClear()
    expect((await rangeFromPages(fetchPage, 240, 15)).items).toEqual(rows.slice(240))
    expect((await rangeFromPages(fetchPage, 0, 230)).items).toEqual(rows.slice(0, 230))
    expect((await rangeFromPages(fetchPage, 300, 12)).items).toEqual([])
  })
})
