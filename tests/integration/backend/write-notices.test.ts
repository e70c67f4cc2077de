import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setBackend, type Backend } from '~/backend/index.server'
import { announceWrites, type ContentChange } from '~/backend/write-notices.server'
import { identifyRequest, renewedCookie } from '~/auth/request-identity.server'
import { ADMIN, MEMBER, request, signedIn, testBackend } from './helpers'

// The page cache is purged by what the backend announces: each successful post, client and media
// write, and nothing else (a read, a failed write, an anonymous attempt refused by row-level security).
let backend: Backend
const changes: ContentChange[] = []

beforeAll(async () => {
  const embedded = await testBackend()
  await embedded.ensureUser({ ...ADMIN, admin: true })
  await embedded.ensureUser({ ...MEMBER, admin: false })
  backend = announceWrites(embedded, (change) => changes.push(change))
})
afterAll(() => setBackend(undefined))

describe('content writes announced by the backend', () => {
  it('announces each successful write once it is made, with what changed', async () => {
    const admin = (await signedIn(backend, ADMIN)).as()
    const client = await admin.clients.create({ name: 'Acme', logo_url: null })
    await admin.clients.update(client.id, { name: 'Acme Ltd', logo_url: null })
    const file = await admin.media.upload(new File(['hello'], 'note.txt', { type: 'text/plain' }))
    await admin.media.remove(file.name)
    await admin.clients.remove(client.id)
    expect(changes.map(({ kind, action }) => `${kind} ${action}`)).toEqual([
      'client created',
      'client updated',
      'media created',
      'media deleted',
      'client deleted',
    ])
    expect(changes[0].id).toBe(String(client.id))
  })

  it('announces nothing for reads or for writes that failed', async () => {
    changes.length = 0
    const anonymous = backend.forRequest(request())
    await anonymous.clients.list()
    await expect(anonymous.clients.create({ name: 'Forged', logo_url: null })).rejects.toThrow()
    const member = (await signedIn(backend, MEMBER)).as()
    await expect(member.clients.remove(1)).rejects.toThrow()
    expect(changes).toEqual([])
  })
})

describe('who sent a request, from its headers alone', () => {
  it('staff only with an admin session, and only when asked', async () => {
    setBackend(backend)
    const admin = await signedIn(backend, ADMIN)
    const member = await signedIn(backend, MEMBER)
    const ask = (cookie: string | undefined, checkStaff = true) =>
      identifyRequest(new Headers(cookie ? { Cookie: cookie } : {}), '203.0.113.9', { checkStaff })
    expect(await ask(admin.cookie)).toMatchObject({ staff: true, client: '203.0.113.9' })
    expect((await ask(admin.cookie, false)).staff).toBe(false)
    expect((await ask(member.cookie)).staff).toBe(false)
    expect((await ask('admin_session=forged')).staff).toBe(false)
    expect((await ask(undefined)).staff).toBe(false)
  })

  it('a renewed session cookie replaces the old one in what the app reads next; a cleared one is gone', () => {
    const renewed = renewedCookie('a=1; sb-x-auth-token=old; theme=dark', [
      'sb-x-auth-token=new; Path=/; HttpOnly',
      'a=; Max-Age=0; Path=/',
    ])
    expect(renewed).toBe('sb-x-auth-token=new; theme=dark')
  })
})
