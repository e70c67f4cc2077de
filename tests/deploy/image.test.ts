// The container image (Containerfile), built with buildah on a local base (local-base.ts: Debian
// from debootstrap, Node from npm) and run as a runtime would: its own command, its user, /data
// from a folder of the test's, on the host's network. The site answers (/healthz and its
// HEALTHCHECK, a page, an enquiry, an admin's sign-in, an upload); stopped with SIGTERM and started
// again on the same volume, it still has them all, the admin's session included.
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDataDir, removeDataDirs } from '../reliability/server'
import { buildahProblem, buildImage, container, imageConfig, runIn, type ImageConfig } from './buildah'
import { ensureLocalBase } from './local-base'
import { PORTS } from './ports'
import { sendEnquiry, signedInAdmin, upload } from './site-checks'
import { ADMIN } from '../reliability/server'

const TAG = 'localhost/arclight-site:deploy-test'
const problem = buildahProblem() ?? (fs.existsSync('/usr/sbin/debootstrap') ? null : 'debootstrap, for the local base, is not installed')
if (problem) console.warn(`[deploy] The image suite is skipped: ${problem}`)

const url = `http://127.0.0.1:${PORTS.image}`
// As a deployer sets them; no SESSION_SECRET: the embedded backend keeps its own in /data.
const ENV = { PORT: String(PORTS.image), SITE_URL: 'https://www.example.com', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }

describe.skipIf(problem)('the container image', () => {
  let config: ImageConfig
  let box: ReturnType<typeof container>
  const dataDir = freshDataDir('image')
  const started: Array<ReturnType<typeof runIn>> = []

  beforeAll(() => {
    const began = Date.now()
    buildImage(ensureLocalBase(), TAG)
    console.log(`[deploy] image built in ${Math.round((Date.now() - began) / 1000)} s`)
    config = imageConfig(TAG)
    box = container(TAG, dataDir)
  })
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL')
    await Promise.all(started.map((server) => server.exited))
    box?.remove()
    removeDataDirs()
  })

  async function start() {
    const server = runIn(box.name, dataDir, [...(config.Entrypoint ?? []), ...config.Cmd], ENV)
    started.push(server)
    for (const deadline = Date.now() + 120_000; ;) {
      const ok = await fetch(`${url}/healthz`).then(
        (reply) => reply.ok,
        () => false,
      )
      if (ok) return server
      if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`The image's server did not start:\n${server.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  async function stop(server: ReturnType<typeof runIn>) {
    server.signal('SIGTERM')
    expect(await server.exited, server.output()).toBe(0)
  }

  it('is made for a deployment: a user who is not root, /data a volume, a health check on /healthz', () => {
    expect(config.User).toBe('arclight')
    expect(Object.keys(config.Volumes)).toEqual(['/data'])
    expect(config.Env).toContain('DATA_DIR=/data')
    expect(config.Healthcheck.Test.join(' ')).toContain('/healthz')
    // The code is root's: the server's user can change nothing but its data.
    expect(box.succeeds(['sh', '-c', 'test ! -w /app/server.js && test ! -w /app/build/server/index.js && test -w /data'])).toBe(true)
    // Production dependencies only: the build's and the tests' tools are not in the image.
    for (const tool of ['@remix-run/dev', 'vitest', '@playwright/test', 'tailwindcss'])
      expect(box.succeeds(['test', '-e', `/app/node_modules/${tool}`]), tool).toBe(false)
    expect(box.succeeds(['test', '-d', '/app/node_modules/@remix-run/node'])).toBe(true)
  })

  let marker = ''
  let stored = ''
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  it('serves the site from its own command: the health check, a page, an enquiry, a sign-in and an upload', async () => {
    const server = await start()
    // The image's HEALTHCHECK, run in the container as the runtime runs it.
    const check = runIn(box.name, dataDir, config.Healthcheck.Test.slice(1), ENV)
    expect(await check.exited, check.output()).toBe(0)
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('</html>')
    marker = `image-${Date.now()}`
    expect((await sendEnquiry(url, marker)).stored).toBe(true)
    admin = await signedInAdmin(url)
    const file = await upload(admin, Buffer.from(`Uploaded into the image's volume: ${marker}\n`))
    expect(file.status).toBe(200)
    stored = file.name!
    // The data went to the volume, as the image's user: the database and the file.
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0)
    expect(fs.statSync(dataDir).uid).toBe(box.uid)
    await stop(server)
  })

  it('starts again on the same volume with everything: the enquiry, the file, the admin and their session', async () => {
    const server = await start()
    // The session cookie of the first run still signs the admin in: the secret was kept in /data.
    const inbox = await admin.get('/admin/enquiries')
    expect(inbox.status).toBe(200)
    expect(inbox.body).toContain(marker)
    expect((await admin.get(`/media/${stored}`)).body).toContain(marker)
    await signedInAdmin(url)
    await stop(server)
  })
})
