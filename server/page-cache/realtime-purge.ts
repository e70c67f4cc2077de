// Several app servers on hosted Supabase: an admin write goes through one of them, yet every
// server's page cache must forget what it showed. Each server subscribes to Supabase Realtime
// `postgres_changes` on the tables public pages are built from and empties its cache on any change,
// and again on every (re)subscription: changes made while it was disconnected are not replayed
// (docs/decisions/090-origin-page-cache.md). supabase-js is imported only here, when configured.
import type { RealtimeChannel, WebSocketLikeConstructor as SocketClass } from '@supabase/supabase-js'
import { writeTags } from '~/config/content-changes.server'
import type { RealtimeConfig } from './config'

/** The tables public pages read (posts, their categories, the Trusted-by clients). Media files are
 * in Storage, not a table: a page holds a file's URL, which a deletion does not change. */
export const WATCHED_TABLES = ['posts', 'categories', 'clients']

/** What this file reads of a Realtime `postgres_changes` event. */
type RowChange = { table: string; new?: { id?: unknown }; old?: { id?: unknown } }

/** The cache tags a row's change purges: the app's rule for a write of that data (app/config/content-changes.server.ts). */
export function changedTags(change: RowChange): string[] {
  const id = change.new?.id ?? change.old?.id
  const data = change.table === 'posts' ? 'post' : change.table === 'clients' ? 'client' : 'category'
  return writeTags(data, typeof id === 'string' || typeof id === 'number' ? id : undefined)
}

const CHANNEL = 'page-cache'
const SOURCE = `changes of ${WATCHED_TABLES.join(', ')}`
const ENABLE_HINT =
  'add the tables to the supabase_realtime publication (supabase/migrations/20250120000000_realtime_page_cache_tables.sql, or Database > Publications)'
/** After the server closed our channel or could not start its change stream: wait, then join anew
 * (longer each time until a stream is confirmed, so that a lasting misconfiguration is not hammered). */
const REOPEN_MS = [5_000, 10_000, 30_000, 60_000]

export type WatchOptions = RealtimeConfig & {
  /** A reason and the tags for a change; nothing for a (re)subscription (everything). */
  purge: (reason?: string, tags?: string[]) => void
  log?: { info: (line: string) => void; error: (line: string) => void }
}

/**
 * Starts listening; resolves once the client exists (not when it has connected: an unreachable
 * Realtime delays nothing, it is retried in the background and logged). `purge` gets a reason for a
 * change and its tags, none for a (re)subscription (everything), which is logged here.
 */
