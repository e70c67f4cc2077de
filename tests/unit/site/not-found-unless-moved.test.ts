import { describe, expect, it, vi } from 'vitest'
import { notFoundUnlessMoved } from '~/site/not-found.server'

/** What the helper threw: it always throws (a 301 or the 404). */
async function answer(run: Promise<never>): Promise<Response> {
  return run.then(
    () => expect.unreachable('notFoundUnlessMoved returned'),
    (thrown: Response) => thrown,
  )
}

describe('notFoundUnlessMoved', () => {
  it('asks for the lower-case slug only when the case differs, then for a former slug', async () => {
    const current = vi.fn(async () => null)
    const former = vi.fn(async (slug: string) => (slug === 'old' ? '/new' : null))
    const moved = await answer(notFoundUnlessMoved('old', { current, former }))
    expect([moved.status, moved.headers.get('Location')]).toEqual([301, '/new'])
    // The route has just asked for "old" itself: it is not asked again.
    expect(current).not.toHaveBeenCalled()
    expect(former).toHaveBeenCalledWith('old')
  })

  it('sends another letter case to the page at the lower-case slug, without asking for former slugs', async () => {
    const former = vi.fn(async () => '/elsewhere')
    const moved = await answer(notFoundUnlessMoved('Page', { current: async (slug) => `/${slug}`, former }))
    expect(moved.headers.get('Location')).toBe('/page')
    expect(former).not.toHaveBeenCalled()
  })

  it('answers 404, cached like a page, when neither finds the slug', async () => {
    const missing = await answer(notFoundUnlessMoved('Nope', { current: async () => null, former: async () => null }))
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Cache-Control')).toMatch(/public/)
  })
})
