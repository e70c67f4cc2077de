// The build's static files (scripts, styles, fonts, the icon and the social card), answered from
// memory with their compressed bodies made once, in one writeHead like a page-cache hit: no
// library patches Node's response objects for them (docs/decisions/275-no-express.md). The build
// does not change while the server runs, so its files are listed once at start-up and read on
// first request; anything else goes on to the app without a look at the disk.
import crypto from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { matchesEtag } from '~/page-cache/etag.server'
import { brotliOptions, COMPRESS_THRESHOLD, compressibleType } from './compress'
import { type Encoding, preferredEncoding } from './page-cache/negotiate'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
}
const PUBLIC_IMAGE = /\.(jpe?g|png|gif|webp|avif|svg|ico)$/i

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

type Loaded = { bodies: Record<'br' | 'gzip' | 'identity', Buffer>; etag: string; answers: Map<string, string[]> }
type Listed = { file: string; headers: string[]; compressible: boolean; loaded?: Promise<Loaded> }

export type StaticFilesOptions = {
  /** `/assets/…`: hashed names, kept by browsers and CDNs for a year. */
  immutablePrefix: string
  /** The headers every answer carries (the security headers and policy). */
  baseHeaders: ReadonlyArray<readonly [name: string, value: string]>
}

/** Answers a GET or HEAD for a file of `dir` and returns true; false for anything else. */
export function staticFiles(dir: string, { immutablePrefix, baseHeaders }: StaticFilesOptions) {
  const listed = new Map<string, Listed>()
  for (const file of listFiles(dir)) {
    const address = `/${path.relative(dir, file).split(path.sep).join('/')}`
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
    const compressible = compressibleType(type)
    const own: Array<readonly [string, string]> = [
      ['Content-Type', type],
      ['Cache-Control', address.startsWith(immutablePrefix) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'],
    ]
    // The social card and icons are shown by other sites (link previews).
    if (PUBLIC_IMAGE.test(file)) own.push(['Cross-Origin-Resource-Policy', 'cross-origin'])
    if (compressible) own.push(['Vary', 'Accept-Encoding'])
    const names = new Set(own.map(([name]) => name.toLowerCase()))
    const headers = [...baseHeaders.filter(([name]) => !names.has(name.toLowerCase())), ...own].flat()
    listed.set(address, { file, headers, compressible })
  }

  return function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const target = req.url ?? ''
    const end = target.indexOf('?')
    let address: string
    try {
      address = decodeURIComponent(end === -1 ? target : target.slice(0, end))
    } catch {
      return false
    }
    const entry = listed.get(address)
    if (!entry) return false
    entry.loaded ??= load(entry)
    entry.loaded.then(
      (loaded) => send(req, res, entry, loaded),
      () => {
        entry.loaded = undefined
        res.writeHead(500, ['Content-Type', 'text/plain; charset=utf-8', 'Cache-Control', 'no-store'])
        res.end('This file could not be read.\n')
      },
    )
    return true
  }
}

/**
 * The file's bodies. It is read at once, on the main thread (a few KB to a few hundred): a read
 * queued on Node's thread pool, behind the compressions that share it, made the first page's font
 * arrive after the text was painted. The compressions run there, the quality-11 ones one at a time.
 */
async function load({ file, compressible }: Listed): Promise<Loaded> {
  const identity = fs.readFileSync(file)
  const etag = `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  const loaded: Loaded = { bodies: { identity, gzip: identity, br: identity }, etag, answers: new Map() }
  // Small files are not worth a compressed copy (nor its header bytes).
  if (!compressible || identity.length < COMPRESS_THRESHOLD) return loaded
  const [gz, br] = await Promise.all([gzip(identity, { level: 9 }), brotli(identity, brotliOptions(5, identity.length))])
  loaded.bodies = { identity, gzip: gz, br }
  // Quality 11 is about 9 % smaller and 25 times slower: made after the first answer and sent
  // from then on (with its own Content-Length).
  bestQueue = bestQueue.then(() =>
    brotli(identity, brotliOptions(11, identity.length)).then(
      (best) => {
        if (best.length >= br.length) return
        loaded.bodies = { ...loaded.bodies, br: best }
        loaded.answers.delete('br')
      },
      () => {},
    ),
  )
  return loaded
}

/** The quality-11 compressions, one after another: they never hold more than one of zlib's threads. */
let bestQueue: Promise<void> = Promise.resolve()

function send(req: IncomingMessage, res: ServerResponse, entry: Listed, loaded: Loaded): void {
  if (matchesEtag(req.headers['if-none-match'], loaded.etag)) {
    res.writeHead(304, [...entry.headers, 'ETag', loaded.etag])
    return void res.end()
  }
  const encoding: Encoding = entry.compressible ? preferredEncoding(req.headers['accept-encoding']) : null
  const body = loaded.bodies[encoding ?? 'identity']
  const compressed = body !== loaded.bodies.identity
  const key = compressed ? encoding! : 'identity'
  let headers = loaded.answers.get(key)
  if (!headers) {
    headers = [...entry.headers, 'ETag', loaded.etag, 'Content-Length', String(body.length)]
    if (compressed) headers.push('Content-Encoding', encoding!)
    loaded.answers.set(key, headers)
  }
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []))
}
