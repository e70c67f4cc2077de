import path from 'node:path'
import { DEFAULT_LOCKOUT, DEFAULT_SESSION_MAX_MS, type SessionSettings } from '../config.server'
import type { Backend, RequestBackend } from '../types'
import {
  createSession,
  ensureUser,
  hashToken,
  normalizeEmail,
  revokeAllSessions,
  revokeSession,
  sessionCookie,
  touchSession,
  verifyPassword,
  type SessionUser,
} from './auth.server'
import { embeddedMfa } from './mfa.server'
import { clientsApi } from './clients.server'
import { openDatabase, type Database } from './database.server'
import { enquiriesApi } from './enquiries.server'
import { mediaApi, prepareStoredImages, readMediaFile, readVariantFile } from './media.server'
import { enquiryOutbox } from './outbox.server'
import { accountMailOutbox, redeemResetToken, requestReset, setPassword } from './password-reset.server'
import { categoriesApi, postsApi } from './posts.server'
import { asActor, type Run } from './sql.server'

interface StartupUser {
  email: string
  password: string
  admin: boolean
}

export interface EmbeddedOptions extends SessionSettings {
  /** DATA_DIR. Omit for an in-memory database (tests); then give `mediaDir`. */
  dataDir?: string
  mediaDir?: string
  /** A migrated snapshot (`dumpDataDir()`) to start from instead of migrating: tests. */
  snapshot?: Blob
  /** Users created at start-up when missing (ADMIN_EMAIL/ADMIN_PASSWORD). */
  startupUsers?: StartupUser[]
}

export interface EmbeddedBackend extends Backend {
  readonly kind: 'embedded'
  /** The opened database (opens it on first use). */
  database(): Promise<Database>
  close(): Promise<void>
}

export function createEmbeddedBackend(options: EmbeddedOptions): EmbeddedBackend {
  const mediaDir = options.mediaDir ?? path.join(options.dataDir ?? '.data', 'media')
  const inactivity = () => options.inactivityMs
  const maxAge = () => options.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS
  let opened: Promise<{ db: Database; close: () => Promise<void> }> | undefined
  let cookie: ReturnType<typeof sessionCookie> | undefined
  const getCookie = () => (cookie ??= sessionCookie(options.sessionSecret(), options.secureCookies))

  // Opened once, lazily (1 to 6 s); a failure is not cached, so the next request tries again.
  const database = async () => {
    opened ??= openDatabase({ dataDir: options.dataDir, snapshot: options.snapshot }).then(async (handle) => {
      await handle.db.query('update public.auth_policy set require_aal2 = $1', [options.requireSecondFactor ?? true])
      for (const user of options.startupUsers ?? []) await createStartupUser(handle.db, user)
      return handle
    })
    try {
      return (await opened).db
    } catch (error) {
      opened = undefined
      throw error
    }
  }

  function forRequest(request: Request): RequestBackend {
    const headers = new Headers()
    let userPromise: Promise<SessionUser | null> | undefined
    let token: string | null | undefined

    const readToken = async () => {
      if (token !== undefined) return token
      const value = await getCookie().parse(request.headers.get('Cookie'))
      return (token = typeof value === 'string' ? value : null)
    }
    const getUser = () =>
      (userPromise ??= (async () => {
        const current = await readToken()
        if (!current) return null
        const user = await touchSession(await database(), current, inactivity(), maxAge())
        if (!user) headers.append('Set-Cookie', await getCookie().serialize('', { maxAge: 0 }))
        return user
      })())
    const run: Run = async (fn) => asActor(await database(), await getUser(), fn)
    /** A new session for `user` (aal1) in place of any the request had; its cookie goes out. */
    const startSession = async (db: Database, user: { id: string; email: string }) => {
      const previous = await readToken()
      if (previous) await revokeSession(db, previous)
      token = await createSession(db, user.id, inactivity())
      userPromise = Promise.resolve({ ...user, aal: 'aal1' })
      headers.append('Set-Cookie', await getCookie().serialize(token))
    }
    const forgetSession = async () => {
      token = null
      userPromise = Promise.resolve(null)
      headers.append('Set-Cookie', await getCookie().serialize('', { maxAge: 0 }))
    }

    return {
      kind: 'embedded',
      headers,
      getUser,
      async isAdmin() {
        if (!(await getUser())) return false
        return run(async (tx) => (await tx.query('select id from public.admin_users where id = auth.uid()')).rows.length === 1)
      },
      async signInWithPassword(email, password, clientHash) {
        const db = await database()
        const result = await verifyPassword(db, normalizeEmail(email), password, clientHash, options.lockout ?? DEFAULT_LOCKOUT)
        if (!result.ok) return result
        await startSession(db, result.user)
        return result
      },
      async sessionKey() {
        const current = await readToken()
        return current ? hashToken(current) : null
      },
      async signOut(options) {
        const current = await readToken()
        if (current) await (options?.everywhere ? revokeAllSessions : revokeSession)(await database(), current)
        await forgetSession()
      },
      passwordReset: {
        // The link's address is made when the e-mail is sent (the outbox), from SITE_URL as `linkBase` is.
        request: async (email, clientHash) => requestReset(await database(), normalizeEmail(email), clientHash),
        async redeem(resetToken) {
          const db = await database()
          const user = await redeemResetToken(db, resetToken)
          if (user) await startSession(db, user)
          return user !== null
        },
        async setPassword(password) {
          const user = await getUser()
          if (!user) return { ok: false, code: 'not_authenticated', message: 'Not authenticated' }
          const result = await setPassword(await database(), user, password)
          if (result.ok) await forgetSession() // its row went with every other session of the user
          return result
        },
      },
      mfa: embeddedMfa({
        database,
        session: async () => {
          const [user, current] = [await getUser(), await readToken()]
          return user && current ? { user, sessionId: hashToken(current) } : null
        },
        changed: (aal) => {
          userPromise = userPromise?.then((user) => (user ? { ...user, aal } : null))
        },
        sessionSecret: options.sessionSecret,
        lockout: options.lockout ?? DEFAULT_LOCKOUT,
        inactivityMs: inactivity(),
        sessionMaxMs: maxAge(),
      }),
      posts: postsApi(run),
      categories: categoriesApi(run),
      clients: clientsApi(run),
      media: mediaApi(run, mediaDir),
      enquiries: enquiriesApi(run),
    }
  }

  return {
    kind: 'embedded',
    database,
    forRequest,
    async health() {
      const db = await database()
      await db.query('select 1')
      return { kind: 'embedded', ok: true }
    },
    ensureUser: async (input) => ensureUser(await database(), input),
    readMedia: async (name) => readMediaFile(await database(), mediaDir, name),
    readMediaVariant: async (name, file) => readVariantFile(await database(), mediaDir, name, file),
    prepareStoredImages: async (marker, prepare) => prepareStoredImages(await database(), mediaDir, marker, prepare),
    enquiryOutbox: enquiryOutbox(database),
    accountMailOutbox: accountMailOutbox(database),
    async close() {
      const handle = await opened?.catch(() => undefined)
      opened = undefined
      await handle?.close()
    },
  }
}

async function createStartupUser(db: Database, user: StartupUser) {
  try {
    const { created } = await ensureUser(db, { ...user, updatePassword: false })
    if (created) console.log(`Created ${user.admin ? 'admin' : 'user'} ${user.email} (start-up)`)
  } catch (error) {
    console.error(`Could not create the start-up user ${user.email}:`, error instanceof Error ? error.message : error)
  }
}
