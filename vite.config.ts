/// <reference types="vitest/config" />
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, searchForWorkspaceRoot } from 'vite'
import { chunkModules } from './scripts/vite-chunk-modules.js'
import { remixOptions } from './remix.config'

type ChunkMeta = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }
let shell: Set<string> | undefined
/** The modules app/root.tsx imports statically, directly or not (dynamic imports stay their own chunks). */
function shellModules({ getModuleIds, getModuleInfo }: ChunkMeta) {
  if (shell) return shell
  shell = new Set()
  const stack = [...getModuleIds()].filter((id) => id.endsWith('/app/root.tsx'))
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (shell.has(id)) continue
    shell.add(id)
    stack.push(...(getModuleInfo(id)?.importedIds ?? []))
  }
  return shell
}

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The Remix plugin must stay off under Vitest ("can't detect preamble").
  plugins: [tailwindcss(), !process.env.VITEST && remix(remixOptions), chunkModules()],
  // The client's minifier is terser, not esbuild: 5.2 KB less gzip on the home page (decision 294).
  // The server build is left unminified, as Vite makes it.
  // The code every page loads (what the root imports, directly or not) is one chunk: 35 files on
  // the home page become about 20, fewer round trips before the hero image on a slow phone
  // (decision 294: LCP 2.0-2.6 s without it on four of the five measured pages).
  environments: {
    client: {
      build: {
        minify: 'terser',
        terserOptions: { ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
        rollupOptions: { output: { manualChunks: (id, meta) => (shellModules(meta).has(id) ? 'shell' : undefined) } },
      },
    },
  },
  // The dev-server test gives Vite a fresh, empty cache of its own (never the developer's).
  cacheDir: process.env.DEV_VITE_CACHE_DIR || undefined,
  server: {
    watch: { ignored: ['**/.data/**', '**/studio/**'] },
    // node_modules may be a link to an install elsewhere (a git worktree's): Vite serves files from
    // the project only, and the packages behind that link are the project's too.
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), fs.realpathSync('node_modules')] },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
