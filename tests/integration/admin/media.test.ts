// /admin/media and /admin/media/upload: list, upload (JSON for the XHR, redirect for plain forms), delete.
import { beforeEach, describe, expect, it } from 'vitest'
import { action, loader } from '~/routes/admin.media/route'
import { action as uploadAction, loader as uploadLoader } from '~/routes/admin.media.upload'
import sharp from 'sharp'
import { pdf, png, PNG_BYTES } from './files'
import { getRequest, isGuardRedirect, location, postRequest, run, toastOf, useAdminBackend } from './setup'

const ctx = useAdminBackend()

async function objects() {
  const db = await ctx.backend.database()
  return (
    await db.query<{ name: string; metadata: { mimetype: string; size: number } }>(
      `select name, metadata from storage.objects where bucket_id = 'media' order by name`,
    )
  ).rows
}
async function upload(who: Parameters<typeof postRequest>[1], file: File, options: { csrf?: string | null } = {}) {
  const response = (await uploadAction({
    request: postRequest('/admin/media/upload', who, { file }, options),
    params: {},
    context: {},
  })) as Response
  return { status: response.status, body: await response.json(), headers: response.headers }
}

beforeEach(async () => {
  await (await ctx.backend.database()).exec(`delete from storage.objects where bucket_id = 'media'`)
  delete process.env.MEDIA_MAX_BYTES
})

describe('uploading (the XHR endpoint)', () => {
  it('stores an image and a PDF as <timestamp>-<safe name> with their types', async () => {
    const image = await upload(ctx.admin, png('Team Photo (1).png'))
    expect(image).toMatchObject({
      status: 200,
      body: { ok: true, message: 'File uploaded successfully', name: expect.stringMatching(/^\d{13}-Team-Photo-1\.png$/) },
    })
    expect(image.headers.get('Cache-Control')).toBe('no-store')
    const doc = await upload(ctx.admin, pdf())
    expect(doc.body).toMatchObject({ ok: true, name: expect.stringMatching(/^\d{13}-brochure\.pdf$/) })
    const stored = await objects()
    expect(stored.map((o) => o.metadata.mimetype).sort()).toEqual(['application/pdf', 'image/png'])
    // The image as sent, re-encoded without metadata (media-variants.test.ts), served later by /media/:name.
    const blob = await ctx.backend.readMedia(image.body.name)
    expect(blob?.mimetype).toBe('image/png')
    const served = Buffer.from(await new Response(blob!.body).arrayBuffer())
    expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(PNG_BYTES).raw().toBuffer())
  })

  it('a file type not on the allow-list, or content that does not match its type, is refused', async () => {
    const html = await upload(ctx.admin, new File(['<script>alert(1)</script>'], 'page.html', { type: 'text/html' }))
    expect(html).toMatchObject({
      status: 415,
      body: {
        ok: false,
        message: 'Failed to upload file',
        detail: expect.stringMatching(/^“page\.html” is not an allowed file type\. Allowed types: /),
      },
    })
    const exe = await upload(ctx.admin, new File(['MZ...'], 'setup.exe', { type: 'application/x-msdownload' }))
    expect(exe.status).toBe(415)
    const disguised = await upload(ctx.admin, new File(['MZ not really a pdf'], 'invoice.pdf', { type: 'application/pdf' }))
    expect(disguised.body.detail).toBe('“invoice.pdf” is not a valid PDF file.')
    expect(await objects()).toHaveLength(0)
  })

  it('a file over MEDIA_MAX_BYTES is refused with the limit in the message', async () => {
    process.env.MEDIA_MAX_BYTES = '40'
    const big = await upload(ctx.admin, png())
    expect(big).toMatchObject({
      status: 413,
      body: { ok: false, message: 'Failed to upload file', detail: '“logo.png” is too large (70 B). The limit is 40 B.' },
    })
    expect(await objects()).toHaveLength(0)
  })

  it('a body far over the limit is refused before it is read', async () => {
    process.env.MEDIA_MAX_BYTES = '40'
    const request = postRequest('/admin/media/upload', ctx.admin, { file: png() })
    const huge = new Request(request, { headers: { ...Object.fromEntries(request.headers), 'Content-Length': String(5 * 1024 * 1024) } })
    const response = (await uploadAction({ request: huge, params: {}, context: {} })) as Response
    expect(response.status).toBe(413)
    expect(await objects()).toHaveLength(0)
  })

  it('visitors, non-admins and forged requests get JSON refusals and store nothing', async () => {
    expect(await upload(ctx.anon, png())).toMatchObject({ status: 401, body: { ok: false, message: 'Not authenticated' } })
    expect((await upload(ctx.member, png())).status).toBe(401)
    expect(await upload(ctx.admin, png(), { csrf: 'forged' })).toMatchObject({
      status: 403,
      body: { ok: false, detail: 'Invalid security token' },
    })
    expect(await upload(ctx.admin, png(), { csrf: null })).toMatchObject({ status: 403 })
    expect(await objects()).toHaveLength(0)
    expect(((await uploadLoader()) as Response).status).toBe(405)
  })

  it('without JavaScript the page’s own form uploads and redirects with the toast', async () => {
    const result = await run(action, postRequest('/admin/media', ctx.admin, { file: png() }))
    expect(location(result)).toBe('/admin/media')
    expect(await toastOf(result)).toEqual({ type: 'success', message: 'File uploaded successfully' })
    const refused = await run(action, postRequest('/admin/media', ctx.admin, { file: new File(['x'], 'x.exe') }))
    expect(refused.kind === 'data' && refused.status).toBe(415)
    expect(await toastOf(refused)).toEqual({ type: 'error', message: 'Failed to upload file' })
    expect(refused.kind === 'data' && refused.data.detail).toMatch(/not an allowed file type/)
    expect(await objects()).toHaveLength(1)
  })
})

