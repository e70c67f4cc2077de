// The real-database tier's setup, once per run: checks the PostgREST binary, starts a throwaway
// PostgreSQL 15 cluster, builds the two template databases (bootstrap, migrations, seed) and tells
// the test files where the cluster is. Each file clones a template and starts its own PostgREST
// (project.ts); the teardown stops the server it started, by its pid.
import type { TestProject } from 'vitest/node'
import { startCluster } from './cluster'
import { verifyPostgrest } from './postgrest'
import { buildTemplates } from './templates'

declare module 'vitest' {
  export interface ProvidedContext {
    realDb: { socketDir: string; port: number }
  }
}

export default async function setup(project: TestProject) {
  verifyPostgrest()
  const started = Date.now()
  const cluster = await startCluster()
  try {
    await buildTemplates(cluster)
  } catch (error) {
    await cluster.stop()
    throw error
  }
  console.log(`[real-db] PostgreSQL 15 (pid ${cluster.pid}) migrated in ${Date.now() - started} ms`)
  project.provide('realDb', { socketDir: cluster.socketDir, port: cluster.port })
  // Should the run end without its teardown (an interrupt), the server still goes: immediate shutdown.
  const onExit = () => {
    try {
      process.kill(cluster.pid, 'SIGQUIT')
    } catch {
      // already stopped
    }
  }
  process.once('exit', onExit)
  return async () => {
    process.off('exit', onExit)
    await cluster.stop()
  }
}
