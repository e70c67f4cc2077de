// wrk (Debian's package), the load generator of the full benchmark: written in C with its own
// threads, it loads a Node server harder than autocannon, which runs in the bench's own Node thread.
// Installed with apt-get when missing and run as root; otherwise the bench says so and falls back.
import { execSync, spawn } from 'node:child_process'
import { installed } from './installed.js'

export function haveWrk({ install = true } = {}) {
  // `wrk --version` prints its usage and exits 1.
  const found = () => installed('wrk', [0, 1])
  if (found() || !install || process.getuid?.() !== 0) return found()
  console.log('Installing Debian’s wrk for the benchmark…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk', { stdio: 'inherit' })
  return found()
}

/** Runs wrk against `url`; resolves with requests/s, the requests made, p50 and p99 in ms, non-2xx/3xx and socket errors. */
export function wrkLoad(url, headers, { connections, seconds, threads = 2 }) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(parseWrk(out)) : reject(new Error(`wrk exited with ${code}:\n${out}`))))
  })
}

export function parseWrk(out) {
  const percentile = (p) => toMs(out.match(new RegExp(`^\\s*${p}%\\s+([\\d.]+\\w+)`, 'm'))?.[1])
  const errors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  return {
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    p50: percentile(50),
    p99: percentile(99),
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  }
}

function toMs(value) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value ?? '')
  if (!match) return NaN
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]]
  return Number((Number(match[1]) * factor).toFixed(2))
}