describe('the library', () => {
  it('lists 100 files a page, newest upload first (stored names start with their time), with a next page', async () => {
    const db = await ctx.backend.database()
    await db.query(
      `insert into storage.objects (bucket_id, name, metadata)
       select 'media', lpad(i::text, 4, '0') || '-file.txt', '{"mimetype":"text/plain","size":3}'::jsonb from generate_series(1, 150) as i`,
    )
    const first = await run(loader, getRequest('/admin/media', ctx.admin))
    expect(first.kind).toBe('data')
    if (first.kind !== 'data') return
    expect(first.data.files).toHaveLength(100)
    expect(first.data.files[0]).toEqual({
      name: '0150-file.txt',
      url: '/media/0150-file.txt',
      mimetype: 'text/plain',
      size: 3,
      image: null,
    })
    expect(first.data.hasNext).toBe(true)
    expect(first.data.maxBytes).toBe(10 * 1024 * 1024)
    const second = await run(loader, getRequest('/admin/media?page=2', ctx.admin))
    expect(second.kind === 'data' && second.data.files.map((f: { name: string }) => f.name).slice(0, 1)).toEqual(['0050-file.txt'])
    expect(second.kind === 'data' && second.data.hasNext).toBe(false)
  })

  it('refuses visitors and non-admins', async () => {
    expect(isGuardRedirect(await run(loader, getRequest('/admin/media')))).toBe(true)
    expect(isGuardRedirect(await run(loader, getRequest('/admin/media', ctx.member)))).toBe(true)
  })
})

describe('deleting a file', () => {
  it('removes the row and the file, with the toast', async () => {
    const { body } = await upload(ctx.admin, png())
    const confirm = await run(loader, getRequest(`/admin/media?confirm=delete&name=${body.name}`, ctx.admin))
    expect(confirm.kind === 'data' && confirm.data.confirm).toEqual({ name: body.name, inUse: null })
    const result = await run(
      action,
      postRequest('/admin/media', ctx.admin, { intent: 'delete', name: body.name, returnTo: '/admin/media?page=1' }),
    )
    expect(location(result)).toBe('/admin/media?page=1')
    expect(await toastOf(result)).toEqual({ type: 'success', message: 'File deleted successfully' })
    expect(await objects()).toHaveLength(0)
    expect(await ctx.backend.readMedia(body.name)).toBeNull()
  })

  it('a missing or malformed name fails; visitors and non-admins change nothing', async () => {
    for (const name of ['1-missing.png', '../secret', '']) {
      const result = await run(action, postRequest('/admin/media', ctx.admin, { intent: 'delete', name }))
      expect(await toastOf(result), name).toEqual({ type: 'error', message: 'Failed to delete file' })
    }
    const { body } = await upload(ctx.admin, png())
    expect(isGuardRedirect(await run(action, postRequest('/admin/media', ctx.anon, { intent: 'delete', name: body.name })))).toBe(true)
    expect(isGuardRedirect(await run(action, postRequest('/admin/media', ctx.member, { intent: 'delete', name: body.name })))).toBe(true)
    const forged = await run(action, postRequest('/admin/media', ctx.admin, { intent: 'delete', name: body.name }, { csrf: 'x' }))
    expect(forged.kind === 'data' && forged.status).toBe(403)
    expect(await objects()).toHaveLength(1)
  })
})
