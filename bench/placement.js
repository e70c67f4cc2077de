// Where the measured servers and the load generator run. On a shared two-core machine, a server
// and wrk left to the scheduler trade cores with each other and with whatever else runs, and one
// 8-second run swings by a third. Each server measured is pinned to the last core (both the app
// and the static server, so they are measured alike), wrk to the others, and all of them run at a
// raised priority when the bench may set one; each server's CPU time per request is read from /proc.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

const cores = os.availableParallelism()

function haveTaskset() {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Pinning needs Linux's taskset and a core left for the load generator. */
export const pinning = cores >= 2 && process.platform === 'linux' && haveTaskset()
const serverCore = String(cores - 1)
const loadCores = cores > 2 ? `0-${cores - 2}` : '0'
/** wrk's threads: one per core it has. */
export const loadThreads = pinning ? Math.min(4, cores - 1) : 2

/** Pins a server (every thread of it) to the server core and raises its priority where allowed. */
export function placeServer(pid) {
  if (pinning) execFileSync('taskset', ['-a', '-p', '-c', serverCore, String(pid)], { stdio: 'ignore' })
  raise(pid)
}

/** The command and arguments that run `file` on the load generator's cores. */
export function loadCommand(file, args) {
  return pinning ? ['taskset', ['-c', loadCores, file, ...args]] : [file, args]
}

/**
 * Raises a process's priority (and so its later children's) where allowed: other work disturbs
 * less. On Linux a priority is a thread's own, and with autogroup scheduling (on by default) it only
 * weighs against the same session's threads: every thread is raised, and the session's group too.
 */
export function raise(pid = process.pid) {
  for (const thread of threads(pid)) {
    try {
      os.setPriority(thread, -10)
    } catch {
      // not root: measured at the normal priority
    }
  }
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, '-10')
  } catch {
    // no autogroup scheduling here, or not allowed
  }
}

/** A process's threads: V8's helpers (GC, compiler) start before its priority is raised. */
function threads(pid) {
  try {
    return fs.readdirSync(`/proc/${pid}/task`).map(Number)
  } catch {
    return [pid]
  }
}

/** A process's CPU time (user + system, every thread) in milliseconds, or NaN where /proc is missing. */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // clock ticks (USER_HZ, 100 on Linux)
  } catch {
    return NaN
  }
}

export const placement = () =>
  pinning ? `servers pinned to core ${serverCore}, wrk (${loadThreads} thread) to ${loadCores}` : 'not pinned (no taskset, or one core)'
