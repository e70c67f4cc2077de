// Makes sure a Chromium is there for the browser tests; installs Debian's when root and none is found.
import { execSync } from 'node:child_process'
import { findChromium } from './browser-path.js'

if (!findChromium()) {
  if (process.getuid?.() !== 0) {
    console.error('No Chromium found. Install one (apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_PATH.')
    process.exit(1)
  }
  console.log('Installing Debian’s Chromium for the browser tests…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  })
  if (!findChromium()) process.exit(1)
}
