/// <reference types="vitest/config" />
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { chunkModules } from './scripts/vite-chunk-modules.js'
import { clientBundle } from './scripts/vite-client-bundle.js'
import { lucideImports } from './scripts/vite-lucide-imports.js'
import { remixOptions } from './remix.config'

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The Remix plugin must stay off under Vitest ("can't detect preamble").
  plugins: [tailwindcss(), lucideImports(), !process.env.VITEST && remix(remixOptions), clientBundle(), chunkModules()],
  server: { watch: { ignored: ['**/.data/**', '**/studio/**'] } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
