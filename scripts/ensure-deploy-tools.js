// Makes sure Debian's tools for tests/deploy are there: buildah and debootstrap (the image and its
// local base), nginx (the TLS front), testssl.sh and wrk. Installs the missing ones when root (as
// ensure-varnish.js does); otherwise names them. Whether buildah can run is the image suite's own
// check: where it cannot, that suite says why and is skipped.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const TOOLS = {
  buildah: ['/usr/bin/buildah'],
  debootstrap: ['/usr/sbin/debootstrap'],
  'nginx-light': ['/usr/sbin/nginx'],
  'testssl.sh': ['/usr/bin/testssl'],
  wrk: ['/usr/bin/wrk'],
}

const missing = () => Object.keys(TOOLS).filter((name) => !TOOLS[name].some((file) => fs.existsSync(file)))

// Without these two the image suite is skipped (it says why); the others the suite cannot do without.
const IMAGE_ONLY = ['buildah', 'debootstrap']

if (missing().length) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing for the deploy suite: ${missing().join(', ')}. Install them (apt-get install ${missing().join(' ')}).`)
    process.exit(missing().every((name) => IMAGE_ONLY.includes(name)) ? 0 : 1)
  }
  console.log(`Installing Debian’s ${missing().join(', ')} for the deploy suite…`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing().join(' ')}`, { stdio: 'inherit' })
  if (missing().length) process.exit(1)
}
