import { execFileSync } from 'node:child_process'

/** Whether `command` runs here: `command --version` exits with one of `codes`. */
export function installed(command, codes = [0]) {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' })
    return codes.includes(0)
  } catch (error) {
    return codes.includes(error.status)
  }
}
