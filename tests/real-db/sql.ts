// Connections to the test cluster (postgres.js over its Unix socket; every role logs in by trust).
import postgres from 'postgres'

export interface ClusterAddress {
  socketDir: string
  port: number
}

export function connect(cluster: ClusterAddress, database: string, username: string, max = 1) {
  return postgres({
    host: cluster.socketDir,
    port: cluster.port,
    database,
    username,
    max,
    onnotice: () => undefined,
    // Rows come back as PostgreSQL sends them; bigint ids as numbers (they stay far below 2^53).
    types: { bigint: { to: 20, from: [20], serialize: (n: number) => String(n), parse: (s: string) => Number(s) } },
    transform: { undefined: null },
  })
}

export type Sql = ReturnType<typeof connect>
