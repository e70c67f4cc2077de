import { identifyRequest } from '~/auth/request-identity.server'
import { openBackendAtStartup } from '~/backend/startup.server'
import { blogFallbackCount } from '~/blog/public-reads.server'
import { onContentChange } from '~/config/content-changes.server'
import { startBackups } from '~/config/ports.server'
import { reportError } from '~/observability/error-reporting.server'
import { runInRequestScope } from '~/preview/preview-scope.server'

// The one seam between the HTTP server (server/index.ts) and the app's build: what the server asks
// of the app besides Remix's request handler, under one typed name. app/entry.server.tsx exports it,
// so the server reaches the same modules the routes use, whether Vite loads the build (development)
// or the server imports it (production); imported directly, they would be a second copy with its
// own state (docs/decisions/256-one-server-seam.md).
export const serverSeam = {
  /** Staff or not, and the client's address, before a body is read (server/request-guard.ts). */
  identifyRequest,
  /** Opens the backend before the server listens: a locked or broken database stops the start. */
  openBackend: openBackendAtStartup,
  /** Once the backend is open: `npm run backup`'s socket and scheduled backups (embedded only, decision 298). */
  startBackups,
  /** Hears of every content write made through this process: the page cache purges its tags. */
  onContentChange,
  /** Runs each request's loaders and render with its preview state (app/preview). */
  runInRequestScope,
  /**
   * How many public blog reads have fallen back so far: a page rendered while it grew lacks the
   * admin posts, so the page cache serves it but does not keep it.
   */
  blogFallbackCount,
  /** Sends an error the server met outside Remix to the error reports, when SENTRY_DSN is set. */
  reportError,
}

export type ServerSeam = typeof serverSeam
