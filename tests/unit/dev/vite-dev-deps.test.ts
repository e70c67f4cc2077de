import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientRouteCode, isServerGraphLookup } from '../../../scripts/vite-dev-deps.js'

// What Vite's start-up crawl reads of each route module under `npm run dev`: the browser's part
// only. The browser test (tests/e2e/dev-first-visit.spec.ts) checks the whole on a real dev server.

const routeModules = [
  'app/root.tsx',
  ...fs.readdirSync('app/routes', { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return [path.join('app/routes', entry.name)]
    return ['route.tsx', 'route.ts'].map((name) => path.join('app/routes', entry.name, name)).filter((file) => fs.existsSync(file))
  }),
]
const imports = (code: string) =>
  [...code.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1] ?? m[2])

describe('a route module as the crawl reads it', () => {
  it('keeps the page and drops the loader, the action and their imports', async () => {
    const code = await clientRouteCode(path.resolve('app/routes/login.tsx'))
    expect(code).toMatch(/export default/)
    expect(code).not.toMatch(/export (async )?function (loader|action)\b|export const (loader|action)\b/)
    expect(imports(code)).toContain('@remix-run/react')
  })

  it('of every route imports no server module and no server runtime', async () => {
    expect(routeModules.length).toBeGreaterThan(30)
    for (const file of routeModules) {
      const found = imports(await clientRouteCode(path.resolve(file)))
      expect(
        found.filter((id) => /\.server$|^@remix-run\/(node|express)$/.test(id)),
        file,
      ).toEqual([])
    }
  })
})

describe('a lookup in the browser environment without an importer (the dev CSS walk of the server graph)', () => {
  const root = '/project'
  it('is one for a bare package name', () => {
    for (const id of ['nodemailer', 'groq-js', '@remix-run/node', '@electric-sql/pglite/contrib/pgcrypto']) {
      expect(isServerGraphLookup(id, undefined, root), id).toBe(true)
      expect(isServerGraphLookup(id, '/project/index.html', root), id).toBe(true)
    }
  })
  it('is not one for an import of browser code, a file, a virtual module or a style sheet', () => {
    expect(isServerGraphLookup('react', '/project/app/root.tsx', root)).toBe(false)
    expect(isServerGraphLookup('/app/root.tsx', undefined, root)).toBe(false)
    expect(isServerGraphLookup('~/site/site', undefined, root)).toBe(false)
    expect(isServerGraphLookup('virtual:remix/server-build', undefined, root)).toBe(false)
    expect(isServerGraphLookup('\0virtual:remix/hmr-runtime', undefined, root)).toBe(false)
    expect(isServerGraphLookup('@fontsource-variable/inter/index.css', undefined, root)).toBe(false)
  })
})
