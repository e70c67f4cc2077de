// /admin/media/images: the post form picker's older images, a page at a time (its "More images").
import { beforeEach, describe, expect, it } from 'vitest'
import { loadFormChoices } from '~/admin/post-save.server'
import { loader } from '~/routes/admin.media.images'
import { getRequest, useAdminBackend } from './setup'

const ctx = useAdminBackend()

/** 150 images and one PDF, named as uploads are (upload time first): image 150 is the newest. */
async function library() {
  const db = await ctx.backend.database()
  await db.query(
    `insert into storage.objects (bucket_id, name, metadata)
     select 'media', (1700000000000 + i)::text || '-photo-' || i || '.png', '{"mimetype":"image/png","size":3}'::jsonb
     from generate_series(1, 150) as i`,
  )
  await db.query(
    `insert into storage.objects (bucket_id, name, metadata) values ('media', '1700000000020-brochure.pdf', '{"mimetype":"application/pdf","size":3}'::jsonb)`,
  )
}

async function page(path: string, who = ctx.admin) {
  const response = (await loader({ request: getRequest(path, who), params: {}, context: {} })) as Response
  return { status: response.status, cache: response.headers.get('Cache-Control'), body: await response.json() }
}

beforeEach(async () => {
  await (await ctx.backend.database()).exec(`delete from storage.objects where bucket_id = 'media'`)
})

describe('the picker’s pages of the media library', () => {
  it('the form gets the first hundred files’ images, newest first, and knows there are more', async () => {
    await library()
    const choices = await loadFormChoices(ctx.backend.forRequest(getRequest('/admin/blog/new', ctx.admin)))
    expect(choices.imageChoices).toHaveLength(100)
    // Rows without files or manifests (made in SQL): the preview is the address itself.
    expect(choices.imageChoices[0]).toEqual({
      name: 'photo-150.png',
      url: '/media/1700000000150-photo-150.png',
      image: { src: '/media/1700000000150-photo-150.png', width: null, height: null, alt: '' },
    })
    expect(choices.moreImages).toBe(true)
  })

  it('page 2 holds the older images, without the PDF among them, and is the last', async () => {
    await library()
    const second = await page('/admin/media/images?page=2')
    expect(second.status).toBe(200)
    expect(second.cache).toBe('private, no-store')
    expect(second.body.page).toBe(2)
    expect(second.body.hasNextPage).toBe(false)
    // 51 files on page 2: images 50 to 1 and the PDF, which is left out.
    expect(second.body.choices).toHaveLength(50)
    expect(second.body.choices[0].name).toBe('photo-50.png')
    expect(second.body.choices.at(-1).name).toBe('photo-1.png')
  })

  it('an empty library, or a page past its end, has no images and no next page', async () => {
    expect((await page('/admin/media/images')).body).toEqual({ page: 1, choices: [], hasNextPage: false })
    await library()
    expect((await page('/admin/media/images?page=9')).body).toEqual({ page: 9, choices: [], hasNextPage: false })
    expect((await page('/admin/media/images?page=nonsense')).body.page).toBe(1)
  })

  it('answers visitors and non-admins 401 in JSON, never the files', async () => {
    await library()
    for (const who of [ctx.anon, ctx.member]) {
      const refused = await page('/admin/media/images?page=2', who)
      expect(refused.status).toBe(401)
      expect(refused.body).toMatchObject({ ok: false, message: 'Not authenticated' })
    }
  })
})
