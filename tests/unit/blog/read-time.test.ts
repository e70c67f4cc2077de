import { describe, expect, it } from 'vitest'
import { markdownWords, readTimeLabel } from '~/blog/read-time'

describe('read time of admin posts', () => {
  it('counts words at 200 a minute, rounded up, at least one minute', () => {
    expect(readTimeLabel('')).toBe('1 min read')
    expect(readTimeLabel('word '.repeat(200))).toBe('1 min read')
    expect(readTimeLabel('word '.repeat(201))).toBe('2 min read')
    expect(readTimeLabel('word '.repeat(1000))).toBe('5 min read')
  })

  it('counts the words a reader reads, not the Markdown around them', () => {
    const text =
      '# Cloud **costs**\n\n- one [link text](https://example.com/a/b) — ok\n\n```js\nconst x = 1\n```\n![alt words](/x.png) <b>bold</b>'
    expect(markdownWords(text)).toEqual(['Cloud', 'costs', 'one', 'link', 'text', 'ok', 'alt', 'words', 'bold'])
    // An excerpt leaves images out altogether.
    expect(markdownWords(text, { imageAlt: false })).toEqual(['Cloud', 'costs', 'one', 'link', 'text', 'ok', 'bold'])
  })

  it('keeps the punctuation that follows a link or emphasis with its word', () => {
    expect(markdownWords('Read [the guide](https://example.com/guide). Then **act**, `npm test`!')).toEqual([
      'Read',
      'the',
      'guide.',
      'Then',
      'act,',
      'npm',
      'test!',
    ])
  })
})
