// The JavaScript each page's HTML names (entry, route modules and their modulepreloads), read from
// the production build's Remix manifest, weighed as gzip. Used by the budget test and by
// `npm run bench -- --chunks`. Nothing here is timed: the figures depend on the build only.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

// Issue 52: at most 110 KB on every public page with the build as Vite makes it (decision 294).
export const BUDGET_BYTES = 110 * 1024

// Route ids of the staff-only area (`admin_.two-factor`: /admin/two-factor outside the admin
// layout): their code must never be named by a public page.
export const isAdminRoute = (id) => /^routes\/(admin|login|logout)_?([.[]|$)/.test(id)

export function readManifest(buildDir = 'build') {
  // Vite empties build/client on every build, so the folder holds one manifest: the current one.
  const assets = path.join(buildDir, 'client/assets')
  const found = fs.existsSync(assets) ? fs.readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name)) : []
  if (found.length !== 1) throw new Error(`expected one Remix manifest in ${assets}, found ${found.length}: build first`)
  const text = fs.readFileSync(path.join(assets, found[0]), 'utf8')
  return JSON.parse(text.replace(/^window\.__remixManifest=/, '').replace(/;\s*$/, ''))
}

// Route ids from the root down to routeId.
export function routeChain(manifest, routeId) {
  const chain = []
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`unknown route ${id}`)
    chain.unshift(id)
  }
  return chain
}

// What Remix's <Scripts/> names for a page whose deepest matched route is routeId.
export function namedScripts(manifest, routeId) {
  const files = new Set([...manifest.entry.imports, manifest.entry.module])
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id]
    for (const file of [...(route.imports ?? []), route.module]) files.add(file)
  }
  return [...files]
}

const sizes = new Map()
export function gzipBytes(buildDir, file) {
  const key = `${buildDir}:${file}`
  if (!sizes.has(key)) sizes.set(key, zlib.gzipSync(fs.readFileSync(path.join(buildDir, 'client', file))).length)
  return sizes.get(key)
}

// Public pages: every route with a component that is not the staff area's (resource routes name
// no scripts of their own in practice, but are weighed all the same).
export function publicRoutes(manifest) {
  return Object.keys(manifest.routes).filter((id) => id !== 'root' && !isAdminRoute(id))
}

export function pageWeights(buildDir = 'build') {
  const manifest = readManifest(buildDir)
  return publicRoutes(manifest).map((routeId) => {
    const files = namedScripts(manifest, routeId)
    const bytes = files.reduce((sum, file) => sum + gzipBytes(buildDir, file), 0)
    return { routeId, files, bytes }
  })
}

// Client chunks holding code of the staff area (from build/chunk-modules.json, see
// scripts/vite-chunk-modules.js: the Vite and Remix manifests name a chunk's file, not its modules).
export const isAdminSource = (module) => /^app\/(routes\/(admin|login|logout)|components\/admin|admin\/)/.test(module)
export function adminChunks(buildDir = 'build') {
  const chunks = JSON.parse(fs.readFileSync(path.join(buildDir, 'chunk-modules.json'), 'utf8'))
  return Object.entries(chunks)
    .filter(([, chunk]) => Object.keys(chunk.modules).some(isAdminSource))
    .map(([file, chunk]) => ({ file, adminModules: Object.keys(chunk.modules).filter(isAdminSource) }))
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

// `npm run bench -- --chunks`: per page total, then the weight of each chunk on the heaviest page.
export function printChunkReport(buildDir = 'build') {
  const pages = pageWeights(buildDir).sort((a, b) => b.bytes - a.bytes)
  console.log(`\nJavaScript named by each public page's HTML (gzip KB; budget ${kb(BUDGET_BYTES)} KB):`)
  console.table(
    pages.map((p) => ({ route: p.routeId, files: p.files.length, 'gzip KB': kb(p.bytes), 'within budget': p.bytes <= BUDGET_BYTES })),
  )
  const all = new Map()
  for (const page of pages) for (const file of page.files) all.set(file, (all.get(file) ?? 0) + 1)
  console.log('Chunks named by public pages (gzip KB, on how many pages):')
  console.table(
    [...all]
      .map(([file, pagesNaming]) => ({ chunk: file.replace('/assets/', ''), 'gzip KB': kb(gzipBytes(buildDir, file)), pages: pagesNaming }))
      .sort((a, b) => b['gzip KB'] - a['gzip KB']),
  )
  return pages
}

export async function main() {
  const pages = printChunkReport('build')
  const over = pages.filter((page) => page.bytes > BUDGET_BYTES)
  if (over.length) process.exitCode = 1
  return pages
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
