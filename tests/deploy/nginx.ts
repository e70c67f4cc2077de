// Runs deploy/nginx/arclight.conf with Debian's nginx, as shipped but for what a deployer edits
// (ports, certificate, app servers), before app servers on loopback, with a self-signed
// certificate made here by openssl. `client()` connects through it as a browser would, trusting
// that certificate and, for the rate-limit checks, from a chosen loopback address.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Agent } from 'undici'
import { ROOT } from '../reliability/server'

export const HOST_NAME = 'www.example.com'
export const NGINX_CONF = path.join(ROOT, 'deploy/nginx/arclight.conf')

/** The configuration as a deployer edits it: each `from` must be there, so an edit to the file that moves one fails here. */
function edited(conf: string, edits: Array<[from: string, to: string]>) {
  return edits.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx/arclight.conf no longer has "${from}"`)
    return text.replaceAll(from, to)
  }, conf)
}

/** The site's name, as DNS would give it, points at the front on loopback. */
function siteLookup(_name: string, options: { all?: boolean }, callback: (...args: any[]) => void) {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }])
  else callback(null, '127.0.0.1', 4)
}

export interface Front {
  httpsUrl: string
  httpUrl: string
  cert: string
  /** A DNS lookup that points the site's name at loopback (for node:http2, which takes no dispatcher). */
  lookup: typeof siteLookup
  /** A fetch dispatcher for Visitor: TLS to the front trusting its certificate, from `localAddress`. */
  client: (localAddress?: string) => Agent
  errors: () => string
  stop: () => Promise<void>
}

export async function startFront(appPorts: number[], ports: { http: number; https: number }): Promise<Front> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-nginx-'))
  fs.chmodSync(dir, 0o755) // nginx's workers (nobody) use the temporary folders in it
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '90', '-keyout', key, '-out', cert],
      ...['-subj', `/CN=${HOST_NAME}`, '-addext', `subjectAltName=DNS:${HOST_NAME}`],
    ],
    { stdio: 'ignore' },
  )
  const site = edited(fs.readFileSync(NGINX_CONF, 'utf8'), [
    ['    listen [::]:80;\n', ''],
    ['    listen [::]:443 ssl http2;\n', ''],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['/etc/ssl/arclight/fullchain.pem', cert],
    ['/etc/ssl/arclight/privkey.pem', key],
    ['server 127.0.0.1:3000 ', appPorts.map((port) => `server 127.0.0.1:${port} `).join('max_fails=1 fail_timeout=2s;\n    ')],
  ])
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${dir}/site.conf; }`,
    ].join('\n'),
  )
  const child = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'ignore' })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const errors = () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
  const httpsUrl = `https://${HOST_NAME}:${ports.https}`
  const client = (localAddress = '127.0.0.1') =>
    new Agent({
      localAddress,
      connect: {
        ca: fs.readFileSync(cert),
        lookup: siteLookup,
      },
    })
  for (let i = 0; ; i++) {
    const up = await fetch(`${httpsUrl}/healthz`, { dispatcher: client() } as RequestInit).then(
      () => true,
      () => false,
    )
    if (up) break
    if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start:\n${errors()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    httpsUrl,
    httpUrl: `http://${HOST_NAME}:${ports.http}`,
    cert,
    lookup: siteLookup,
    client,
    errors,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
