// A fake Supabase Realtime at ws://supabase.test/realtime/v1/websocket, for msw 2's `ws` interception.
// It speaks what the service speaks (supabase/realtime, lib/realtime_web/channels/realtime_channel.ex)
// to realtime-js (@supabase/realtime-js, Phoenix protocol vsn 2.0.0: each frame is the JSON array
// [join_ref, ref, topic, event, payload]) and is as strict:
// - the socket is refused (error, then close 1006, as after an HTTP 403) without a known `apikey`;
// - `phx_join` needs a known access token, and every postgres_changes table in the publication:
//   otherwise the join is refused with the service's reason (with `postgres_changes_options.wait`),
//   or accepted and followed by a `system` error (without it), as the service does;
// - the join reply carries one id per binding, and a change reaches a binding by that id;
// - a change reaches a subscriber only if its role may read the row (anon: published posts only);
// - heartbeats on `phoenix` are answered; a second join of a topic closes the first (Phoenix);
//   a socket that is dropped loses what happens meanwhile.
import { ws, type WebSocketHandler, type WebSocketHandlerConnection } from 'msw'
import { postgresChangesFrame, type ChangeType } from '../../fixtures/realtime-message'

type Role = 'anon' | 'service_role'
type Frame = [string | null, string | null, string, string, Record<string, unknown>]
type Binding = { event: string; schema: string; table: string; filter?: string }
type Client = WebSocketHandlerConnection['client']

interface Subscription {
  client: Client
  topic: string
  joinRef: string
  role: Role
  bindings: Array<Binding & { id: number }>
}

export interface JoinSeen {
  apikey: string
  accessToken: unknown
  topic: string
  bindings: Binding[]
  wait: boolean
}

const REALTIME_PATH = '/realtime/v1/websocket'
const links = new Map<string, ReturnType<typeof ws.link>>()

export function createFakeRealtime(options: {
  url: string
  keys: Record<string, Role>
  publication: Iterable<string>
  /** An older Realtime (e.g. a self-hosted image) that ignores `postgres_changes_options.wait`. */
  ignoresWait?: boolean
}) {
  const publication = new Set(options.publication)
  const subscriptions = new Set<Subscription>()
  const clients = new Set<Client>()
  const joins: JoinSeen[] = []
  const state = { down: false, connections: 0, refused: 0 }
  let nextId = 1000

  const address = `${options.url.replace(/^http/, 'ws')}${REALTIME_PATH}`
  // One link per address for the whole run: each link listens on a BroadcastChannel of msw's.
  const link = links.get(address) ?? links.set(address, ws.link(address)).get(address)!
  const handler: WebSocketHandler = link.addEventListener('connection', ({ client }) => {
    const apikey = client.url.searchParams.get('apikey') ?? ''
    const vsn = client.url.searchParams.get('vsn')
    if (state.down || !(apikey in options.keys) || vsn !== '2.0.0') {
      // What a browser or Node sees when the upgrade is answered 403, or nothing answers.
      state.refused++
      // (`socket`, the client's WebSocket, is on msw's connection class, not on its interface type.)
      ;(client as unknown as { socket: EventTarget }).socket.dispatchEvent(new Event('error'))
      client.close(1006, state.down ? 'unreachable' : 'refused')
      return
    }
    state.connections++
    clients.add(client)
    const send = (frame: Frame) => client.send(JSON.stringify(frame))
    client.addEventListener('close', () => {
      clients.delete(client)
      for (const s of subscriptions) if (s.client === client) subscriptions.delete(s)
    })
    client.addEventListener('message', (event) => {
      const [joinRef, ref, topic, name, payload] = JSON.parse(String(event.data)) as Frame
      const reply = (status: 'ok' | 'error', response: Record<string, unknown>) =>
        send([joinRef, ref, topic, 'phx_reply', { status, response }])
      if (topic === 'phoenix' && name === 'heartbeat') return reply('ok', {})
      if (name === 'phx_leave') {
        for (const s of subscriptions) if (s.client === client && s.topic === topic) subscriptions.delete(s)
        return reply('ok', {})
      }
      if (name !== 'phx_join') return // access_token refreshes and the like: nothing to check here
      // Phoenix on a second join of a topic on one socket: the first channel is closed.
      for (const s of subscriptions) {
        if (s.client !== client || s.topic !== topic) continue
        subscriptions.delete(s)
        send([s.joinRef, null, topic, 'phx_close', {}])
      }
      const config = (payload.config ?? {}) as { postgres_changes?: Binding[]; postgres_changes_options?: { wait?: boolean } }
      const bindings = config.postgres_changes ?? []
      const wait = config.postgres_changes_options?.wait === true && !options.ignoresWait
      joins.push({ apikey, accessToken: payload.access_token, topic, bindings, wait })
      const role = typeof payload.access_token === 'string' ? options.keys[payload.access_token] : options.keys[apikey]
      if (!role) return reply('error', { reason: 'JwtSignatureError: Failed to validate JWT signature' })
      const missing = bindings.find((b) => b.schema !== 'public' || !publication.has(b.table))
      const problem = missing
        ? 'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect ' +
          `parameters: [event: ${missing.event}, schema: ${missing.schema}, table: ${missing.table}, filters: [], select: nil]`
        : null
      const channel = topic.replace(/^realtime:/, '')
      if (problem && wait) return reply('error', { reason: `RealtimeDisabledForConfiguration: ${problem}` })
      const subscription = { client, topic, joinRef: joinRef ?? '', role, bindings: bindings.map((b) => ({ ...b, id: nextId++ })) }
      reply('ok', { postgres_changes: subscription.bindings })
      if (problem) {
        send([joinRef, null, topic, 'system', { extension: 'postgres_changes', status: 'error', message: problem, channel }])
        return
      }
      subscriptions.add(subscription)
      send([joinRef, null, topic, 'system', { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel }])
    })
  })

  /** A committed change, as the service streams it to the subscribers that may read it. */
  function change(table: string, type: ChangeType, record: Record<string, unknown>, old: Record<string, unknown>) {
    if (!publication.has(table)) return 0
    let delivered = 0
    for (const s of subscriptions) {
      const visible = s.role === 'service_role' || (table !== 'posts' ? true : (type === 'DELETE' ? old : record).status === 'published')
      const ids = s.bindings.filter((b) => b.table === table && (b.event === '*' || b.event === type)).map((b) => b.id)
      if (!visible || ids.length === 0) continue
      s.client.send(postgresChangesFrame(s.topic, ids, { table, type, record, old }))
      delivered++
    }
    return delivered
  }

  return {
    handler,
    joins,
    state,
    publication,
    change,
    /** Live subscriptions (joined, with their change stream in place). */
    get subscribers() {
      return subscriptions.size
    },
    /** The service ends every channel (as on an expired token): a system error, then phx_close. */
    closeChannels(message: string) {
      for (const s of subscriptions) {
        subscriptions.delete(s)
        const channel = s.topic.replace(/^realtime:/, '')
        s.client.send(JSON.stringify([s.joinRef, null, s.topic, 'system', { extension: 'system', status: 'error', message, channel }]))
        s.client.send(JSON.stringify([s.joinRef, null, s.topic, 'phx_close', {}]))
      }
    },
    /** A network blip: every open socket is dropped. */
    dropConnections() {
      for (const client of clients) client.close(1006, 'dropped')
    },
  }
}
