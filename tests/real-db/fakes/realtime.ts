// A fake Supabase Realtime on a real WebSocket (for servers in other processes), fed by the real
// database: it reads committed changes by logical replication from the supabase_realtime
// publication, as Realtime does, so a table missing from the publication is never streamed. It
// speaks Phoenix protocol 2.0.0 to realtime-js like tests/integration/supabase/fake-realtime.ts
// and is as strict: a known `apikey` (a JWT with our secret) or the upgrade is refused; `phx_join`
// needs a valid access token and every postgres_changes table in the publication (with
// `postgres_changes_options.wait`: refused with the service's reason); a change reaches a
// subscriber only if its role may read the row (checked in the database as that role; deletes go
// to every subscriber of the table, as Realtime sends them unfiltered).
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import postgres from 'postgres'
import type { ClusterAddress, Sql } from '../sql'
import { verifyJwt } from './jwt'
import { postgresChangesFrame, type ChangeType } from '../../fixtures/realtime-message'

type Frame = [string | null, string | null, string, string, Record<string, unknown>]
type Binding = { event: string; schema: string; table: string; id: number }
interface Subscription {
  socket: WebSocket
  topic: string
  joinRef: string
  role: string
  bindings: Binding[]
}

const PATH = '/realtime/v1/websocket'
const ROLES = new Set(['anon', 'authenticated', 'service_role'])

export async function startRealtimeFake(cluster: ClusterAddress, database: string, db: Sql) {
  const server = new WebSocketServer({ noServer: true })
  const subscriptions = new Set<Subscription>()
  const stats = { delivered: 0, joins: 0 }
  let nextId = 1000

  const roleOf = (token: unknown) => {
    const check = typeof token === 'string' ? verifyJwt(token) : null
    return check?.ok && ROLES.has(String(check.claims.role)) ? String(check.claims.role) : null
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://realtime.local')
    if (url.pathname !== PATH || !roleOf(url.searchParams.get('apikey')) || url.searchParams.get('vsn') !== '2.0.0') {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n')
      return
    }
    server.handleUpgrade(request, socket, head, (ws) => attach(ws, roleOf(url.searchParams.get('apikey'))!))
  }

  function attach(socket: WebSocket, keyRole: string) {
    const send = (frame: Frame) => socket.send(JSON.stringify(frame))
    socket.on('close', () => {
      for (const s of subscriptions) if (s.socket === socket) subscriptions.delete(s)
    })
    socket.on('message', async (data) => {
      const [joinRef, ref, topic, event, payload] = JSON.parse(String(data)) as Frame
      const reply = (status: 'ok' | 'error', response: Record<string, unknown>) =>
        send([joinRef, ref, topic, 'phx_reply', { status, response }])
      if (topic === 'phoenix' && event === 'heartbeat') return reply('ok', {})
      if (event === 'phx_leave') {
        for (const s of subscriptions) if (s.socket === socket && s.topic === topic) subscriptions.delete(s)
        return reply('ok', {})
      }
      if (event !== 'phx_join') return
      stats.joins++
      const config = (payload.config ?? {}) as { postgres_changes?: Omit<Binding, 'id'>[]; postgres_changes_options?: { wait?: boolean } }
      const role = payload.access_token === undefined ? keyRole : roleOf(payload.access_token)
      if (!role) return reply('error', { reason: 'JwtSignatureError: Failed to validate JWT signature' })
      const published = new Set(
        (await db`select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`).map(
          (r) => r.tablename,
        ),
      )
      const wanted = config.postgres_changes ?? []
      const missing = wanted.find((b) => b.schema !== 'public' || !published.has(b.table))
      const channel = topic.replace(/^realtime:/, '')
      const problem = missing
        ? `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: ${missing.event}, schema: ${missing.schema}, table: ${missing.table}, filters: [], select: nil]`
        : null
      if (problem && config.postgres_changes_options?.wait)
        return reply('error', { reason: `RealtimeDisabledForConfiguration: ${problem}` })
      const subscription = { socket, topic, joinRef: joinRef ?? '', role, bindings: wanted.map((b) => ({ ...b, id: nextId++ })) }
      reply('ok', { postgres_changes: subscription.bindings })
      if (problem)
        return send([joinRef, null, topic, 'system', { extension: 'postgres_changes', status: 'error', message: problem, channel }])
      subscriptions.add(subscription)
      send([joinRef, null, topic, 'system', { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel }])
    })
  }

  /** Whether `role` may read this row now (row-level security and privileges, as Realtime checks). */
  async function visible(role: string, table: string, record: Record<string, unknown>) {
    if (role === 'service_role') return true
    return db
      .begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`)
        return (await tx.unsafe(`select 1 from public.${table} where id = $1`, [record.id as number])).length > 0
      })
      .catch(() => false)
  }

  async function deliver(table: string, type: ChangeType, record: Record<string, unknown>, old: Record<string, unknown>) {
    for (const s of subscriptions) {
      const ids = s.bindings.filter((b) => b.table === table && (b.event === '*' || b.event === type)).map((b) => b.id)
      if (!ids.length || (type !== 'DELETE' && !(await visible(s.role, table, record)))) continue
      s.socket.send(postgresChangesFrame(s.topic, ids, { table, type, record, old }))
      stats.delivered++
    }
  }

  // Logical replication from the publication (a temporary slot, gone with the connection).
  const replication = postgres({
    host: cluster.socketDir,
    port: cluster.port,
    database,
    username: 'supabase_admin',
    publications: 'supabase_realtime',
    onnotice: () => undefined,
  })
  const stream = await replication.subscribe('*', (row, info) => {
    if (info.relation.schema !== 'public' || !row) return
    const type = info.command.toUpperCase() as ChangeType
    const old = 'old' in info && info.old ? info.old : {}
    void deliver(info.relation.table, type, type === 'DELETE' ? {} : row, type === 'DELETE' ? row : old)
  })

  return {
    upgrade,
    stats,
    get subscribers() {
      return subscriptions.size
    },
    async stop() {
      stream.unsubscribe()
      for (const client of server.clients) client.terminate()
      server.close()
      await replication.end()
    },
  }
}

export type RealtimeFake = Awaited<ReturnType<typeof startRealtimeFake>>
