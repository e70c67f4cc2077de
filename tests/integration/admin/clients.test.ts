// /admin/clients: create, update and delete clients, with a logo uploaded or picked.
import { beforeEach, describe, expect, it } from 'vitest'
import { action, loader } from '~/routes/admin.clients/route'
import { png, pdf } from './files'
import { getRequest, isGuardRedirect, location, postRequest, run, toastOf, useAdminBackend } from './setup'

const ctx = useAdminBackend()

async function rows(table: 'clients' | 'objects') {
  const db = await ctx.backend.database()
  const sql =
    table === 'clients'
      ? 'select * from public.clients order by id'
      : `select * from storage.objects where bucket_id = 'media' order by name`
  return (await db.query<Record<string, any>>(sql)).rows
}
async function insertClient(name: string, logo: string | null = null) {
  const db = await ctx.backend.database()
  return Number(
    (await db.query<{ id: number }>('insert into public.clients (name, logo_url) values ($1, $2) returning id', [name, logo])).rows[0].id,
  )
}

beforeEach(async () => {
  const db = await ctx.backend.database()
  await db.exec(`delete from public.clients; delete from storage.objects where bucket_id = 'media'`)
})

describe('the clients page', () => {
  it('lists clients by name; ?dialog=new loads the logo picker from the media library', async () => {
    await insertClient('Zeta Corp')
    await insertClient('Acme')
    await ctx.backend.forRequest(getRequest('/', ctx.admin)).media.upload(png('existing.png'))
    await ctx.backend.forRequest(getRequest('/', ctx.admin)).media.upload(pdf())
    await new Promise((resolve) => setTimeout(resolve, 5)) // a later upload time, so a later name
    await ctx.backend.forRequest(getRequest('/', ctx.admin)).media.upload(png('newest.png'))
    const result = await run(loader, getRequest('/admin/clients?dialog=new', ctx.admin))
    expect(result.kind).toBe('data')
    if (result.kind !== 'data') return
    expect(result.data.clients.map((c: { name: string }) => c.name)).toEqual(['Acme', 'Zeta Corp'])
    expect(result.data.dialog).toEqual({ client: null })
    // Images only, newest first, named as they were uploaded.
    expect(result.data.choices).toMatchObject([
      { name: 'newest.png', url: expect.stringMatching(/^\/media\/\d+-newest\.png$/) },
      { name: 'existing.png', url: expect.stringMatching(/^\/media\/\d+-existing\.png$/) },
    ])
  })

  it('refuses visitors and non-admins', async () => {
    expect(isGuardRedirect(await run(loader, getRequest('/admin/clients')))).toBe(true)
    expect(isGuardRedirect(await run(loader, getRequest('/admin/clients', ctx.member)))).toBe(true)
  })
})

