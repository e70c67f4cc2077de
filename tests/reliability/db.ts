// Reads a stopped server's data directory directly: what was really stored, and proof that the
// database opens cleanly (after a crash too).
import { openDatabase } from '~/backend/embedded/database.server'

export async function readStored<T>(dataDir: string, sql: string): Promise<T[]> {
  const { db, close } = await openDatabase({ dataDir })
  try {
    return (await db.query<T>(sql)).rows
  } finally {
    await close()
  }
}
