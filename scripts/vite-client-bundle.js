// Vite plugin for the client build only (the server build is left as Vite makes it):
// - every module that the root route needs (React, Remix, the layout, the toaster) goes into one
//   "shell" chunk, which every page loads anyway: a dozen tiny shared files each cost a request
//   and compress worse than one file (measured: about 4 KB gzip per page);
// - terser minifies (two passes) instead of esbuild: about 4% less gzip on the same code;
// - the code targets browsers from 2021 on: with Vite's default (Safari 14 included) esbuild
//   rewrote every `?.` and `??` in our code, about 280 bytes of gzip per page. An older browser
//   gets the site without JavaScript, which every page and form works without.
// - a lazy chunk's preload list leaves out the chunks its importer has already loaded (imported
//   statically, so loaded before it runs): preloading them again did nothing but cost bytes in
//   the importer (the home page's lazy page-builder sections: 16 file names, 4 needed,
//   docs/decisions/240).
// Effect on each page: `npm run bench -- --chunks` (docs/performance.md).

const EVERY_PAGE = /\/app\/(seo\/(meta|meta-rules|page-meta|json-ld|image-preload)\.ts|components\/site-link\.tsx)$/

/** @type {import('vite').Rollup.OutputBundle | undefined} */
let bundle

// The chunk and every chunk it imports statically, directly or not: all loaded before it runs.
function loadedWith(file) {
  const seen = new Set()
  const stack = [file]
  while (stack.length) {
    const name = stack.pop()
    const chunk = bundle?.[name]
    if (seen.has(name) || chunk?.type !== 'chunk') continue
    seen.add(name)
    stack.push(...chunk.imports)
  }
  return seen
}

/** @returns {import('vite').Plugin} */
export function clientBundle() {
  return {
    name: 'arclight-client-bundle',
    apply: 'build',
    // The bundle as Vite's import analysis sees it when it asks resolveDependencies (below).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output
      },
    },
    config(_config, env) {
      if (env.isSsrBuild) return
      let shell
      return {
        build: {
          modulePreload: { resolveDependencies: (_file, deps, { hostId }) => deps.filter((dep) => !loadedWith(hostId).has(dep)) },
          minify: 'terser',
          target: ['chrome91', 'edge91', 'firefox90', 'safari15'],
          terserOptions: { ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false } },
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleIds, getModuleInfo }) {
                shell ??= reachableFromRoot(getModuleIds, getModuleInfo)
                return shell.has(id) || EVERY_PAGE.test(id) ? 'shell' : undefined
              },
            },
          },
        },
      }
    },
  }
}

// Modules the root route imports statically, directly or not (dynamic imports stay lazy).
function reachableFromRoot(getModuleIds, getModuleInfo) {
  const seen = new Set()
  const root = [...getModuleIds()].find((id) => /\/app\/root\.tsx(\?|$)/.test(id) && !id.includes('?'))
  const stack = root ? [root] : []
  while (stack.length) {
    const id = stack.pop()
    // A barrel (lucide-react's index) names every icon: it would drag them all into the shell.
    if (seen.has(id) || /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/.test(id)) continue
    seen.add(id)
    stack.push(...(getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}
