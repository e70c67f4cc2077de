// The bench's options (bench/args.js): a missing one takes its default, never the word before it.
import { expect, it } from 'vitest'
import { numberOf, optionOf } from '../../../bench/args.js'

const argv = ['node', 'bench/run.js', '--short', '--port', '3300', '--page', '/blog']

it('reads the value after the option', () => {
  expect(numberOf(argv, 'port', 3200)).toBe(3300)
  expect(optionOf(argv, 'page', '/')).toBe('/blog')
})

it('takes the default for an option not given', () => {
  expect(numberOf(argv, 'seconds', 5)).toBe(5)
  expect(optionOf(argv, 'encoding', 'br')).toBe('br')
  expect(optionOf(argv, 'amount')).toBeUndefined()
})
