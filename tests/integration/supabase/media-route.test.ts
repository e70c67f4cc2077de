// /media/<name> in Supabase mode: a stored name redirects to the bucket's public URL; anything
// else (traversal, query, fragment, encoded slashes) is 404 and never becomes a redirect
// (a name once reached the redirect unvalidated).
import { beforeAll, describe, expect, it } from 'vitest'
import { loader } from '~/routes/media.$name'
import { SUPABASE_URL, recorded, resetFake } from './fake-supabase'
import { useSupabaseRoutes } from './route-setup'

useSupabaseRoutes({ content: false })
beforeAll(() => resetFake())

const get = (name: string) =>
  loader({ request: new Request(`http://localhost/media/${encodeURIComponent(name)}`), params: { name }, context: {} })

describe('/media/<name> on Supabase', () => {
  it('redirects a stored name to its public URL, without a request to Supabase', async () => {
    const response = await get('1736000000000-logo.png')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe(`${SUPABASE_URL}/storage/v1/object/public/media/1736000000000-logo.png`)
    expect(await recorded()).toEqual([])
  })

  it.each(['../../auth/v1/admin/users', '..', '.env', 'a/b.png', 'x.png?download=1', 'x.png#frag', '%2e%2e', 'a'.repeat(300), ''])(
    'answers 404 for %j',
    async (name) => {
      const response = await get(name)
      expect(response.status).toBe(404)
      expect(response.headers.get('Location')).toBeNull()
    },
  )
})
