import { describe, expect, it } from 'vitest'
import { publishedWindow } from '~/backend/published-window'

/** The rows a window yields, as positions in the newest-first list of `total` rows. */
function positions(total: number, offset: number, pageSize: number) {
  const window = publishedWindow({ offset, pageSize }, total)
  const read = Array.from({ length: window.limit }, (_, i) => window.offset + i).filter((i) => i < total)
  // Read oldest first, position i from that end is total - 1 - i from the newest end; then reversed.
  return window.reversed ? read.map((i) => total - 1 - i).reverse() : read
}

describe('publishedWindow', () => {
  it('yields exactly the rows of each page, from whichever end is nearer', () => {
    for (const total of [0, 1, 11, 12, 13, 25, 3333]) {
      for (const pageSize of [1, 5, 12]) {
        for (let offset = 0; offset <= total + pageSize; offset += pageSize) {
          const expected = Array.from({ length: Math.max(0, Math.min(pageSize, total - offset)) }, (_, i) => offset + i)
          expect(positions(total, offset, pageSize), `${total}/${offset}/${pageSize}`).toEqual(expected)
        }
      }
    }
  })

  it('reads the last page of 3,333 rows from the end: 9 rows, skipping none', () => {
    expect(publishedWindow({ offset: 3324, pageSize: 12 }, 3333)).toEqual({ reversed: true, offset: 0, limit: 9 })
    expect(publishedWindow({ offset: 0, pageSize: 12 }, 3333)).toEqual({ reversed: false, offset: 0, limit: 12 })
  })
})
