import { describe, expect, it } from 'vitest'
import { addressMemo } from '../../../server/address-memo'

describe('addressMemo', () => {
  it('works an address out once, null results included', () => {
    const calls: string[] = []
    const memo = addressMemo((address: string) => (calls.push(address), address === '/admin' ? null : address.toUpperCase()))
    expect([memo('/a'), memo('/a'), memo('/admin'), memo('/admin')]).toEqual(['/A', '/A', null, null])
    expect(calls).toEqual(['/a', '/admin'])
  })

  it('keeps neither long addresses nor more than its bound', () => {
    const calls: string[] = []
    const memo = addressMemo((address: string) => (calls.push(address), address.length), { entries: 2, longest: 4 })
    memo('/long-address')
    memo('/long-address')
    expect(calls).toEqual(['/long-address', '/long-address'])
    calls.length = 0
    memo('/a')
    memo('/b')
    memo('/c') // full: starts again with /c
    memo('/c')
    memo('/a')
    expect(calls).toEqual(['/a', '/b', '/c', '/a'])
  })
})
