// Bundles the server (server/index.ts and the app modules it imports: the environment rules, the
// staff area, the media limit) into build/server-bundle/index.js for production, and the backup
// commands into backup.js and restore.js beside it, as the Epic Stack builds its server with esbuild. Packages stay imports of node_modules, and Remix's own build
// (build/server/index.js) is imported by the server at run time, not bundled. Part of `npm run build`;
// tests/unit/server/build-server.test.ts checks what the bundle imports.
import * as esbuild from 'esbuild'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Builds the bundle into `outfile` (relative to the project's root), and beside it the operator's
 * commands that open the embedded database (`backup.js`, `restore.js`: `npm run backup`, `npm run
 * restore`), so that they run where only production dependencies are installed (an image).
 */
export async function buildServer(outfile = 'build/server-bundle/index.js') {
  const dir = path.dirname(outfile)
  const entryPoints = { [path.basename(outfile, '.js')]: 'server/index.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts' }
  await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: dir,
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

/**
 * build/release.json: the version and the commit this build is of, for /healthz
 * (app/config/release.server.ts): GIT_COMMIT when set (an image's build argument), else git's.
 */
export function recordRelease(file = 'build/release.json') {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  let commit = process.env.GIT_COMMIT?.trim()
  try {
    commit ||= execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    // no git here: "unknown"
  }
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), JSON.stringify({ version, commit: commit || 'unknown' }) + '\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer()
  recordRelease()
}
