import { describe, expect, it } from 'vitest'
import { changedTags } from '~/config/content-changes.server'
import { pageTags, resourceTagHeaders, tagHeaders } from '~/http-cache/page-tags'
import { changedTags as realtimeTags } from '../../../server/page-cache/realtime-purge'

// What each public route names in Surrogate-Key / Cache-Tag, and what each change purges: a change
// must name a tag of every page that shows it, and no page that does not (decision 221).

const page = (id: string, params: Record<string, string> = {}, data?: unknown) =>
  pageTags(
    [
      { route: { id: 'root' }, params },
      { route: { id }, params },
    ],
    data === undefined ? {} : { [id]: data },
  )

describe('the tags of each public route', () => {
  it.each([
    ['routes/_index', {}, ['site', 'page:home', 'services', 'stories', 'clients']],
    ['routes/get-started', {}, ['site', 'page:get-started']],
    ['routes/company', {}, ['site', 'page:company', 'clients']],
    ['routes/services._index', {}, ['site', 'services']],
    ['routes/services.$slug', { slug: 'cyber-security' }, ['site', 'service:cyber-security']],
    ['routes/case-studies.$slug', { slug: 'bank-migration' }, ['site', 'case-study:bank-migration']],
    ['routes/success-stories', {}, ['site', 'stories']],
    ['routes/blog._index', {}, ['site', 'posts']],
    ['routes/about', {}, ['site']],
    ['routes/privacy-policy', {}, ['site']],
  ])('%s', (id, params, tags) => {
    expect(page(id, params)).toEqual(tags)
  })

  it('a Trusted by section an editor adds to any page names the clients', () => {
    const trusted = { _type: 'trustedBySection', _key: 't' }
    expect(page('routes/services._index', {}, { sections: [{ _type: 'faqSection', _key: 'f' }, trusted] })).toEqual([
      'site',
      'services',
      'clients',
    ])
    expect(page('routes/$', { '*': 'campaign' }, { page: { sections: [trusted] } })).toEqual(['site', 'clients'])
    expect(page('routes/team', {}, { sections: [{ _type: 'teamSection', _key: 'm' }] })).toEqual(['site'])
  })

  it('a post page names the post (admin by id, sample by document) and every list of posts', () => {
    expect(page('routes/blog.$slug', { slug: 'x' }, { post: { card: { key: 'admin:42' } } })).toEqual(['site', 'posts', 'post:42'])
    expect(page('routes/blog.$slug', { slug: 'x' }, { post: { card: { key: 'sample:post-1' } } })).toEqual([
      'site',
      'posts',
      'sample-post:post-1',
    ])
  })

  it('the feed and the sitemaps list the posts; robots.txt only the site', () => {
    expect(resourceTagHeaders('routes/blog.rss[.]xml')).toEqual({ 'Surrogate-Key': 'site posts', 'Cache-Tag': 'site,posts' })
    expect(resourceTagHeaders('routes/sitemap.$file')['Surrogate-Key']).toBe('site posts')
    expect(resourceTagHeaders('routes/robots[.]txt')['Surrogate-Key']).toBe('site')
  })

  it('a tag that could be read as a pattern or a header never goes out', () => {
    expect(page('routes/services.$slug', { slug: 'a b|(c)' })).toEqual(['site'])
    expect(tagHeaders(['site', 'post:1'])).toEqual({ 'Surrogate-Key': 'site post:1', 'Cache-Tag': 'site,post:1' })
  })
})

describe('what a change purges', () => {
  it('an admin write names the tags of the pages that show it', () => {
    expect(changedTags({ kind: 'post', action: 'updated', id: '42' })).toEqual(['posts', 'post:42'])
    expect(changedTags({ kind: 'client', action: 'created', id: '7' })).toEqual(['clients'])
    expect(changedTags({ kind: 'media', action: 'deleted', id: 'a.png' })).toEqual([])
  })

  it('a Realtime event from another server names the same tags', () => {
    expect(realtimeTags({ table: 'posts', new: { id: 42 } })).toEqual(['posts', 'post:42'])
    expect(realtimeTags({ table: 'posts', new: {}, old: { id: 9 } })).toEqual(['posts', 'post:9'])
    expect(realtimeTags({ table: 'categories', new: { id: 1 } })).toEqual(['posts'])
    expect(realtimeTags({ table: 'clients', new: { id: 3 } })).toEqual(['clients'])
  })

  it('every tag a change purges is carried by a page that shows it', () => {
    expect(page('routes/blog.$slug', {}, { post: { card: { key: 'admin:42' } } })).toEqual(
      expect.arrayContaining(changedTags({ kind: 'post', action: 'updated', id: '42' })),
    )
    expect(page('routes/_index')).toContain('clients')
    expect(page('routes/company')).toContain('clients')
  })
})
