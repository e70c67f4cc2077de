// Small helpers for the loopback fakes (node:http).
import type { IncomingMessage, ServerResponse } from 'node:http'

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  try {
    const value = JSON.parse((await readBody(request)).toString() || 'null') as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

export function bearer(request: IncomingMessage) {
  return request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? ''
}
