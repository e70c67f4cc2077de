import { config } from 'zod/v4/core'

// Zod 4 probes `new Function("")` to decide whether to compile fast parsers. Under our CSP
// (no 'unsafe-eval') the probe fails as intended, but the browser still reports a
// securitypolicyviolation on every page with a form. `jitless` skips the probe. It must run
// before any schema is defined, so root.tsx imports this module first.
config({ jitless: true })
