// An uploaded photo on the embedded backend, end to end: stored stripped with its variants, the
// variants served by /media/<name>/<file> under immutable URLs (only the names the upload made),
// the pages given srcset and the social crop, hostile files refused with nothing stored, and
// deleting the file deleting its variants.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { action } from '~/routes/admin.media/route'
import { action as uploadAction } from '~/routes/admin.media.upload'
import { loader as mediaLoader } from '~/routes/media.$name'
import { loader as variantLoader } from '~/routes/media.$name_.$file'
import { findBlogPost } from '~/blog/post.server'
import { MANIFEST_FILE, SOCIAL_CARD, variantWidths } from '~/media/variant-set'
import { DEFAULT_MEDIA_MAX_PIXELS } from '~/config/env.server'
import { prepareImage } from '~/media/process.server'
import { bombPng, photoFile, PHOTO_EXIF } from '../../fixtures/images'
import { getRequest, postRequest, run, useAdminBackend } from './setup'

const ctx = useAdminBackend()
const PHOTO = { width: 1600, height: 1200 }

async function upload(file: File) {
  const response = (await uploadAction({
    request: postRequest('/admin/media/upload', ctx.admin, { file }),
    params: {},
    context: {},
  })) as Response
  return { status: response.status, body: await response.json() }
}
const variant = (name: string, file: string) =>
  variantLoader({
    request: new Request(`http://localhost/media/${name}/${file}`),
    params: { name, file },
    context: {},
  }) as Promise<Response>
const objectCount = async () =>
  (await (await ctx.backend.database()).query<{ n: number }>(`select count(*)::int as n from storage.objects`)).rows[0].n

