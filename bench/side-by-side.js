// Two or more builds of the server compared on one cached page, for a change whose cost is a few
// µs (decision 265's request log). Measured one after the other, the same server's CPU per answer
// moved by half within minutes on the two-core machine, more than any change being measured.
// Here every server runs at once on the same core, loaded at the same time by its own wrk, so a
// slower minute slows them all alike; and each build runs as several processes in several cycles,
// because two processes of one build differ by up to 10 % (what V8 made of the hot path).
// Sharing a core, each server answers a few requests per wake-up where the bench's server (alone
// on its core, 32 connections) answers many: costs paid per wake-up weigh more here than there.
//
//   node bench/side-by-side.js <path> <br|gzip|identity> <name>=<checkout>[:NAME=value,...] ...
//   e.g. node bench/side-by-side.js / br before=../wt-before now=. quiet=.:LOG_LEVEL=warn
// MIXED=300 first has every server answer 300 requests the page cache does not (a page rendered
// for one visitor, a static file), as a server in service does between its hits (decision 275).
// Each checkout must be built (`npm run build`); the first is the reference of the ratios.
import path from 'node:path'
import { cpuMs, placeServer } from './placement.js'
import { startServer } from './start-server.js'
import { haveWrk, wrkLoad } from './wrk.js'

const [page, encoding, ...specs] = process.argv.slice(2)
if (!page || !encoding || specs.length < 2)
  throw new Error('usage: side-by-side.js <path> <encoding> <name>=<checkout>[:K=V,...] (two or more)')
if (!haveWrk()) throw new Error('side-by-side.js needs wrk (apt-get install wrk)')
const { CYCLES = '4', PROCESSES = '2', ROUNDS = '5', SECONDS = '2', MIXED = '0' } = process.env
const builds = specs.map((spec) => {
  const [name, rest] = spec.split(/=(.*)/s)
  const [dir, env = ''] = rest.split(/:(.*)/s)
  return {
    name,
    dir: path.resolve(dir),
    env: Object.fromEntries(
      env
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
    ),
  }
})
const headers = encoding === 'identity' ? {} : { 'Accept-Encoding': encoding }
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length

async function start(build, port) {
  const server = await startServer({ port, env: build.env, dir: build.dir })
  placeServer(server.pid)
  return { build, server, url: server.base + page, perAnswer: [] }
}

/** Requests answered past the page cache: a page rendered for one visitor (its flash cookie), a static file. */
async function mixed(server, count) {
  for (let i = 0; i < count; i++) {
    const [path, cookie] = i % 2 ? ['/favicon.svg', ''] : ['/about', 'flash_toast=none']
    const response = await fetch(server.base + path, { headers: { 'Accept-Encoding': i % 4 < 2 ? 'br' : 'gzip', Cookie: cookie } })
    await response.arrayBuffer()
  }
}

const load = (servers) => Promise.all(servers.map((s) => wrkLoad(s.url, headers, { connections: 8, seconds: Number(SECONDS), threads: 1 })))
const ratios = builds.map(() => [])
const processes = builds.map(() => [])
for (let cycle = 1; cycle <= Number(CYCLES); cycle++) {
  const servers = []
  // Each cycle starts the builds in a turned order: with one order, the build started first on each
  // pass measured 5 to 7 % slower than an identical copy started after it (2026-11-27).
  const order = builds.map((_, i) => builds[(i + cycle - 1) % builds.length])
  for (let p = 0; p < Number(PROCESSES); p++) for (const build of order) servers.push(await start(build, 4600 + servers.length))
  for (const s of servers) await mixed(s.server, Number(MIXED))
  await load(servers) // warm: every server's page cached, recompressed and its code optimised
  await load(servers)
  for (let round = 0; round < Number(ROUNDS); round++) {
    const before = servers.map((s) => cpuMs(s.server.pid))
    const results = await load(servers)
    servers.forEach((s, i) => s.perAnswer.push(((cpuMs(s.server.pid) - before[i]) * 1000) / results[i].requests))
  }
  const byBuild = builds.map((build) => servers.filter((s) => s.build === build).map((s) => median(s.perAnswer)))
  byBuild.forEach((figures, b) => (processes[b].push(...figures), ratios[b].push(mean(figures) / mean(byBuild[0]))))
  console.log(`cycle ${cycle}: ${builds.map((b, i) => `${b.name} ${byBuild[i].map((x) => x.toFixed(1)).join(' ')} µs`).join(' | ')}`)
  for (const s of servers) await s.server.stop()
}
console.log(`\nCPU per cached answer of ${page} (${encoding}), each process's median round; ratio to ${builds[0].name} per cycle`)
builds.forEach((b, i) =>
  console.log(
    `${b.name}: mean ${mean(processes[i]).toFixed(1)} µs; ratio median ${median(ratios[i]).toFixed(3)} (cycles ${ratios[i].map((r) => r.toFixed(3)).join(' ')})`,
  ),
)
