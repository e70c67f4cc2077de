import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const anchor = path.resolve(import.meta.dirname, '../../../scripts/hold-tick-map.js')

// Ticks with a full collection between each (as while the app loads), then the states of the
// inline caches of nextTick's tick-object literal, one per field, read with V8's %DebugPrint.
function literalFieldStates(withAnchor: boolean) {
  const program = `
    ${withAnchor ? `await import(${JSON.stringify(anchor)})` : ''}
    for (let i = 0; i < 30; i++) { await new Promise((resolve) => process.nextTick(resolve)); globalThis.gc() }
    %DebugPrint(process.nextTick)`
  const printed = execFileSync(process.execPath, ['--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', program], {
    encoding: 'utf8',
  })
  return [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1])
}

describe('the held tick map', () => {
  it("keeps every field of nextTick's tick object monomorphic across collections", () => {
    const states = literalFieldStates(true)
    expect(states.length).toBeGreaterThanOrEqual(4) // Node 24: two async ids, the context frame, callback, args
    expect(new Set(states)).toEqual(new Set(['MONOMORPHIC']))
  })

  // The control: without the anchor this Node turns the fields after the first megamorphic. If a
  // Node upgrade makes this fail, V8 or Node has fixed it and scripts/hold-tick-map.js can go.
  it('is needed: without it, the same ticks leave the fields megamorphic', () => {
    const [first, ...rest] = literalFieldStates(false)
    expect(first).toBe('MONOMORPHIC') // its receiver is the empty literal's map, which always lives
    expect(new Set(rest)).toEqual(new Set(['MEGAMORPHIC']))
  })

  it('is the first thing server.js imports', () => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../../server.js'), 'utf8')
    expect(source.match(/^import .*$/m)?.[0]).toBe("import './scripts/hold-tick-map.js'")
  })
})
