// /admin/blog also lists the content source's posts (the bundled dataset here), read-only,
// with an Edit in Studio link when SANITY_STUDIO_URL is set.
import { afterEach, describe, expect, it } from 'vitest'
import { checkEnv } from '~/config/env.server'
import { loader } from '~/routes/admin.blog._index/route'
import { getRequest, run, useAdminBackend } from './setup'

const ctx = useAdminBackend()
afterEach(() => {
  delete process.env.SANITY_STUDIO_URL
})

async function studioOf(path: string) {
  const result = await run(loader, getRequest(path, ctx.admin))
  if (result.kind !== 'data') throw new Error('expected data')
  return result.data.studio
}

describe('the Studio’s posts in /admin/blog', () => {
  it('lists the sample posts newest first, without Studio links when no Studio URL is set', async () => {
    const studio = await studioOf('/admin/blog')
    expect(studio).toMatchObject({ total: 3, page: 1, totalPages: 1, studioUrl: null })
    expect(studio.items.map((post: { title: string }) => post.title)).toEqual([
      'AI in Business: From Pilot to Production',
      'Essential Cybersecurity Practices for Growing Businesses',
      'Planning a Cloud Migration That Pays Off',
    ])
    expect(studio.items[2]).toEqual({
      id: 'blogPost-3',
      title: 'Planning a Cloud Migration That Pays Off',
      slug: 'planning-a-cloud-migration-that-pays-off',
      date: '2025-01-22',
      category: 'Cloud Computing',
      editUrl: null,
    })
  })

  it('links each post to the Studio’s editor when SANITY_STUDIO_URL is set; a bad value stops start-up', async () => {
    process.env.SANITY_STUDIO_URL = 'https://arclight.sanity.studio/'
    const studio = await studioOf('/admin/blog?q=cloud')
    expect(studio.studioUrl).toBe('https://arclight.sanity.studio')
    expect(studio.items).toHaveLength(1)
    expect(studio.items[0].editUrl).toBe('https://arclight.sanity.studio/intent/edit/id=blogPost-3;type=blogPost/')
    expect(() => checkEnv({ SANITY_STUDIO_URL: 'javascript:alert(1)' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /SANITY_STUDIO_URL must be an http\(s\) URL/,
    )
  })

  it('pages with ?studioPage= (a page past the end shows the last one)', async () => {
    const studio = await studioOf('/admin/blog?studioPage=7')
    expect(studio).toMatchObject({ page: 1, totalPages: 1 })
    expect(studio.items).toHaveLength(3)
  })
})
