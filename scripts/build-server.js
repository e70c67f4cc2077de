// Bundles the server (server/index.ts and the app modules it imports: the environment rules, the
// staff area, the media limit) into build/server-bundle/index.js for production, as the Epic Stack
// builds its server with esbuild. Packages stay imports of node_modules, and Remix's own build
// (build/server/index.js) is imported by the server at run time, not bundled. Part of `npm run build`.
import * as esbuild from 'esbuild'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['server/index.ts'],
  outfile: 'build/server-bundle/index.js',
  bundle: true,
  // Packages and Node's modules stay imports; the app's own modules (`~/…`, tsconfig's paths) are bundled.
  plugins: [{ name: 'packages-external', setup: (build) => build.onResolve({ filter: /^[^./~]/ }, () => ({ external: true })) }],
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
})
