// /admin/blog, /admin/blog/new and /admin/blog/edit/:id: every action valid, invalid and refused.
import { beforeEach, describe, expect, it } from 'vitest'
import { action as editAction, loader as editLoader } from '~/routes/admin.blog.edit.$id'
import { action as listAction, loader as listLoader } from '~/routes/admin.blog._index/route'
import { action as newAction, loader as newLoader } from '~/routes/admin.blog.new'
import { getRequest, isGuardRedirect, location, postRequest, run, toastOf, useAdminBackend } from './setup'

const ctx = useAdminBackend()

async function posts() {
  const db = await ctx.backend.database()
  return (await db.query<Record<string, any>>('select * from public.posts order by id')).rows
}
async function insertPost(
  slug: string,
  status: 'draft' | 'published' = 'published',
  publishedAt: string | null = '2024-01-15T08:30:00.000Z',
) {
  const db = await ctx.backend.database()
  const result = await db.query<{ id: number }>(
    `insert into public.posts (title, slug, content, status, published_at, author_id) values ($1, $2, 'Body', $3, $4, $5) returning id`,
    [`Post ${slug}`, slug, status, status === 'published' ? publishedAt : null, ctx.adminId],
  )
  return Number(result.rows[0].id)
}
const form = (over: Record<string, string> = {}) => ({
  intent: 'save',
  title: 'Zero Trust, Explained',
  slug: '',
  content: '# Hello\n\nSome **markdown**.',
  excerpt: 'Short summary',
  image_url: '',
  status: 'draft',
  category_id: '',
  ...over,
})

beforeEach(async () => {
  await (await ctx.backend.database()).exec('delete from public.posts')
})

describe('the post list', () => {
  it('lists newest first, 20 a page, with search by title', async () => {
    for (let i = 1; i <= 25; i++) await insertPost(`post-${i}`)
    const first = await run(listLoader, getRequest('/admin/blog', ctx.admin))
    expect(first.kind).toBe('data')
    if (first.kind !== 'data') return
    expect(first.data.list.total).toBe(25)
    expect(first.data.list.totalPages).toBe(2)
    expect(first.data.list.items).toHaveLength(20)
    expect(first.data.list.items[0]).toEqual({
      id: expect.any(Number),
      title: 'Post post-25',
      slug: 'post-25',
      status: 'published',
      published_at: expect.any(String),
    })

    const second = await run(listLoader, getRequest('/admin/blog?page=2', ctx.admin))
    expect(second.kind === 'data' && second.data.list.items).toHaveLength(5)
    const search = await run(listLoader, getRequest('/admin/blog?q=post-1', ctx.admin))
    // post-1 and post-10 .. post-19
    expect(search.kind === 'data' && search.data.list.total).toBe(11)
    // Past the end: to the last page.
    expect(location(await run(listLoader, getRequest('/admin/blog?page=9', ctx.admin)))).toBe('/admin/blog?page=2')
  })

  it('shows the no-JavaScript confirmation for ?confirm=delete&id=N', async () => {
    const id = await insertPost('to-confirm')
    const result = await run(listLoader, getRequest(`/admin/blog?confirm=delete&id=${id}`, ctx.admin))
    expect(result.kind === 'data' && result.data.confirm).toEqual({ id, title: 'Post to-confirm' })
  })

  it('refuses visitors and non-admins', async () => {
    expect(location(await run(listLoader, getRequest('/admin/blog')))).toBe('/login?redirectTo=%2Fadmin%2Fblog')
    const member = await run(listLoader, getRequest('/admin/blog', ctx.member))
    expect(isGuardRedirect(member)).toBe(true)
    expect(await toastOf(member)).toEqual({ type: 'error', message: 'You are not authorized to access this area' })
  })
})

describe('deleting a post', () => {
  it('deletes and redirects back to the same list page with the toast', async () => {
    const id = await insertPost('doomed')
    const result = await run(
      listAction,
      postRequest('/admin/blog?index', ctx.admin, { intent: 'delete', id: String(id), returnTo: '/admin/blog?q=doo&confirm=delete&id=1' }),
    )
    expect(location(result)).toBe('/admin/blog?q=doo')
    expect(await toastOf(result)).toEqual({ type: 'success', message: 'Post deleted successfully' })
    expect(await posts()).toHaveLength(0)
  })

  it('a missing post or a bad id fails with the catalogue message', async () => {
    const missing = await run(listAction, postRequest('/admin/blog?index', ctx.admin, { intent: 'delete', id: '999999' }))
    expect(missing.kind === 'data' && missing.status).toBe(404)
    expect(await toastOf(missing)).toEqual({ type: 'error', message: 'Failed to delete post' })
    const bad = await run(listAction, postRequest('/admin/blog?index', ctx.admin, { intent: 'delete', id: 'abc' }))
    expect(bad.kind === 'data' && bad.status).toBe(400)
  })

  it('never returns to another site', async () => {
    const id = await insertPost('doomed')
    const result = await run(
      listAction,
      postRequest('/admin/blog?index', ctx.admin, { intent: 'delete', id: String(id), returnTo: 'https://evil.example/admin/blog' }),
    )
    expect(location(result)).toBe('/admin/blog')
  })

  it('without a valid CSRF token, as a visitor or as a non-admin, nothing changes', async () => {
    const id = await insertPost('kept')
    const fields = { intent: 'delete', id: String(id) }
    const forged = await run(listAction, postRequest('/admin/blog?index', ctx.admin, fields, { csrf: 'forged' }))
    expect(forged.kind === 'data' && forged.status).toBe(403)
    expect(await toastOf(forged)).toEqual({ type: 'error', message: 'Invalid security token' })
    expect(isGuardRedirect(await run(listAction, postRequest('/admin/blog?index', ctx.anon, fields)))).toBe(true)
    expect(isGuardRedirect(await run(listAction, postRequest('/admin/blog?index', ctx.member, fields)))).toBe(true)
    expect(await posts()).toHaveLength(1)
  })
})

