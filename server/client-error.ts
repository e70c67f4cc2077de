// A request Node's parser refuses before any handler sees it (an address or headers over its 16 KB
// limit, bytes that are not HTTP, a request that took too long to arrive). Node's own answer is a
// bare status line with no body: a visitor who followed a very long link saw a blank page. This
// one says what happened, with the security headers every answer carries, and closes the connection.
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { refusalPage } from './refusal'

const ANSWERS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'This address, or the request’s headers, is too long for this server. Please check the link you followed.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
}
const UNREADABLE: [number, string] = [400, 'This request could not be read.']

/** A `clientError` listener for an http.Server: `headers` are the security headers and policy every answer carries. */
export function answerClientError(headers: ReadonlyArray<readonly [string, string]>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // Gone already, or a response has begun on it: nothing can be said.
    if (
      error.code === 'ECONNRESET' ||
      !socket.writable ||
      (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
    ) {
      socket.destroy()
      return
    }
    const [status, message] = ANSWERS[error.code ?? ''] ?? UNREADABLE
    const body = Buffer.from(refusalPage(status, message))
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      'Content-Type: text/html; charset=utf-8',
      'Cache-Control: no-store',
      `Content-Length: ${body.length}`,
      'Connection: close',
    ]
    socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]))
  }
}
