import { describe, expect, test } from 'vitest'
import { markdownToText, renderMarkdown } from '~/blog/markdown'

describe('renderMarkdown', () => {
  test('renders headings, emphasis, lists and code', () => {
    const html = renderMarkdown('# Title\n\nSome *emphasis* and **strong**.\n\n- one\n- two\n\n`code`')
    expect(html).toContain('<h1>Title</h1>')
    expect(html).toContain('<em>emphasis</em>')
    expect(html).toContain('<strong>strong</strong>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<code>code</code>')
  })

  test('raw HTML is escaped, never passed through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;')
  })

  test.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:msgbox', 'data:text/html;base64,PHNjcmlwdD4='])(
    'a %s link is not made a link',
    (href) => {
      const html = renderMarkdown(`[click](${href})`)
      expect(html).not.toMatch(/<a /)
    },
  )

  test('external links get rel nofollow noopener noreferrer; site links do not', () => {
    expect(renderMarkdown('[x](https://example.com)')).toContain('rel="nofollow noopener noreferrer"')
    expect(renderMarkdown('[x](/services)')).not.toContain('rel=')
  })

  test('images are lazy', () => {
    expect(renderMarkdown('![alt](https://example.com/a.png)')).toContain('loading="lazy"')
  })
})

describe('markdownToText', () => {
  test('strips the markup and collapses whitespace', () => {
    expect(markdownToText('# Title\n\nSome *text* & [a link](/x).')).toBe('Title Some text & a link.')
  })
})