describe('creating a post', () => {
  it('the form loads categories ordered by name', async () => {
    const result = await run(newLoader, getRequest('/admin/blog/new', ctx.admin))
    expect(result.kind === 'data' && result.data.categories.map((c: { name: string }) => c.name)).toEqual([
      'Artificial Intelligence',
      'Cloud Computing',
      'Cybersecurity',
    ])
  })

  it('saves a draft with a slug made from the title, the signed-in author and no publication time', async () => {
    const result = await run(newAction, postRequest('/admin/blog/new', ctx.admin, form()))
    expect(location(result)).toBe('/admin/blog')
    expect(await toastOf(result)).toEqual({ type: 'success', message: 'Post created successfully' })
    const [saved] = await posts()
    expect(saved).toMatchObject({
      title: 'Zero Trust, Explained',
      slug: 'zero-trust-explained',
      excerpt: 'Short summary',
      image_url: null,
      status: 'draft',
      published_at: null,
      author_id: ctx.adminId,
      category_id: null,
    })
  })

  it('a published post gets the current time and its category', async () => {
    const before = Date.now()
    const newLoad = await run(newLoader, getRequest('/admin/blog/new', ctx.admin))
    const category = newLoad.kind === 'data' ? newLoad.data.categories[0] : null
    const result = await run(
      newAction,
      postRequest(
        '/admin/blog/new',
        ctx.admin,
        form({ status: 'published', slug: 'zt', category_id: String(category.id), image_url: '/media/1700000000000-cover.png' }),
      ),
    )
    expect(location(result)).toBe('/admin/blog')
    const [saved] = await posts()
    expect(saved.slug).toBe('zt')
    expect(Number(saved.category_id)).toBe(category.id)
    expect(new Date(saved.published_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('invalid fields: clear messages, nothing saved', async () => {
    const result = await run(
      newAction,
      postRequest('/admin/blog/new', ctx.admin, form({ title: '', slug: 'Bad Slug', image_url: 'javascript:alert(1)' })),
    )
    expect(result.kind === 'data' && result.status).toBe(400)
    if (result.kind !== 'data') return
    expect(result.data.lastResult.error).toMatchObject({
      title: ['Title is required'],
      slug: [expect.stringMatching(/lowercase letters, numbers and single hyphens/)],
      image_url: [expect.stringMatching(/http\(s\) URL or a file from the media library/)],
    })
    // What was typed comes back for the form.
    expect(result.data.lastResult.initialValue).toMatchObject({ slug: 'Bad Slug' })
    expect(await posts()).toHaveLength(0)
  })

  it('a slug that is taken is refused with a clear message', async () => {
    await insertPost('zero-trust-explained')
    const result = await run(newAction, postRequest('/admin/blog/new', ctx.admin, form()))
    expect(result.kind === 'data' && result.status).toBe(400)
    expect(result.kind === 'data' && result.data.lastResult.error.slug).toEqual([
      'This slug is already used by another post. Choose a different one.',
    ])
    expect(await posts()).toHaveLength(1)
  })

  it('a slug that /blog already gives to a post of the content source (its slug, or its former id) is refused', async () => {
    for (const slug of ['planning-a-cloud-migration-that-pays-off', '1']) {
      const result = await run(newAction, postRequest('/admin/blog/new', ctx.admin, form({ slug })))
      expect(result.kind === 'data' && result.status, slug).toBe(400)
      expect(result.kind === 'data' && result.data.lastResult.error.slug, slug).toEqual([
        'This slug is already used by another post. Choose a different one.',
      ])
    }
    // A number that is no former id is free.
    const free = await run(newAction, postRequest('/admin/blog/new', ctx.admin, form({ slug: '2049' })))
    expect(free.kind).toBe('response') // the redirect to the list
    expect((await posts()).map((post) => post.slug)).toEqual(['2049'])
  })

  it('preview renders the Markdown safely and saves nothing', async () => {
    const result = await run(
      newAction,
      postRequest('/admin/blog/new', ctx.admin, form({ intent: 'preview', content: '**bold** <script>x</script>' })),
    )
    expect(result.kind).toBe('data')
    if (result.kind !== 'data') return
    expect(result.data.previewHtml).toContain('<strong>bold</strong>')
    expect(result.data.previewHtml).not.toContain('<script')
    expect(result.data.lastResult.initialValue).toMatchObject({ content: '**bold** <script>x</script>' })
    expect(await posts()).toHaveLength(0)
  })

  it('refused without CSRF, for visitors and non-admins', async () => {
    expect((await run(newAction, postRequest('/admin/blog/new', ctx.admin, form(), { csrf: null }))).kind === 'data').toBe(true)
    expect(isGuardRedirect(await run(newAction, postRequest('/admin/blog/new', ctx.anon, form())))).toBe(true)
    expect(isGuardRedirect(await run(newAction, postRequest('/admin/blog/new', ctx.member, form())))).toBe(true)
    expect(isGuardRedirect(await run(newLoader, getRequest('/admin/blog/new', ctx.member)))).toBe(true)
    expect(await posts()).toHaveLength(0)
  })
})

describe('editing a post', () => {
  it('loads the post into the form', async () => {
    const id = await insertPost('editable')
    const result = await run(editLoader, getRequest(`/admin/blog/edit/${id}`, ctx.admin), { id: String(id) })
    expect(result.kind === 'data' && result.data.defaults).toEqual({
      title: 'Post editable',
      slug: 'editable',
      content: 'Body',
      excerpt: '',
      image_url: '',
      status: 'published',
      category_id: '',
    })
  })

  it('a missing post goes back to the list with "Failed to load post"', async () => {
    for (const id of ['999999', 'abc']) {
      const result = await run(editLoader, getRequest(`/admin/blog/edit/${id}`, ctx.admin), { id })
      expect(location(result)).toBe('/admin/blog')
      expect(await toastOf(result)).toEqual({ type: 'error', message: 'Failed to load post' })
    }
  })

  it('saving a published post again keeps its publication time', async () => {
    const id = await insertPost('kept-time', 'published', '2024-01-15T08:30:00.000Z')
    const result = await run(
      editAction,
      postRequest(`/admin/blog/edit/${id}`, ctx.admin, form({ title: 'New title', slug: 'kept-time', status: 'published' })),
      { id: String(id) },
    )
    expect(location(result)).toBe('/admin/blog')
    expect(await toastOf(result)).toEqual({ type: 'success', message: 'Post updated successfully' })
    const [saved] = await posts()
    expect(saved.title).toBe('New title')
    expect(new Date(saved.published_at).toISOString()).toBe('2024-01-15T08:30:00.000Z')
  })

  it('a draft loses its publication time; publishing it again sets a new one', async () => {
    const id = await insertPost('flip', 'published', '2024-01-15T08:30:00.000Z')
    await run(editAction, postRequest(`/admin/blog/edit/${id}`, ctx.admin, form({ slug: 'flip', status: 'draft' })), { id: String(id) })
    expect((await posts())[0].published_at).toBeNull()
    await run(editAction, postRequest(`/admin/blog/edit/${id}`, ctx.admin, form({ slug: 'flip', status: 'published' })), { id: String(id) })
    expect(new Date((await posts())[0].published_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('refused for visitors and non-admins; invalid input changes nothing', async () => {
    const id = await insertPost('guarded')
    const fields = form({ title: 'Hacked', slug: 'guarded' })
    expect(isGuardRedirect(await run(editAction, postRequest(`/admin/blog/edit/${id}`, ctx.anon, fields), { id: String(id) }))).toBe(true)
    expect(isGuardRedirect(await run(editAction, postRequest(`/admin/blog/edit/${id}`, ctx.member, fields), { id: String(id) }))).toBe(true)
    const invalid = await run(editAction, postRequest(`/admin/blog/edit/${id}`, ctx.admin, form({ title: ' ', slug: 'guarded' })), {
      id: String(id),
    })
    expect(invalid.kind === 'data' && invalid.status).toBe(400)
    expect((await posts())[0].title).toBe('Post guarded')
  })
})

describe('ten thousand posts', () => {
  it('a page, a deep page and a title search each stay fast', async () => {
    const db = await ctx.backend.database()
    await db.query(
      `insert into public.posts (title, slug, content, status, published_at, author_id, created_at)
       select 'Generated post ' || i, 'generated-' || i, 'Body', 'published', now(), $1, now() - (i || ' minutes')::interval
       from generate_series(1, 10000) as i`,
      [ctx.adminId],
    )
    for (const path of ['/admin/blog', '/admin/blog?page=400', '/admin/blog?q=post+9999']) {
      const start = performance.now()
      const result = await run(listLoader, getRequest(path, ctx.admin))
      const ms = performance.now() - start
      expect(result.kind, path).toBe('data')
      expect(ms, `${path} took ${ms.toFixed(0)} ms`).toBeLessThan(1500)
    }
    const deep = await run(listLoader, getRequest('/admin/blog?page=500', ctx.admin))
    expect(deep.kind === 'data' && deep.data.list.items.at(-1).slug).toBe('generated-10000')
    const search = await run(listLoader, getRequest('/admin/blog?q=post+9999', ctx.admin))
    expect(search.kind === 'data' && search.data.list.items.map((p: { slug: string }) => p.slug)).toEqual(['generated-9999'])
  })
})
