// Kept (decision 294): without it the dev server pre-bundles 11 server packages for the browser.
// Development only: the browser's dependencies are pre-bundled once, at start-up, and only they.
// On a fresh node_modules/.vite, Vite used to find them page by page and reload the browser
// mid-hydration ("Invalid hook call", then `Cannot read properties of null (reading 'useState')`),
// and pre-bundled server packages (nodemailer, groq-js, @remix-run/node) for the browser.
// - Remix's `unstable_optimizeDeps` (remix.config.ts) starts Vite's crawl at every route. The crawl
//   reads a route module whole, loader and action included: `browserRouteModules` first strips the
//   exports the browser never gets, with the Remix plugin's own function, so the crawl follows what
//   the browser imports and nothing else.
// - Remix's dev CSS collection walks the server's module graph and looks each import up through
//   Vite 6's mixed module graph, which resolves it in the browser's environment too; there, a bare
//   package name resolved without an importer (Vite names `<root>/index.html` then; this app has
//   none) counts as a newly found browser dependency (the mailer, the GROQ engine). The browser's
//   own imports always have an importer, so `serverLookupsStayOnServer` answers those as external.
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { transformWithEsbuild } from 'vite'

const require = createRequire(import.meta.url)
// Remix 2's route transform (not a public export; Remix 2 is in maintenance, so the path holds).
const { removeExports } = require('@remix-run/dev/dist/vite/remove-exports.js')

/** The exports Remix removes from a route module before the browser gets it (its SERVER_ONLY_ROUTE_EXPORTS). */
const SERVER_ONLY_EXPORTS = ['loader', 'action', 'headers']

/** Route modules by the flat-routes convention: app/root.tsx, app/routes/<name>.tsx, app/routes/<name>/route.tsx. */
const ROUTE_MODULE = /\/app\/(root|routes\/[^/]+|routes\/[^/]+\/route)\.tsx?$/

/** A package name, bare (`nodemailer`, `@remix-run/node/x`): no path, alias, virtual module or scheme. */
const BARE_PACKAGE = /^(@[\w.-]+\/)?\w[\w.-]*(\/[^:]*)?$/
const STYLE = /\.(css|scss|sass|less)$/

/** A route module's code as the browser gets it (TypeScript and JSX compiled, server exports gone). */
export async function clientRouteCode(file) {
  const source = await fs.readFile(file, 'utf8')
  const { code } = await transformWithEsbuild(source, file, { jsx: 'automatic' })
  return removeExports(code, SERVER_ONLY_EXPORTS).code
}

/** The esbuild plugin for Vite's dependency crawl (optimizeDeps.esbuildOptions.plugins). */
export function browserRouteModules() {
  return {
    name: 'arclight-browser-route-modules',
    setup(build) {
      build.onLoad({ filter: ROUTE_MODULE }, async ({ path }) => ({ contents: await clientRouteCode(path), loader: 'js' }))
    },
  }
}

/** Whether a lookup in the browser's environment comes from the server graph's walk, not from browser code. */
export const isServerGraphLookup = (id, importer, root) =>
  (!importer || importer === path.join(root, 'index.html')) && BARE_PACKAGE.test(id) && !STYLE.test(id)

/** @returns {import('vite').Plugin} */
export function serverLookupsStayOnServer() {
  let root = process.cwd()
  return {
    name: 'arclight-server-lookups-stay-on-server',
    apply: 'serve',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    resolveId(id, importer, options) {
      if (this.environment.name !== 'client' || options?.scan || !isServerGraphLookup(id, importer, root)) return
      return { id, external: true }
    },
  }
}
