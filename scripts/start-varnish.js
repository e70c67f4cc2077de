// Starts Debian's varnishd in the foreground with the repository's VCL (varnish/site.vcl), or with
// none of its own (`builtin`: a backend and Varnish's built-in rules, as Debian's default.vcl), its
// backend pointed at a local server: for tests/reliability/varnish.test.ts and bench/varnish.js.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const VARNISHD = ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find((file) => fs.existsSync(file)) ?? 'varnishd'

const BUILTIN_ONLY = 'vcl 4.1;\n\nbackend default {\n    .host = "127.0.0.1";\n    .port = "3000";\n}\n'

/**
 * @param {{ port: number, adminPort: number, backendPort: number, builtin?: boolean }} ports
 * @returns {Promise<{ url: string, output: () => string, stop: () => Promise<void> }>}
 */
export async function startVarnish({ port, adminPort, backendPort, builtin = false }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-varnish-'))
  fs.chmodSync(dir, 0o755)
  const source = builtin ? BUILTIN_ONLY : fs.readFileSync(path.join(ROOT, 'varnish/site.vcl'), 'utf8')
  const vcl = source.replace('.port = "3000";', `.port = "${backendPort}";`)
  const vclFile = path.join(dir, 'site.vcl')
  fs.writeFileSync(vclFile, vcl, { mode: 0o644 })
  const args = [
    '-F',
    '-n',
    path.join(dir, 'work'),
    '-f',
    vclFile,
    '-a',
    `127.0.0.1:${port}`,
    '-T',
    `127.0.0.1:${adminPort}`,
    '-s',
    'malloc,64m',
  ]
  const child = spawn(VARNISHD, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}:\n${output}`)
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (up) return { url, output: () => output, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`varnishd did not answer:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
