// When the backend fails, each page says so (loading or saving) with the catalogue's message instead of
// breaking, and the error is logged.
import { describe, expect, it } from 'vitest'
import { BackendError } from '~/backend/types'
import { loader as postsLoader } from '~/routes/admin.blog._index/route'
import { action as newPostAction } from '~/routes/admin.blog.new'
import { loader as clientsLoader } from '~/routes/admin.clients/route'
import { loader as enquiriesLoader } from '~/routes/admin.enquiries/route'
import { loader as mediaLoader } from '~/routes/admin.media/route'
import { getRequest, postRequest, run, toastOf, useAdminBackend, withFailingPort } from './setup'

const ctx = useAdminBackend()
const down = () => Promise.reject(new BackendError('unavailable', 'database unavailable'))

describe('load failures', () => {
  it.each([
    ['/admin/blog', postsLoader, 'Failed to load posts', (api: any) => (api.posts.list = down), 'list'],
    ['/admin/clients', clientsLoader, 'Failed to load clients', (api: any) => (api.clients.list = down), 'clients'],
    ['/admin/media', mediaLoader, 'Failed to load files', (api: any) => (api.media.list = down), 'files'],
    ['/admin/enquiries', enquiriesLoader, 'Failed to load enquiries', (api: any) => (api.enquiries.list = down), 'list'],
  ])('%s answers with "%s"', async (path, loader, message, breakIt, key) => {
    const result = await withFailingPort(ctx.backend, breakIt, () => run(loader, getRequest(path, ctx.admin)))
    expect(result.kind).toBe('data')
    if (result.kind !== 'data') return
    expect(result.status).toBe(200)
    expect(result.data.loadError).toBe(message)
    expect(result.data[key]).toBeNull()
    expect(console.error).toHaveBeenCalledWith(`${message}:`, expect.any(BackendError))
  })
})

describe('save failures', () => {
  const fields = { intent: 'save', title: 'Unlucky post', status: 'draft' }
  it.each([
    [new BackendError('unavailable', 'down'), 500, 'Failed to save post'],
    [new BackendError('not_authenticated', 'session ended'), 401, 'Not authenticated'],
  ])('a %s error while saving says "%s" and keeps the form', async (error, status, message) => {
    const result = await withFailingPort(
      ctx.backend,
      (api) => (api.posts.create = () => Promise.reject(error)),
      () => run(newPostAction, postRequest('/admin/blog/new', ctx.admin, fields)),
    )
    expect(result.kind === 'data' && result.status).toBe(status)
    expect(await toastOf(result)).toEqual({ type: 'error', message })
    expect(result.kind === 'data' && result.data.lastResult.initialValue).toMatchObject({ title: 'Unlucky post' })
    const db = await ctx.backend.database()
    expect((await db.query('select 1 from public.posts')).rows).toHaveLength(0)
  })
})
