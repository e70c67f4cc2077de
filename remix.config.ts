import type { VitePluginConfig } from '@remix-run/dev'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

// The Remix plugin's options, read by vite.config.ts (Remix under Vite has no config file of its
// own; this one keeps the owner's layout and holds the future flags in one place).
export const remixOptions: VitePluginConfig = {
  ignoredRouteFiles: ['**/*.test.*', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    // Development: Vite finds the browser's dependencies from every route at start-up (decision 245).
    unstable_optimizeDeps: true,
  },
}
