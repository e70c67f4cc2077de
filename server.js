// Starts the server (server/index.ts). In development (`--dev`, or NODE_ENV other than
// production) its TypeScript source runs through tsx, so an edit needs no build; in production the
// bundle `npm run build` made of it (scripts/build-server.js). `npm start`, `npm run dev`, the tests
// and the benchmarks all run `node server.js` from the project's root.
// `.env` next: it may set NODE_ENV, and the app's environment rules read what it sets.
import './scripts/dot-env.js'
import fs from 'node:fs'

// The one rule for which mode the server runs in: production is NODE_ENV=production without
// `--dev`. It is settled here, in NODE_ENV, before anything reads it: server/index.ts, the app and
// React all read that one variable.
const isDev = process.argv.includes('--dev') || process.env.NODE_ENV?.trim() !== 'production'
process.env.NODE_ENV = isDev ? 'development' : 'production'
const bundle = new URL('./build/server-bundle/index.js', import.meta.url)

if (isDev) {
  const { register } = await import('tsx/esm/api')
  register()
  await import('./server/index.ts')
} else if (fs.existsSync(bundle)) {
  await import(bundle.href)
} else {
  console.error(
    'Cannot start: the server is not built (build/server-bundle). Run `npm run build`, or `npm start`, which builds what is missing.',
  )
  process.exit(1)
}
