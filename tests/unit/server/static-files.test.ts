import express from 'express'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staticFiles } from '../../../server/static-files'

// Built files are served as express.static serves them; anything else goes on to the next
// handler (Remix) without a look at the disk, so a file that appears later is not served.
let dir: string
let base: string
let close: () => void

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.css'), 'body{}')
  fs.writeFileSync(path.join(dir, 'with space.txt'), 'spaced')
  const app = express()
  app.use('/assets', staticFiles(path.join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false }))
  app.use(staticFiles(dir, { maxAge: '1h', index: false }))
  app.use((req, res) => void res.status(404).send(`next: ${req.path}`))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => {
  close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('staticFiles', () => {
  test('serves the files that exist, with express.static’s headers', async () => {
    const icon = await fetch(`${base}/favicon.svg`)
    expect(icon.status).toBe(200)
    expect(await icon.text()).toBe('<svg/>')
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600')
    const css = await fetch(`${base}/assets/app-1a2b.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetch(`${base}/with%20space.txt`)).status).toBe(200)
  })

  test('anything else goes to the next handler: pages, missing assets, bad escapes, directories', async () => {
    for (const address of ['/blog', '/assets/missing.js', '/%E0%A4%A', '/assets', '/', '/favicon.svg/x']) {
      const response = await fetch(`${base}${address}`)
      expect(response.status, address).toBe(404)
      expect(await response.text(), address).toMatch(/^next: /)
    }
  })

  test('the list is taken at start-up: a file written later is not served', async () => {
    fs.writeFileSync(path.join(dir, 'later.txt'), 'late')
    expect((await fetch(`${base}/later.txt`)).status).toBe(404)
  })
})
