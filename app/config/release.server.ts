import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { env } from './env.server'

// Which release runs (README "Updates"): the version in package.json and the commit it was built
// from. GIT_COMMIT wins (set at build time where the build has no .git, e.g. an image); else the
// commit `npm run build` recorded in build/release.json (scripts/build-server.js); else, in
// development, git's own; else "unknown". Read once: /healthz stays cheap.

export interface Release {
  version: string
  commit: string
}

const RELEASE_FILE = path.resolve('build/release.json')

/** The commit git reports for the working directory, or null (no git, no repository). */
export function gitCommit(cwd = process.cwd()): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    )
  } catch {
    return null
  }
}

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** Works the release out (release() keeps the answer). */
export function readRelease(): Release {
  const built = readJson(RELEASE_FILE)
  const version = String(readJson(path.resolve('package.json'))?.version ?? built?.version ?? 'unknown')
  const commit = env().GIT_COMMIT ?? (typeof built?.commit === 'string' ? built.commit : null) ?? gitCommit() ?? 'unknown'
  return { version, commit }
}

let cached: Release | undefined
export const release = (): Release => (cached ??= readRelease())
