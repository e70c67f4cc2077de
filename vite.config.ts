/// <reference types="vitest/config" />
import { vitePlugin as remix, type VitePluginConfig } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

// The Remix plugin's options (Remix reads them from here under Vite; there is no remix.config).
const remixOptions: VitePluginConfig = {
  ignoredRouteFiles: ['**/*.test.*', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The Remix plugin must stay off under Vitest ("can't detect preamble").
  plugins: [tailwindcss(), !process.env.VITEST && remix(remixOptions)],
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