export async function watchContentChanges({
  url,
  serviceRoleKey,
  purge,
  log = { info: console.log, error: console.error },
}: WatchOptions): Promise<{ stop: () => Promise<void> }> {
  const { createClient } = await import('@supabase/supabase-js')
  const fallbackSocket = globalThis.WebSocket ? undefined : ((await import('ws')).WebSocket as unknown as SocketClass)
  const supabase = createClient(url, serviceRoleKey, {
    // The service role: Realtime checks row-level security as the token's role, and anon would not
    // hear of an unpublished post (the row it could read is gone).
    accessToken: async () => serviceRoleKey,
    realtime: { transport: socketClass(fallbackSocket) },
  })
  // Set before the first join (supabase-js would set it a moment later), so that it is in the join.
  await supabase.realtime.setAuth(serviceRoleKey)

  let stopping = false
  let subscribedOnce = false
  /** When the subscription was lost (ms), or null while it is live. */
  let lostAt: number | null = null
  let lastProblem = ''
  let reopenTimer: ReturnType<typeof setTimeout> | undefined
  let opened = 0
  let reopens = 0

  function problem(text: string) {
    if (lostAt === null) lostAt = Date.now()
    // One line per distinct problem, not one per retry.
    if (text === lastProblem) return
    lastProblem = text
    log.error(
      `[page-cache] Realtime: ${text}. Retrying in the background; until it is back, a change made through ` +
        'another server shows here only when its page expires (PAGE_CACHE_TTL_SECONDS).',
    )
  }

  /** The service confirmed the change stream: from now on every change is delivered. */
  function confirmed() {
    const line = !subscribedOnce
      ? `subscribed to ${SOURCE}`
      : `re-subscribed after ${Math.round((Date.now() - (lostAt ?? Date.now())) / 1000)} s; pages cached meanwhile are dropped`
    subscribedOnce = true
    lostAt = null
    lastProblem = ''
    reopens = 0
    log.info(`[page-cache] Realtime: ${line}`)
    purge()
  }

  function open() {
    // A new topic each time: a channel being left may still be listed under the old one.
    const channel = supabase.channel(`${CHANNEL}-${++opened}`, { config: { postgres_changes_options: { wait: true } } })
    for (const table of WATCHED_TABLES) {
      channel.on('postgres_changes', { event: '*', schema: 'public', table }, (change) =>
        purge(`${change.eventType} on ${change.table} (Realtime)`, changedTags(change)),
      )
    }
    channel.on('system', {}, (message) => {
      if (message?.status === 'error') {
        const hint = /Unable to subscribe to changes/.test(message.message) ? `; ${ENABLE_HINT}` : ''
        problem(`the server reports "${message.message}"${hint}`)
        // A server that ignores `wait` reports a failed change stream here and may not try again
        // (a table outside the publication): leave, and join anew a little later.
        if (message.extension === 'postgres_changes') reopen(channel)
      }
      // "Subscribed to PostgreSQL", after every join (and after the service's own reconnection to the
      // database): changes made before it were not delivered. A server that ignores `wait` sends it
      // some time after the join was accepted.
      else if (message?.extension === 'postgres_changes' && message.status === 'ok') confirmed()
    })
    channel.subscribe((status, error) => {
      if (stopping) return
      // Joined (with `wait`, the change stream is in place too): pages cached so far may be stale.
      if (status === 'SUBSCRIBED') return purge()
      if (status === 'CHANNEL_ERROR') {
        // The service's own refusal (a join reply) carries its reason; a transport failure does not.
        const cause = error?.cause as { reason?: unknown; code?: unknown } | undefined
        const refused = typeof cause?.reason === 'string' && typeof cause.code !== 'number'
        if (!refused || !error) return problem(`disconnected (${error?.message ?? 'connection lost'})`)
        const hint = /RealtimeDisabledForConfiguration/.test(error.message) ? `; ${ENABLE_HINT}` : ''
        return problem(`the subscription was refused (${error.message})${hint}`)
      }
      if (status === 'TIMED_OUT') return problem('no answer to the subscription')
      if (status === 'CLOSED' && !replaced.has(channel)) {
        // The server ended the channel (its reason came as a system message) and the client has
        // dropped it: it is not rejoined by itself, so a new one is opened.
        problem('the server closed the channel')
        reopen(channel)
      }
    })
  }

  const replaced = new WeakSet<RealtimeChannel>()
  function reopen(channel: RealtimeChannel) {
    if (replaced.has(channel)) return
    replaced.add(channel)
    supabase.removeChannel(channel).catch(() => {})
    reopenTimer = setTimeout(open, REOPEN_MS[Math.min(reopens++, REOPEN_MS.length - 1)])
    reopenTimer.unref?.()
  }

  open()
  return {
    async stop() {
      stopping = true
      clearTimeout(reopenTimer)
      await supabase.removeAllChannels()
    },
  }
}

/** A WebSocket class looked up at each connection: Node's own (which test interceptors replace), or ws on Node 20. */
function socketClass(fallback: SocketClass | undefined): SocketClass {
  // Called with `new`; the socket it returns is the one made.
  return function RealtimeSocket(address: string | URL, protocols?: string | string[]) {
    const Socket = (globalThis.WebSocket as SocketClass | undefined) ?? fallback!
    return new Socket(address, protocols)
  } as unknown as SocketClass
}
