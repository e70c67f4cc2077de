// Exact requests through node:http: any method (TRACE too, which fetch refuses), any bytes as the
// body (invalid UTF-8, truncated multipart), any headers. Answers status, headers and body text.
// And a request whose client leaves at once (node:net), for what the server does then.
import http from 'node:http'
import net from 'node:net'

export interface RawReply {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

type RawOptions = { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string }

/**
 * A server that answers early (a refused form) and closes the connection can reset it while the
 * client is still writing: the client then sees EPIPE or ECONNRESET before it has read the answer,
 * which the server did send. Such a request is sent again (five times at most, a little later each
 * time: on a loaded machine the race was lost three times in a row); a real failure repeats.
 */
export async function rawRequest(base: string, options: RawOptions): Promise<RawReply> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await rawRequestOnce(base, options)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (attempt === 6 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

function rawRequestOnce(base: string, options: RawOptions): Promise<RawReply> {
  const url = new URL(base)
  const body = options.body === undefined ? undefined : Buffer.from(options.body)
  return new Promise((resolve, reject) => {
    // A server may answer (413) and close before the whole body is sent: the answer counts.
    let answered: RawReply | undefined
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          ...(body && !options.headers?.['Transfer-Encoding'] ? { 'Content-Length': String(body.length) } : {}),
          ...options.headers,
        },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        answered = { status: response.statusCode ?? 0, headers: response.headers, body: '' }
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', (error) => (answered ? resolve({ ...answered, body: Buffer.concat(chunks).toString('utf8') }) : reject(error)))
      },
    )
    request.on('error', (error) => (answered ? resolve(answered) : reject(error)))
    request.setTimeout(60_000, () => request.destroy(new Error(`${options.method} ${options.path}: no answer in 60 s`)))
    request.end(body)
  })
}

/**
 * Sends a GET over a new connection and closes it as soon as the request has been handed to the
 * kernel, without reading anything: a visitor who leaves before the answer comes.
 */
export function requestAndLeave(base: string, path: string): Promise<void> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/html\r\n\r\n`, (error) => {
        socket.destroy()
        if (error) reject(error)
        else resolve()
      })
    })
    socket.once('error', reject)
  })
}

/** A stack trace or an internal error name in a page means the server told a visitor too much. */
export function leaksInternals(body: string) {
  return /^\s+at .+\(.+:\d+:\d+\)$/m.test(body) || /\b(TypeError|ReferenceError|ERR_[A-Z_]+)\b/.test(body)
}
