// What sharing a process with Express costs a plain node:http answer (docs/performance.md,
// 2026-11-27): two copies of bench/shaped-static-server.js, one that first answered 500 requests
// another way and one that did not, measured in turn with wrk (the order turning each round), and
// the median ratio of their requests/s. `npm run bench -- --no-http --shape-cost [--short]`.
import { fork } from 'node:child_process'
import { placeServer, raise } from './placement.js'
import { haveWrk, wrkLoad } from './wrk.js'

const WAYS = ['none', 'plain', 'prototype', 'patch', 'compression', 'express']

async function start(port, way) {
  const child = fork(new URL('./shaped-static-server.js', import.meta.url), [String(port), way], { stdio: 'inherit', detached: true })
  await new Promise((resolve) => child.once('message', resolve))
  placeServer(child.pid)
  return { pid: child.pid, url: `http://127.0.0.1:${port}/`, stop: () => new Promise((r) => (child.once('exit', r), child.kill())) }
}

const measure = async (server, seconds) => (await wrkLoad(server.url, {}, { connections: 32, seconds })).rps

export async function main(argv = process.argv) {
  if (!haveWrk()) return console.log('shape cost: wrk is not installed; skipped')
  const short = argv.includes('--short')
  const rounds = short ? 3 : 9
  const seconds = short ? 1 : 2
  const port = 3250
  raise()
  const rows = []
  for (const way of short ? ['none', 'express'] : WAYS) {
    const [clean, shaped] = [await start(port, 'none'), await start(port + 1, way)]
    const ratios = []
    for (let round = 0; round < rounds; round++) {
      const pair =
        round % 2
          ? [await measure(clean, seconds), await measure(shaped, seconds)].reverse()
          : [await measure(shaped, seconds), await measure(clean, seconds)]
      ratios.push(pair[0] / Math.max(1, pair[1]))
    }
    await Promise.all([clean.stop(), shaped.stop()])
    ratios.sort((a, b) => a - b)
    rows.push({
      'answered first': way,
      'median req/s ratio to a clean copy': Number(ratios[rounds >> 1].toFixed(3)),
      rounds: ratios.map((r) => r.toFixed(2)).join(' '),
    })
  }
  console.log(
    `\nA plain node:http answer in a process that first answered 500 requests another way (${rounds} rounds of ${seconds} s, wrk 32 connections):`,
  )
  console.table(rows)
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
