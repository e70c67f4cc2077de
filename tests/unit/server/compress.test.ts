import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compressorFor } from '../../../server/compress'
import { handlerChain } from '../../../server/handler-chain'

// A rendered answer is compressed as the `compression` middleware did it: text over 1 KB, in the
// encoding the client prefers, unless already encoded or marked no-transform; Vary always for text.
const text = 'A rendered page. '.repeat(200)
let base: string
let server: http.Server

beforeAll(async () => {
  const chain = handlerChain<unknown>(
    [
      (req, _res, next) => {
        if (req.url === '/throws') throw new Error('thrown')
        next()
      },
      async (req, _res, next) => {
        if (req.url === '/rejects') throw new Error('rejected')
        next()
      },
      (req, res) => {
        const url = new URL(req.url!, 'http://x')
        res.setHeader('Content-Type', url.searchParams.get('type') ?? 'text/html; charset=utf-8')
        for (const name of ['Cache-Control', 'Content-Encoding', 'Vary', 'Content-Length']) {
          const value = url.searchParams.get(name)
          if (value) res.setHeader(name, value)
        }
        const body = url.searchParams.has('small') ? 'small' : text
        const compressor = compressorFor(req, res)
        if (!compressor) return void res.end(body)
        compressor.pipe(res)
        compressor.end(body)
      },
    ],
    (error, _req, res) => {
      res.statusCode = 500
      res.end(`failed: ${(error as Error).message}`)
    },
  )
  server = http.createServer((req, res) => chain(req, res, {}))
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

function get(path: string, acceptEncoding = 'gzip, br') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('compressorFor', () => {
  test('text is sent in the preferred encoding, without a length, with Vary', async () => {
    const br = await get('/')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-length']).toBeUndefined()
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text)
    const gzip = await get('/', 'gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(text)
    expect((await get('/', '')).headers['content-encoding']).toBeUndefined()
  })

  test('left as it is: images, small bodies, encoded ones, no-transform; Vary is added to, not replaced', async () => {
    expect((await get('/?type=image/png')).headers).not.toHaveProperty('content-encoding')
    expect((await get('/?type=image/png')).headers).not.toHaveProperty('vary')
    const small = await get('/?small&Content-Length=5')
    expect([small.headers['content-encoding'], small.headers.vary, small.body.toString()]).toEqual([undefined, 'Accept-Encoding', 'small'])
    expect((await get('/?Content-Encoding=gzip')).headers['content-encoding']).toBe('gzip')
    expect((await get('/?Cache-Control=no-transform')).headers).not.toHaveProperty('content-encoding')
    expect((await get('/?Vary=Cookie')).headers.vary).toBe('Cookie, Accept-Encoding')
  })
})

describe('handlerChain', () => {
  test('a step that throws or rejects fails the request instead of leaving it unanswered', async () => {
    expect(await get('/throws')).toMatchObject({ status: 500, body: Buffer.from('failed: thrown') })
    expect(await get('/rejects')).toMatchObject({ status: 500, body: Buffer.from('failed: rejected') })
  })
})
