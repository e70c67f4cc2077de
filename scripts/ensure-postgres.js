// Makes sure PostgreSQL 15 is there for the real-database tests (tests/real-db); installs Debian's
// postgresql-15 when root and it is missing. PG_BIN overrides where its binaries are looked for.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const bin = process.env.PG_BIN || '/usr/lib/postgresql/15/bin'
const found = () => ['postgres', 'initdb', 'pg_isready'].every((name) => fs.existsSync(path.join(bin, name)))

if (!found()) {
  if (process.getuid?.() !== 0) {
    console.error(`PostgreSQL 15 not found in ${bin}. Install it (apt-get install postgresql-15) or set PG_BIN.`)
    process.exit(1)
  }
  console.log('Installing Debian’s PostgreSQL 15 for the real-database tests…')
  // Without a cluster of its own: the package would otherwise create and start one on port 5432.
  const install = 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends'
  execSync(
    `apt-get update -qq && ${install} postgresql-common && ` +
      `sed -i 's/^#* *create_main_cluster.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf && ` +
      `${install} postgresql-15`,
    { stdio: 'inherit' },
  )
  if (!found()) process.exit(1)
}
