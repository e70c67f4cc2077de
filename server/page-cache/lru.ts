// A least-recently-used map bounded by bytes: the page cache's memory never exceeds `maxBytes`,
// however many distinct URLs are asked for.

export class ByteLru<V> {
  readonly maxBytes: number
  bytes = 0
  readonly map = new Map<string, { value: V; size: number }>()
  /** The key last moved to the end (a run of hits on one page re-inserts nothing). */
  private newest: string | undefined

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes
  }

  get size(): number {
    return this.map.size
  }

  get(key: string): V | undefined {
    const hit = this.map.get(key)
    if (!hit) return undefined
    // Re-inserting moves the key to the end: Map keeps insertion order, the oldest comes first.
    // A key already there stays (a run of hits on one page costs a lookup each, no re-insert).
    if (this.newest !== key) {
      this.map.delete(key)
      this.map.set(key, hit)
      this.newest = key
    }
    return hit.value
  }

  /** Stores the value unless it alone is larger than the bound; evicts the least recently used. */
  set(key: string, value: V, size: number): boolean {
    this.delete(key)
    if (size > this.maxBytes) return false
    this.map.set(key, { value, size })
    this.newest = key
    this.bytes += size
    for (const [oldest, entry] of this.map) {
      if (this.bytes <= this.maxBytes) break
      this.map.delete(oldest)
      this.bytes -= entry.size
    }
    return true
  }

  delete(key: string): void {
    const hit = this.map.get(key)
    if (!hit) return
    this.map.delete(key)
    this.bytes -= hit.size
  }

  clear(): void {
    this.map.clear()
    this.bytes = 0
  }
}
