// Makes sure Debian's Varnish is there for tests/reliability/varnish.test.ts; installs it when root
// and none is found (as ensure-browser.js does for Chromium).
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const found = () => ['/usr/sbin/varnishd', '/usr/bin/varnishd'].some((file) => fs.existsSync(file))

if (!found()) {
  if (process.getuid?.() !== 0) {
    console.error('No varnishd found. Install it (apt-get install varnish) for the Varnish suite.')
    process.exit(1)
  }
  console.log('Installing Debian’s Varnish for the shared-cache suite…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq varnish', { stdio: 'inherit' })
  if (!found()) process.exit(1)
}
