// Deleting a media file that a client or a post shows: the action says who uses it and deletes
// only when asked again (force=yes); the no-JavaScript confirmation page says it up front.
import { describe, expect, it } from 'vitest'
import { action, loader } from '~/routes/admin.media/route'
import { action as uploadAction } from '~/routes/admin.media.upload'
import { fileInUseQuestion } from '~/admin/confirm-messages'
import { trustedClients } from '~/site/trusted-clients.server'
import { png } from './files'
import { getRequest, location, postRequest, run, toastOf, useAdminBackend } from './setup'

const ctx = useAdminBackend()

async function upload(name: string): Promise<string> {
  const response = (await uploadAction({
    request: postRequest('/admin/media/upload', ctx.admin, { file: png(name) }),
    params: {},
    context: {},
  })) as Response
  return (await response.json()).name
}
const adminApi = () => ctx.backend.forRequest(getRequest('/', ctx.admin))
const stored = async (name: string) => (await ctx.backend.readMedia(name)) !== null

describe('a file in use', () => {
  it('used as a client logo and a post image: named, refused without force, deleted with it', async () => {
    const name = await upload('acme logo.png')
    const api = adminApi()
    const url = api.media.publicUrl(name)
    await api.clients.create({ name: 'Acme Corp', logo_url: url })
    const user = (await api.getUser())!
    await api.posts.create({
      title: 'Planning a cloud migration',
      slug: 'planning-a-cloud-migration',
      content: 'Text',
      excerpt: null,
      image_url: url,
      status: 'draft',
      published_at: null,
      author_id: user.id,
    })
    const question = fileInUseQuestion('acme-logo.png', [
      { kind: 'client', name: 'Acme Corp' },
      { kind: 'post', name: 'Planning a cloud migration' },
    ])
    expect(question).toBe(
      "'acme-logo.png' is in use by the client 'Acme Corp' and the post 'Planning a cloud migration'. They will show no image. Delete it anyway?",
    )

    // Without JavaScript: the confirmation page already says so, and its form forces the delete.
    const page = await run(loader, getRequest(`/admin/media?confirm=delete&name=${name}`, ctx.admin))
    expect(page.kind === 'data' && page.data.confirm).toEqual({ name, inUse: question })

    // A delete that was not asked again is refused, with the question; nothing is removed.
    const first = await run(action, postRequest('/admin/media', ctx.admin, { intent: 'delete', name }))
    expect(first).toMatchObject({ kind: 'data', status: 409, data: { ok: false, confirmAgain: { question, name } } })
    expect(await toastOf(first)).toBeNull()
    expect(await stored(name)).toBe(true)

    const forced = await run(action, postRequest('/admin/media', ctx.admin, { intent: 'delete', name, force: 'yes' }))
    expect(location(forced)).toBe('/admin/media')
    expect(await toastOf(forced)).toEqual({ type: 'success', message: 'File deleted successfully' })
    expect(await stored(name)).toBe(false)
    // As the question said, they show no image now: not a broken one.
    expect((await api.clients.list()).map((client) => client.logo_url)).toEqual([null])
    const post = (await api.posts.list()).items[0]
    expect(post).toMatchObject({
      title: 'Planning a cloud migration',
      image_url: null,
      content: 'Text',
      status: 'draft',
      author_id: user.id,
    })
  })

  it('an image named in a post’s text counts; an unused file is deleted at once', async () => {
    const inText = await upload('diagram.png')
    const unused = await upload('spare.png')
    const api = adminApi()
    const user = (await api.getUser())!
    await api.posts.create({
      title: 'Zero trust in practice',
      slug: 'zero-trust-in-practice',
      content: `See ![diagram](${api.media.publicUrl(inText)}) below.`,
      excerpt: null,
      image_url: null,
      status: 'published',
      published_at: new Date().toISOString(),
      author_id: user.id,
    })
    const asked = await run(action, postRequest('/admin/media', ctx.admin, { intent: 'delete', name: inText }))
    expect(asked).toMatchObject({
      status: 409,
      data: {
        confirmAgain: {
          question: `'diagram.png' is in use by the post 'Zero trust in practice'. Its text will show a broken image until edited. Delete it anyway?`,
        },
      },
    })
    const page = await run(loader, getRequest(`/admin/media?confirm=delete&name=${unused}`, ctx.admin))
    expect(page.kind === 'data' && page.data.confirm).toEqual({ name: unused, inUse: null })
    const deleted = await run(action, postRequest('/admin/media', ctx.admin, { intent: 'delete', name: unused }))
    expect(await toastOf(deleted)).toEqual({ type: 'success', message: 'File deleted successfully' })
    expect(await stored(unused)).toBe(false)
  })
})

describe('the Trusted by strip’s data', () => {
  it('lists the clients with a showable logo, fresh on every call, as a visitor would see them', async () => {
    const api = adminApi()
    const before = await trustedClients()
    const added = await api.clients.create({ name: 'Initech', logo_url: '/media/1700000000000-initech.svg' })
    await api.clients.create({ name: 'No Logo Ltd', logo_url: null })
    await api.clients.create({ name: 'Sneaky', logo_url: 'javascript:alert(1)' })
    const after = await trustedClients()
    expect(after).toContainEqual({
      id: added.id,
      name: 'Initech',
      logo: { src: '/media/1700000000000-initech.svg', width: null, height: null, alt: 'Initech' },
    })
    expect(after.map((c) => c.name)).not.toContain('No Logo Ltd')
    expect(after.map((c) => c.name)).not.toContain('Sneaky')
    expect(after.length).toBe(before.length + 1)
    await api.clients.remove(added.id)
    expect((await trustedClients()).map((c) => c.name)).not.toContain('Initech')
  })
})
