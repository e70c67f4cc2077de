import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

/**
 * The Postgres extensions our migrations create, as PGlite loads them. Every PGlite that runs the
 * migrations or opens a migrated database needs all of them (pg_trgm serves the admin's title search).
 * Options as the only argument: `new PGlite(undefined, options)` silently drops the extensions.
 */
export const extensions = { pgcrypto, pg_trgm }
