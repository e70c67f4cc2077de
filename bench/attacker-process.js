// Starts bench/attacker.js as a child process: `const attacker = await startAttacker(base, name)`
// resolves once its requests are being answered; `await attacker.stop()` → `{ sent, statuses }`.
import { spawn } from 'node:child_process'
import path from 'node:path'

const SCRIPT = path.join(import.meta.dirname, 'attacker.js')

export function startAttacker(base, name, concurrency = 2) {
  const child = spawn(process.execPath, [SCRIPT, base, name, String(concurrency)], { stdio: ['pipe', 'pipe', 'inherit'] })
  let output = ''
  const exited = new Promise((resolve) => child.on('exit', resolve))
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.startsWith('attacking\n')) resolve(attacker)
    })
    exited.then((code) => reject(new Error(`attacker "${name}" exited with ${code} before attacking`)))
    const attacker = {
      async stop() {
        child.stdin.end()
        const code = await exited
        if (code !== 0) throw new Error(`attacker "${name}" exited with ${code}`)
        return JSON.parse(output.slice('attacking\n'.length))
      },
    }
  })
}
