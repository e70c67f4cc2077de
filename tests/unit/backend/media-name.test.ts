import { describe, expect, it } from 'vitest'
import { isValidMediaName, safeFileName, storedMediaName } from '~/backend/media-name'

describe('stored media names', () => {
  it('are the timestamp, a hyphen and the safe original name', () => {
    expect(storedMediaName('logo.png', 1700000000000)).toBe('1700000000000-logo.png')
    expect(storedMediaName('My Logo (final).svg', 1)).toBe('1-My-Logo-final.svg')
  })
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\résumé.pdf', 'resume.pdf'],
    ['.htaccess', 'htaccess'],
    ['<script>.html', 'script.html'],
    ['my..file.png', 'my.file.png'],
    ['', 'file'],
    ['###', 'file'],
    ['日本語.png', 'file.png'],
    ['Отчёт 2025.pdf', '2025.pdf'],
  ])('%s becomes %s', (original, safe) => {
    expect(safeFileName(original)).toBe(safe)
  })
  it('keeps the extension when it shortens a long name', () => {
    const name = safeFileName(`${'a'.repeat(300)}.jpeg`)
    expect(name).toHaveLength(100)
    expect(name.endsWith('.jpeg')).toBe(true)
  })
  it('accepts only names it could have made', () => {
    expect(isValidMediaName('1700000000000-logo.png')).toBe(true)
    for (const bad of ['../x', 'a/b', '.hidden', 'a..b', '', 'a b']) expect(isValidMediaName(bad)).toBe(false)
  })
})
