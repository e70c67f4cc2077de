import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { UPLOAD_PATHS } from '~/admin/media-rules'
import { bodyLimit } from '../../../server/body-limit'

// The server reads a staff POST with room for a file only on the pages the app lists (UPLOAD_PATHS,
// app/admin/media-rules.ts). The list is checked here against the routes themselves: a route that
// takes a file (it uses app/admin/upload.server.ts or media-upload.server.ts) must be listed, and
// every listed path must be such a route, so a renamed or new upload route fails this test.
const routesDir = path.resolve(import.meta.dirname, '../../../app/routes')
const TAKES_A_FILE = /from '~\/admin\/(media-upload|upload)\.server'/

/** A flat route's URL path (Remix's file conventions, enough for the admin routes): `admin.media.upload.ts` → /admin/media/upload. */
function urlPath(name: string) {
  const segments = name
    .replace(/\.[jt]sx?$/, '')
    .split('.')
    .filter((segment) => segment !== '_index' && !segment.startsWith('_'))
    .map((segment) => segment.replace(/_$/, '').replace(/^\$(.*)$/, ':$1'))
  return `/${segments.join('/')}`
}

/** The routes whose module (or, for a folder route, any of its files) takes a file upload. */
function uploadRoutes() {
  const found: string[] = []
  for (const entry of fs.readdirSync(routesDir, { withFileTypes: true })) {
    const full = path.join(routesDir, entry.name)
    const files = entry.isDirectory() ? fs.readdirSync(full).map((file) => path.join(full, file)) : [full]
    if (files.some((file) => /\.[jt]sx?$/.test(file) && TAKES_A_FILE.test(fs.readFileSync(file, 'utf8')))) found.push(urlPath(entry.name))
  }
  return found.sort()
}

describe('the upload paths', () => {
  it('are exactly the routes that take a file', () => {
    expect(urlPath('admin.media.upload.ts')).toBe('/admin/media/upload')
    expect(uploadRoutes()).toEqual([...UPLOAD_PATHS].sort())
  })

  it('get room for a file from the request gate, for staff only', () => {
    for (const path of UPLOAD_PATHS) {
      expect(bodyLimit(path, { staff: true, mediaMaxBytes: 1000 }), path).toMatchObject({ upload: true, bytes: 1000 + 1024 * 1024 })
      expect(bodyLimit(path, { staff: false }).upload, path).toBe(false)
    }
    expect(bodyLimit('/admin/blog/new', { staff: true }).upload).toBe(false)
  })
})
