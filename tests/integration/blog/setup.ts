// The blog's integration tests run the real thing: the embedded backend (in-memory PGlite from
// the migrated snapshot) as the process's backend, and the bundled dataset as the content source.
import { afterAll, beforeAll } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { setContentSource } from '~/content/content.server'
import { setBackend } from '~/backend/index.server'
import { ADMIN, cookieFrom, request, testBackend } from '../backend/helpers'
import { passSecondFactor } from '../backend/second-factor'

export { ADMIN }
export type TestBackend = Awaited<ReturnType<typeof testBackend>>

export const SAMPLE = {
  ai: { slug: 'ai-in-business-from-pilot-to-production', date: '2025-03-12', legacyId: 1 },
  security: { slug: 'essential-cybersecurity-practices-for-growing-businesses', date: '2025-02-18', legacyId: 2 },
  cloud: { slug: 'planning-a-cloud-migration-that-pays-off', date: '2025-01-22', legacyId: 3 },
}

/** A backend for this test file, installed as getBackend()'s, with the admin user. */
export function useBlogBackend() {
  const ctx = {} as { backend: TestBackend; adminCookie: string; adminId: string }
  beforeAll(async () => {
    setContentSource(createBundledSource())
    ctx.backend = await testBackend()
    const { userId } = await ctx.backend.ensureUser({ ...ADMIN, admin: true })
    ctx.adminId = userId
    setBackend(ctx.backend)
    const login = ctx.backend.forRequest(request())
    const result = await login.signInWithPassword(ADMIN.email, ADMIN.password, '127.0.0.1')
    if (!result.ok) throw new Error(result.message)
    await passSecondFactor(ctx.backend, login)
    ctx.adminCookie = cookieFrom(login.headers)
  })
  afterAll(async () => {
    setBackend(undefined)
    setContentSource(undefined)
    await ctx.backend.close()
  })
  return ctx
}

export interface SeedPost {
  slug: string
  title?: string
  status?: 'draft' | 'published'
  publishedAt?: string | null
  category?: string | null
  content?: string
  excerpt?: string | null
  imageUrl?: string | null
}

/** Inserts posts directly (as the database owner); returns their ids in order. */
export async function seedPosts(backend: TestBackend, authorId: string, posts: SeedPost[]): Promise<number[]> {
  const db = await backend.database()
  const ids: number[] = []
  for (const p of posts) {
    const status = p.status ?? 'published'
    const result = await db.query<{ id: number }>(
      `insert into public.posts (title, slug, content, excerpt, image_url, status, published_at, author_id, category_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, (select id from public.categories where slug = $9)) returning id`,
      [
        p.title ?? `Post ${p.slug}`,
        p.slug,
        p.content ?? 'Some words to read.',
        p.excerpt ?? null,
        p.imageUrl ?? null,
        status,
        status === 'published' ? (p.publishedAt ?? new Date().toISOString()) : null,
        authorId,
        p.category ?? null,
      ],
    )
    ids.push(Number(result.rows[0].id))
  }
  return ids
}

export async function clearPosts(backend: TestBackend) {
  await (await backend.database()).query('delete from public.posts')
}

export function pageRequest(path: string, cookie?: string) {
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}
