// The bench shows Lighthouse's median run of several (bench/lighthouse.js), leaving out runs that failed.
import { describe, expect, it } from 'vitest'
import { medianRun } from '../../../bench/lighthouse.js'

const run = (name: string, fcp: number, tti: number) => ({
  name,
  audits: { 'first-contentful-paint': { numericValue: fcp }, interactive: { numericValue: tti } },
})
const failed = (name: string) => ({ name, runtimeError: { code: 'NO_FCP' }, audits: {} })

describe('medianRun', () => {
  it('picks the run closest to the median paint and time to interactive', () => {
    expect(medianRun([run('slow', 1400, 4000), run('middle', 800, 2500), run('fast', 700, 2300)]).name).toBe('middle')
  })

  it('leaves out a run Lighthouse could not finish, and shows it when every run failed', () => {
    expect(medianRun([failed('broken'), run('a', 800, 2500), run('b', 820, 2600)]).name).not.toBe('broken')
    expect(medianRun([failed('only')]).name).toBe('only')
  })
})
