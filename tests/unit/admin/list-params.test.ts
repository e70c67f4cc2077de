import { describe, expect, it } from 'vitest'
import { pageCount } from '~/admin/admin-list.server'
import { confirmDeleteHref, listPageHref, stripParams } from '~/admin/list-params'

describe('admin list URLs', () => {
  it('keeps the search and page, and drops one-off states (a dialog, a confirmation)', () => {
    expect(stripParams('?q=cloud&page=2&confirm=delete&id=7&dialog=new')).toBe('?q=cloud&page=2')
    expect(stripParams('?confirm=delete&name=a.png')).toBe('')
  })

  it('asks to confirm a delete on the same page of the list, replacing an earlier question', () => {
    expect(confirmDeleteHref('?q=cloud&page=2', 'id', 7)).toBe('?q=cloud&page=2&confirm=delete&id=7')
    expect(confirmDeleteHref('?confirm=delete&id=3&page=2', 'id', 9)).toBe('?page=2&confirm=delete&id=9')
    expect(confirmDeleteHref('', 'name', 'logo one.png')).toBe('?confirm=delete&name=logo+one.png')
  })

  it('links another page of the list with its search, page 1 without a number', () => {
    expect(listPageHref('?q=cloud&page=2&confirm=delete&id=7', 3)).toBe('?q=cloud&page=3')
    expect(listPageHref('?q=cloud&page=2', 1)).toBe('?q=cloud')
    expect(listPageHref('?page=2', 1)).toBe('?')
    expect(listPageHref('?q=ai&page=2', 2, 'studioPage')).toBe('?q=ai&page=2&studioPage=2')
  })

  it('counts at least one page, so an empty list reads "Page 1 of 1"', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
  })
})
