import { describe, expect, test } from 'vitest'
import { csvCell, toCsv } from '~/utils/csv'

describe('csvCell', () => {
  test('plain values pass unchanged; null and undefined are empty', () => {
    expect(csvCell('hello')).toBe('hello')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })
  test('commas, quotes and line breaks are quoted, quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"')
  })
  test.each(['=1+1', '+44 20 7946 0000', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])('a formula start gets an apostrophe: %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith(`'${value[0]}`)).toBe(true)
  })
  test('an injection with a comma is both escaped and quoted', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
  })
  test('dates are ISO strings', () => {
    expect(csvCell(new Date('2025-01-02T03:04:05.000Z'))).toBe('2025-01-02T03:04:05.000Z')
  })
})

describe('toCsv', () => {
  test('header and rows, CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', '2'],
          ['x,y', null],
        ],
      ),
    ).toBe('a,b\r\n1,2\r\n"x,y",\r\n')
  })
})
