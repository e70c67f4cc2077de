import type { VitePluginConfig } from '@remix-run/dev'

// The Remix Vite plugin's options; vite.config.ts imports them.
export const remixOptions: VitePluginConfig = {
  ignoredRouteFiles: ['**/*.test.*', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}

export default remixOptions
