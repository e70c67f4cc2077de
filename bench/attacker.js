// One attacker process: `node bench/attacker.js <base URL> <attack name> [concurrency]` sends the named
// attack of bench/attacks.js in a loop (two at a time by default, like two `curl` loops) until its
// standard input closes. It prints `attacking` once its first request is answered, and at the end
// `{"sent": n, "statuses": {"413": n, ...}}`.
// A separate process, so that the attacker's own work never slows the measuring client.
import crypto from 'node:crypto'
import { ATTACKS } from './attacks.js'

const [base, name, concurrency = '2'] = process.argv.slice(2)
const attack = ATTACKS[name]
if (!base || !attack) {
  console.error(`Usage: node bench/attacker.js <base URL> <${Object.keys(ATTACKS).join(' | ')}> [concurrency]`)
  process.exit(2)
}

let announced = false
function announce() {
  if (!announced) process.stdout.write('attacking\n')
  announced = true
}
let running = true
let sent = 0
const statuses = {}
const run = crypto.randomBytes(3).toString('hex')
process.stdin.on('end', () => (running = false)).resume()
process.stdin.on('error', () => (running = false))

const loops = Array.from({ length: Number(concurrency) }, async () => {
  while (running) {
    const status = await attack(base, sent++, run)
    statuses[status] = (statuses[status] ?? 0) + 1
    announce()
  }
})
await Promise.all(loops)
process.stdout.write(`${JSON.stringify({ sent, statuses })}\n`)
