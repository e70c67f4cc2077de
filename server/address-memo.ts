// What the server works out from a request's address (its cache key, what its log line says) is
// worked out once per address: the same few (a cached page's, above all) come again and again.
// Bounded, because a stranger's addresses may be long and new each time: those are worked out and
// not kept, and a full memo starts again.

/** `work` for each address, remembered; `work` must not return undefined. */
export function addressMemo<T>(work: (address: string) => T, { entries = 256, longest = 256 } = {}) {
  const known = new Map<string, T>()
  return (address: string): T => {
    let value = known.get(address)
    if (value === undefined) {
      value = work(address)
      if (address.length <= longest) {
        if (known.size >= entries) known.clear()
        known.set(address, value)
      }
    }
    return value
  }
}
