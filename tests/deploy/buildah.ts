// buildah, as the image suite uses it: whether it can run here, building the Containerfile on the
// local base, and running the image's own command on the host's network with /data from a folder
// of the test's (chroot isolation: no container runtime runs in this sandbox, podman included).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { ROOT } from '../reliability/server'

const run = (args: string[]) => execFileSync('buildah', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** Null when buildah can make a container here, else why not. */
export function buildahProblem(): string | null {
  const probe = spawnSync('buildah', ['from', 'scratch'], { encoding: 'utf8' })
  if (probe.error) return `buildah is not installed (${probe.error.message})`
  if (probe.status !== 0) return `buildah cannot make a container here: ${probe.stderr.trim()}`
  run(['rm', probe.stdout.trim()])
  return null
}

/** Builds the Containerfile on `base` into `tag`; buildah's layer cache keeps the steps whose inputs did not change. */
export function buildImage(base: string, tag: string) {
  execFileSync(
    'buildah',
    [
      'build',
      '--isolation',
      'chroot',
      '--layers',
      // A RUN step's own default (1024 open files) is too few for npm install with a cold cache (EMFILE).
      '--ulimit',
      'nofile=16384:16384',
      '--format',
      'docker',
      '--build-arg',
      `BASE_IMAGE=${base}`,
      '-t',
      tag,
      '-f',
      'Containerfile',
      '.',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  )
}

export interface ImageConfig {
  User: string
  Env: string[]
  Cmd: string[]
  Entrypoint: string[] | null
  Volumes: Record<string, object>
  Healthcheck: { Test: string[] }
}

export function imageConfig(tag: string): ImageConfig {
  return (JSON.parse(run(['inspect', '--type', 'image', tag])) as { Docker: { config: ImageConfig } }).Docker.config
}

/** A working container of `tag`; `dataDir`, its /data, is given to the image's user as a volume would be. */
export function container(tag: string, dataDir: string) {
  const name = run(['from', tag])
  // buildah would mount the image's VOLUME from a private folder of its own over the test's.
  run(['config', '--volume', '/data-', name])
  const [uid, gid] = run(['run', '--isolation', 'chroot', name, '--', 'sh', '-c', 'id -u; id -g']).split('\n').map(Number)
  fs.chownSync(dataDir, uid, gid)
  return {
    name,
    uid,
    /** Whether `command` succeeds in the container, as its user. */
    succeeds: (command: string[]) => spawnSync('buildah', ['run', '--isolation', 'chroot', name, '--', ...command]).status === 0,
    remove: () => run(['rm', name]),
  }
}

/** Runs `command` in the container with `env`, on the host's network; `signal` reaches the command itself, as a runtime's stop does. */
export function runIn(name: string, dataDir: string, command: string[], env: Record<string, string>) {
  const envArgs = Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`])
  const child = spawn('buildah', ['run', '--isolation', 'chroot', '-v', `${dataDir}:/data`, ...envArgs, name, '--', ...command], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)))
  return { child, exited, output: () => output, signal: (signal: NodeJS.Signals) => process.kill(innermost(child), signal) }
}

/** The command buildah started for `child`: its last descendant (buildah, buildah-chroot-exec, then it). */
function innermost(child: ChildProcess): number {
  let pid = child.pid!
  for (;;) {
    const parent = (entry: string) => fs.readFileSync(`/proc/${entry}/stat`, 'utf8').match(/\) \S+ (\d+)/)?.[1]
    const next = fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .find((entry) => {
        try {
          return parent(entry) === String(pid)
        } catch {
          return false // ended while the list was read
        }
      })
    if (!next) return pid
    pid = Number(next)
  }
}
