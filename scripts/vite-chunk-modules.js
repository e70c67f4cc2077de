// Kept (decision 294): the budget checks need each chunk's modules, which no Vite or Remix manifest lists.
// Vite plugin: after the client build, writes build/chunk-modules.json (each client chunk's
// file, the source modules rendered into it and their minified sizes), so that the JavaScript
// budget checks (tests/unit/perf, bench/chunks.js) can tell which code reaches which page without
// source maps: Vite's manifest names a chunk's file, imports and dynamic imports, Remix's a route's
// files, neither the modules inside. It changes nothing in the build. Written beside the client
// folder, never inside it: it is not served.
import fs from 'node:fs'
import path from 'node:path'

/** @returns {import('vite').Plugin} */
export function chunkModules({ outFile = 'build/chunk-modules.json' } = {}) {
  let isClient = false
  let root = process.cwd()
  return {
    name: 'arclight-chunk-modules',
    apply: 'build',
    configResolved(config) {
      isClient = !config.build.ssr
      root = config.root
    },
    generateBundle(_options, bundle) {
      if (!isClient) return
      const chunks = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = {}
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength === 0) continue
          const clean = id.replace(/\0/g, '').split('?')[0]
          modules[clean.startsWith(root) ? path.relative(root, clean) : clean] = info.renderedLength
        }
        chunks[`/${output.fileName}`] = { modules, dynamicImports: output.dynamicImports.map((f) => `/${f}`) }
      }
      const target = path.resolve(root, outFile)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, JSON.stringify(chunks, null, 1))
    },
  }
}
