import { config } from 'zod/v4/core'

// Zod 4 probes `new Function("")` to decide whether to compile fast parsers. Under our CSP
// (no 'unsafe-eval') the probe fails as intended, but the browser still reports a
// securitypolicyviolation on every page with a form. `jitless` skips the probe. It must run
// before any schema is defined, so each module with a browser-side schema imports this first
// (not root.tsx: zod would then weigh on every page's first load).
config({ jitless: true })
