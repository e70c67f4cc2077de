// Making an image's variants takes both cores for a few seconds: one image at a time, a few
// waiting, and beyond that a clear "busy" rather than a queue that grows while uploads time out.
const RUNNING_AT_ONCE = 1
const WAITING_AT_MOST = 4

let running = 0
const waiting: (() => void)[] = []

export const BUSY = Symbol('busy')

/** Runs `work` when its turn comes, or answers BUSY at once when too many wait already. */
export async function imageWork<T>(work: () => Promise<T>): Promise<T | typeof BUSY> {
  if (running >= RUNNING_AT_ONCE) {
    if (waiting.length >= WAITING_AT_MOST) return BUSY
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}
