// Bundles the server (server/index.ts and the app modules it imports: the environment rules, the
// staff area, the media limit) into build/server-bundle/index.js for production, as the Epic Stack
// builds its server with esbuild. Packages stay imports of node_modules, and Remix's own build
// (build/server/index.js) is imported by the server at run time, not bundled. Part of `npm run build`;
// tests/unit/server/build-server.test.ts checks what the bundle imports.
import * as esbuild from 'esbuild'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')

/** Builds the bundle into `outfile` (relative to the project's root). */
export async function buildServer(outfile = 'build/server-bundle/index.js') {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['server/index.ts'],
    outfile,
    bundle: true,
    // Packages and Node's modules stay imports; the app's own modules (`~/…`, tsconfig's paths) are bundled.
    plugins: [{ name: 'packages-external', setup: (build) => build.onResolve({ filter: /^[^./~]/ }, () => ({ external: true })) }],
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer()
