import type { ServerBuild } from '@remix-run/node'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT, SESSION_SECRET, freshDataDir } from './server'

/** The production build's request handler, called in this process with a load context of the test's own. */
export type BuiltHandler = (request: Request, context: Record<string, unknown>) => Promise<Response>

/** Loads the production build in this process, on a fresh data directory, with `env` set first. */
export async function builtAppHandler(label: string, env: Record<string, string> = {}): Promise<BuiltHandler> {
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATA_DIR: freshDataDir(label),
    SESSION_SECRET,
    SITE_URL: 'https://www.example.com',
    ...env,
  })
  const { createRequestHandler } = await import('@remix-run/node')
  // The build's path is computed, so type-checking does not need a build to exist.
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.join(ROOT, 'build/server/index.js')).href)) as ServerBuild
  return createRequestHandler(build, 'production') as unknown as BuiltHandler
}
