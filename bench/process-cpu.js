// CPU time a process has used (user + system), from /proc: on a shared machine the server's CPU
// per request is a steadier figure than latency, which moves with whatever else runs.
import fs from 'node:fs'

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

/** Milliseconds of CPU the process `pid` has used so far (10 ms resolution); NaN without /proc. */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return NaN
  }
}
