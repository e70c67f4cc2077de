// The HTTP bench's ratio per round (bench/http.js): by CPU time when both servers shared a core, by requests/s in turn.
import { describe, expect, it } from 'vitest'
import { median, medianBy, roundRatio } from '../../../bench/http.js'

const load = (rps: number, perCoreSecond: number) => ({ rps, perCoreSecond })

describe('a round’s ratio of the app to the static server', () => {
  it('loaded at once, compares requests per second of CPU time, not the shares of the core each got', () => {
    // The app got more of the shared core (its rps higher) but needs more CPU per answer.
    expect(roundRatio({ cached: load(20_000, 40_000), static: load(18_000, 50_000) }, false)).toBe(0.8)
  })

  it('loaded at once where /proc gives no CPU time, falls back to requests per second', () => {
    expect(roundRatio({ cached: load(15_000, NaN), static: load(20_000, NaN) }, false)).toBe(0.75)
  })

  it('in turn, each had the core to itself: compares requests per second', () => {
    expect(roundRatio({ cached: load(30_000, 40_000), static: load(40_000, 41_000) }, true)).toBe(0.75)
  })

  it('a round in which a server answered nothing measured no ratio, and the median leaves it out', () => {
    expect(roundRatio({ cached: load(12_785, 30_000), static: load(0, NaN) }, false)).toBeNaN()
    expect(roundRatio({ cached: load(0, NaN), static: load(15_000, 30_000) }, true)).toBeNaN()
    expect(median([0.81, Number.NaN, 0.79, 0.8])).toBe(0.8)
  })

  it('a row takes its median round, whole, among those that measured a ratio', () => {
    const rounds = [
      { ratio: 0.9, n: 1 },
      { ratio: Number.NaN, n: 2 },
      { ratio: 0.7, n: 3 },
      { ratio: 0.8, n: 4 },
    ]
    expect(medianBy(rounds, (r: { ratio: number }) => r.ratio)).toEqual({ ratio: 0.8, n: 4 })
    expect(medianBy([{ ratio: Number.NaN }], (r: { ratio: number }) => r.ratio)).toBeUndefined()
  })
})
