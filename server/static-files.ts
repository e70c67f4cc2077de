import express, { type RequestHandler } from 'express'
import fs from 'node:fs'
import path from 'node:path'

/**
 * `express.static` for a built directory, asked only for files that are in it. The build does not
 * change while the server runs, so its files are listed once at start-up: a page request no longer
 * costs a `stat` of a file that is not there (and the 404 error object `send` builds for it)
 * before it reaches Remix. `dir` is the directory (e.g. build/client), `options` express.static's.
 */
export function staticFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const files = new Set(listFiles(dir).map((file) => `/${path.relative(dir, file).split(path.sep).join('/')}`))
  const serve = express.static(dir, options)
  return (req, res, next) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(req.path)
    } catch {
      return next()
    }
    return files.has(pathname) ? serve(req, res, next) : next()
  }
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []))
}
