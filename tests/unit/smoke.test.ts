import { expect, test } from 'vitest'
test('vitest runs', () => expect(1 + 1).toBe(2))