describe('an uploaded photo', () => {
  it('is stored without its metadata, with variants served under immutable URLs', async () => {
    const { status, body } = await upload(await photoFile('IMG_0001.jpg', PHOTO))
    expect(status).toBe(200)
    const original = (await mediaLoader({
      request: new Request('http://localhost/'),
      params: { name: body.name },
      context: {},
    })) as Response
    const bytes = Buffer.from(await original.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height, meta.exif, meta.xmp]).toEqual([PHOTO.width, PHOTO.height, undefined, undefined])
    expect(bytes.toString('latin1')).not.toContain(PHOTO_EXIF.serial)

    const manifest = await (await variant(body.name, MANIFEST_FILE)).json()
    expect(manifest).toEqual({ ...PHOTO, widths: variantWidths(PHOTO.width), formats: ['avif', 'webp', 'jpeg'], social: true })
    const avif = await variant(body.name, '640.avif')
    expect(avif.status).toBe(200)
    expect(avif.headers.get('Content-Type')).toBe('image/avif')
    expect(avif.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const avifBytes = Buffer.from(await avif.arrayBuffer())
    expect(Number(avif.headers.get('Content-Length'))).toBe(avifBytes.length)
    const avifMeta = await sharp(avifBytes).metadata()
    expect([avifMeta.width, avifMeta.height, avifMeta.exif]).toEqual([640, 480, undefined])
    // Only what the upload made: another width, a width above the original's, another name.
    for (const file of ['700.avif', '2048.avif', '640.exe', '..%2Fmanifest.json']) expect((await variant(body.name, file)).status).toBe(404)
  })

  it('gives the post page srcset, sources, its size and the 1200 × 630 social crop', async () => {
    const { body } = await upload(await photoFile('header.jpg', PHOTO))
    const api = ctx.backend.forRequest(getRequest('/', ctx.admin))
    const url = api.media.publicUrl(body.name)
    await api.posts.create({
      title: 'Photos done right',
      slug: 'photos-done-right',
      content: `Before.\n\n![A view](${url})\n\n![Elsewhere](https://example.com/x.jpg)`,
      excerpt: null,
      image_url: url,
      status: 'published',
      published_at: new Date().toISOString(),
      author_id: (await api.getUser())!.id,
    })
    const found = await findBlogPost(ctx.backend.forRequest(getRequest('/')), 'photos-done-right')
    if (found.kind !== 'post' || found.post.source !== 'admin') throw new Error(`no post: ${found.kind}`)
    const { card, html, socialImage } = found.post
    expect(card.image).toMatchObject({ src: `${url}/960.jpg`, width: PHOTO.width, height: PHOTO.height })
    expect(card.image?.srcSet).toBe(
      variantWidths(PHOTO.width)
        .map((w) => `${url}/${w}.jpg ${w}w`)
        .join(', '),
    )
    expect(card.image?.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    expect(html).toContain(`<picture><source type="image/avif" srcset="${url}/240.avif 240w, ${url}/320.avif 320w`)
    expect(html).toMatch(
      new RegExp(
        `<img src="${url}/960.jpg" alt="A view" loading="lazy" decoding="async" width="1600" height="1200" srcset="[^"]+" sizes="[^"]+"></picture>`,
      ),
    )
    expect(html).toContain('<img src="https://example.com/x.jpg" alt="Elsewhere" loading="lazy" decoding="async">')
    expect(socialImage).toBe(`${url}/${SOCIAL_CARD.file}`)
    const social = Buffer.from(await (await variant(body.name, SOCIAL_CARD.file)).arrayBuffer())
    expect(await sharp(social).metadata()).toMatchObject({ width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, format: 'jpeg' })
  })

  it('deleted, takes its variants with it', async () => {
    const { body } = await upload(await photoFile('gone.jpg', { width: 700, height: 500 }))
    expect((await variant(body.name, '640.webp')).status).toBe(200)
    const deleted = await run(action, postRequest('/admin/media', ctx.admin, { intent: 'delete', name: body.name, force: 'yes' }))
    expect(deleted.kind).toBe('response')
    for (const file of ['640.webp', '700.jpg', MANIFEST_FILE]) expect((await variant(body.name, file)).status).toBe(404)
  })
})

describe('files uploaded before (npm run media:strip)', () => {
  it('are stripped and given their variants once; a refused one is named and left as it is', async () => {
    const api = ctx.backend.forRequest(getRequest('/', ctx.admin))
    // As an upload stored them before: the bytes as sent, no variants.
    const legacy = await api.media.upload(await photoFile('old.jpg', { width: 500, height: 400 }))
    const broken = await api.media.upload(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'broken.jpg', { type: 'image/jpeg' }))
    const read = async () => Buffer.from(await new Response((await ctx.backend.readMedia(legacy.name))!.body).arrayBuffer())
    expect((await read()).toString('latin1')).toContain(PHOTO_EXIF.serial)
    const prepare = (file: File) => prepareImage(file, { maxPixels: DEFAULT_MEDIA_MAX_PIXELS })

    const first = await ctx.backend.prepareStoredImages(MANIFEST_FILE, prepare)
    expect(first.prepared).toContain(legacy.name)
    expect(first.refused).toContainEqual({
      name: broken.name,
      message: `“${broken.name}” could not be read as an image: it may be damaged or incomplete.`,
    })
    const stripped = await read()
    expect(stripped.toString('latin1')).not.toContain(PHOTO_EXIF.serial)
    expect((await sharp(stripped).metadata()).exif).toBeUndefined()
    expect((await variant(legacy.name, '320.avif')).status).toBe(200)
    const [row] = (
      await (
        await ctx.backend.database()
      ).query<{ size: number }>(`select (metadata->>'size')::int as size from storage.objects where name = $1`, [legacy.name])
    ).rows
    expect(row.size).toBe(stripped.length)

    const again = await ctx.backend.prepareStoredImages(MANIFEST_FILE, prepare)
    expect(again.prepared).not.toContain(legacy.name)
  })
})

describe('hostile uploads', () => {
  it('a decompression bomb and a damaged photo are refused with a clear message, and nothing is stored', async () => {
    const before = await objectCount()
    expect(await upload(new File([new Uint8Array(bombPng())], 'bomb.png', { type: 'image/png' }))).toEqual({
      status: 422,
      body: {
        ok: false,
        message: 'Failed to upload file',
        detail: '“bomb.png” is too large an image (20,000 × 20,000 pixels, 400 megapixels). The limit is 50 megapixels.',
      },
    })
    const photo = new Uint8Array(await (await photoFile('cut.jpg', { width: 400, height: 300 })).arrayBuffer())
    expect(await upload(new File([photo.subarray(0, photo.length / 2)], 'cut.jpg', { type: 'image/jpeg' }))).toMatchObject({
      status: 422,
      body: { ok: false, detail: '“cut.jpg” could not be read as an image: it may be damaged or incomplete.' },
    })
    expect(await objectCount()).toBe(before)
  })

  it('MEDIA_MAX_PIXELS sets the limit', async () => {
    process.env.MEDIA_MAX_PIXELS = '100000'
    try {
      expect((await upload(await photoFile('p.jpg', { width: 400, height: 300 }))).body.detail).toBe(
        '“p.jpg” is too large an image (400 × 300 pixels, 0 megapixels). The limit is 0 megapixels.',
      )
    } finally {
      delete process.env.MEDIA_MAX_PIXELS
    }
  })
})
