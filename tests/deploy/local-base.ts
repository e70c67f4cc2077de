// The image's base for the tests: registries of base images cannot be reached here, so a Debian
// root made with debootstrap (minbase, bookworm: what node:24-slim is built on) with Node from the
// npm package `node` (the project's own Node 24) and the host's npm, laid out as the official
// image lays them out (/usr/local/bin). Made once per versions and kept in buildah's storage under
// a tag naming them, so later runs start at once.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../reliability/server'

const SUITE = 'bookworm'
// The binary that the npm package `node` installs (npm scripts run it): Node 24 for linux-x64.
const NODE_BIN = fs.realpathSync(path.join(ROOT, 'node_modules/.bin/node'))
// The npm that runs these tests (`npm run test:deploy` names its own script), else Debian's.
const NPM_DIR = process.env.npm_execpath ? path.resolve(process.env.npm_execpath, '../..') : '/usr/lib/node_modules/npm'
// The machine's trust store: it holds the CA of this sandbox's egress proxy, without which npm
// inside the build cannot reach the registry.
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt'

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
const npmVersion = () => (JSON.parse(fs.readFileSync(path.join(NPM_DIR, 'package.json'), 'utf8')) as { version: string }).version

/** The local base's name, keyed by what is in it. */
export function localBaseName() {
  return `localhost/arclight-local-base:${SUITE}-node${run(NODE_BIN, ['--version']).slice(1)}-npm${npmVersion()}`
}

function exists(image: string) {
  try {
    run('buildah', ['inspect', '--type', 'image', image])
    return true
  } catch {
    return false
  }
}

/** The base's name; made first when it is not in buildah's storage yet (about a minute). */
export function ensureLocalBase(): string {
  const name = localBaseName()
  if (exists(name)) return name
  const rootfs = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-base-'))
  try {
    execFileSync('debootstrap', ['--variant=minbase', '--include=ca-certificates', SUITE, rootfs, 'http://deb.debian.org/debian'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    // No package lists nor downloaded packages in the image, as in Debian's own images.
    for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
      fs.rmSync(path.join(rootfs, dir), { recursive: true, force: true })
      fs.mkdirSync(path.join(rootfs, dir, 'partial'), { recursive: true })
    }
    fs.copyFileSync(NODE_BIN, path.join(rootfs, 'usr/local/bin/node'))
    fs.cpSync(NPM_DIR, path.join(rootfs, 'usr/local/lib/node_modules/npm'), { recursive: true, dereference: true })
    fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(rootfs, 'usr/local/bin/npm'))
    fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(rootfs, 'usr/local/bin/npx'))
    fs.copyFileSync(CA_BUNDLE, path.join(rootfs, 'etc/ssl/certs/ca-certificates.crt'))
    const container = run('buildah', ['from', 'scratch'])
    try {
      const mounted = run('buildah', ['mount', container])
      execFileSync('cp', ['-a', `${rootfs}/.`, mounted])
      run('buildah', ['umount', container])
      // node:24-slim's settings that the Containerfile relies on, and the proxy's CA for Node itself.
      run('buildah', ['config', '--env', 'NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt', '--cmd', 'node', container])
      run('buildah', ['commit', '--quiet', container, name])
    } finally {
      run('buildah', ['rm', container])
    }
  } finally {
    fs.rmSync(rootfs, { recursive: true, force: true })
  }
  return name
}