describe('adding and editing a client', () => {
  it('creates a client with an uploaded logo stored in the media bucket', async () => {
    const result = await run(
      action,
      postRequest('/admin/clients?dialog=new', ctx.admin, {
        intent: 'save',
        name: '  Globex ',
        logo_url: '',
        logo_file: png('Globex Logo.png'),
      }),
    )
    expect(location(result)).toBe('/admin/clients')
    expect(await toastOf(result)).toEqual({ type: 'success', message: 'Client created successfully' })
    const [client] = await rows('clients')
    expect(client.name).toBe('Globex')
    expect(client.logo_url).toMatch(/^\/media\/\d+-Globex-Logo\.png$/)
    const [object] = await rows('objects')
    expect(`/media/${object.name}`).toBe(client.logo_url)
    expect(object.metadata).toMatchObject({ mimetype: 'image/png' })
  })

  it('updates the name and picks a logo from the library, or removes it', async () => {
    const id = await insertClient('Initech', '/media/1-old.png')
    const picked = await run(
      action,
      postRequest('/admin/clients', ctx.admin, {
        intent: 'save',
        id: String(id),
        name: 'Initech Ltd',
        logo_url: '/media/1700000000000-new.png',
      }),
    )
    expect(await toastOf(picked)).toEqual({ type: 'success', message: 'Client updated successfully' })
    expect((await rows('clients'))[0]).toMatchObject({ name: 'Initech Ltd', logo_url: '/media/1700000000000-new.png' })
    await run(action, postRequest('/admin/clients', ctx.admin, { intent: 'save', id: String(id), name: 'Initech Ltd', logo_url: '' }))
    expect((await rows('clients'))[0].logo_url).toBeNull()
  })

  it('invalid input: name required, logo must be an image of the allowed kinds; nothing is stored', async () => {
    const noName = await run(action, postRequest('/admin/clients', ctx.admin, { intent: 'save', name: ' ', logo_url: '' }))
    expect(noName.kind === 'data' && noName.status).toBe(400)
    expect(noName.kind === 'data' && noName.data.lastResult.error.name).toEqual(['Name is required'])

    const badUrl = await run(
      action,
      postRequest('/admin/clients', ctx.admin, { intent: 'save', name: 'X', logo_url: 'javascript:alert(1)' }),
    )
    expect(badUrl.kind === 'data' && badUrl.data.lastResult.error.logo_url).toBeDefined()

    const pdfLogo = await run(
      action,
      postRequest('/admin/clients', ctx.admin, { intent: 'save', name: 'X', logo_url: '', logo_file: pdf() }),
    )
    expect(pdfLogo.kind === 'data' && pdfLogo.status).toBe(415)
    expect(pdfLogo.kind === 'data' && pdfLogo.data.lastResult.error.logo_file[0]).toMatch(/not an allowed file type/)

    const fake = new File(['MZ this is not a png'], 'fake.png', { type: 'image/png' })
    const fakeLogo = await run(
      action,
      postRequest('/admin/clients', ctx.admin, { intent: 'save', name: 'X', logo_url: '', logo_file: fake }),
    )
    expect(fakeLogo.kind === 'data' && fakeLogo.data.lastResult.error.logo_file).toEqual(['“fake.png” is not a valid PNG file.'])

    expect(await rows('clients')).toHaveLength(0)
    expect(await rows('objects')).toHaveLength(0)
  })

  it('an oversized logo is refused (MEDIA_MAX_BYTES)', async () => {
    process.env.MEDIA_MAX_BYTES = '50'
    try {
      const result = await run(
        action,
        postRequest('/admin/clients', ctx.admin, { intent: 'save', name: 'Big', logo_url: '', logo_file: png() }),
      )
      expect(result.kind === 'data' && result.status).toBe(413)
      expect(result.kind === 'data' && result.data.lastResult.error.logo_file).toEqual([
        '“logo.png” is too large (70 B). The limit is 50 B.',
      ])
    } finally {
      delete process.env.MEDIA_MAX_BYTES
    }
    expect(await rows('clients')).toHaveLength(0)
    expect(await rows('objects')).toHaveLength(0)
  })

  it('updating a client that does not exist (deleted in another tab) says so, with a 404, not a server error', async () => {
    const result = await run(
      action,
      postRequest('/admin/clients', ctx.admin, { intent: 'save', id: '999999', name: 'Ghost', logo_url: '' }),
    )
    expect(result.kind === 'data' && result.status).toBe(404)
    const gone = 'This client no longer exists: it may have been deleted in another tab.'
    expect(await toastOf(result)).toEqual({ type: 'error', message: gone })
    expect(result.kind === 'data' && result.data.lastResult.error['']).toEqual([gone])
  })

  it('visitors, non-admins and forged forms change nothing', async () => {
    const fields = { intent: 'save', name: 'Intruder', logo_url: '', logo_file: png() }
    expect(isGuardRedirect(await run(action, postRequest('/admin/clients', ctx.anon, fields)))).toBe(true)
    expect(isGuardRedirect(await run(action, postRequest('/admin/clients', ctx.member, fields)))).toBe(true)
    const forged = await run(action, postRequest('/admin/clients', ctx.admin, fields, { csrf: 'nope' }))
    expect(forged.kind === 'data' && forged.status).toBe(403)
    expect(await toastOf(forged)).toEqual({ type: 'error', message: 'Invalid security token' })
    expect(await rows('clients')).toHaveLength(0)
    expect(await rows('objects')).toHaveLength(0)
  })
})

describe('deleting a client', () => {
  it('deletes with the toast; the no-JavaScript confirmation names the client', async () => {
    const id = await insertClient('Umbrella')
    const confirm = await run(loader, getRequest(`/admin/clients?confirm=delete&id=${id}`, ctx.admin))
    expect(confirm.kind === 'data' && confirm.data.confirm).toMatchObject({ id, name: 'Umbrella' })
    const result = await run(action, postRequest('/admin/clients', ctx.admin, { intent: 'delete', id: String(id) }))
    expect(location(result)).toBe('/admin/clients')
    expect(await toastOf(result)).toEqual({ type: 'success', message: 'Client deleted successfully' })
    expect(await rows('clients')).toHaveLength(0)
  })

  it('a missing client fails; non-admins change nothing', async () => {
    const missing = await run(action, postRequest('/admin/clients', ctx.admin, { intent: 'delete', id: '424242' }))
    expect(await toastOf(missing)).toEqual({ type: 'error', message: 'Failed to delete client' })
    const id = await insertClient('Kept')
    expect(isGuardRedirect(await run(action, postRequest('/admin/clients', ctx.member, { intent: 'delete', id: String(id) })))).toBe(true)
    expect(isGuardRedirect(await run(action, postRequest('/admin/clients', ctx.anon, { intent: 'delete', id: String(id) })))).toBe(true)
    expect(await rows('clients')).toHaveLength(1)
  })
})
