// Every suite prints its figures in one line: requests sent, rows stored, inputs tried, failures.
export const FULL = process.env.STRESS === 'full'

export function report(suite: string, figures: Record<string, number | string>) {
  const line = Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ')
  console.log(`[${suite}${FULL ? ' full' : ' short'}] ${line}`)
}

/** Runs `tasks` with at most `concurrency` at once. */
export async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count)
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      results[index] = await task(index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return results
}
