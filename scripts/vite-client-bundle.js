// Vite plugin for the client build only (the server build is left as Vite makes it):
// - every module that the root route needs (React, Remix, the layout, the toaster) goes into one
//   "shell" chunk, which every page loads anyway: a dozen tiny shared files each cost a request
//   and compress worse than one file (measured: about 4 KB gzip per page);
// - terser minifies (two passes) instead of esbuild: about 4% less gzip on the same code;
// - the code targets browsers from 2021 on: with Vite's default (Safari 14 included) esbuild
//   rewrote every `?.` and `??` in our code, about 280 bytes of gzip per page. An older browser
//   gets the site without JavaScript, which every page and form works without.
// - no preload lists for lazy chunks (modulePreload: false): every lazy import is off the critical
//   path (the chat widget on idle, the phone menu, the form's validation on focus, the editor's
//   sections whose HTML the server already sent), and the lists of hashed file names in the shell,
//   the home route and the enquiry form cost about 400 bytes of gzip on the home page, which sits
//   at its budget of then, 100 KB. A lazy chunk's own imports now load one round trip after it. (Before,
//   the lists left out what the importer had loaded: 16 file names down to 4, docs/decisions/240.)
//   Vite still wraps every dynamic import in its preload helper, which then only ever gets an
//   empty list: the helper is replaced by what is left of it, the import and Vite's
//   `vite:preloadError` event when it fails.
// Effect on each page: `npm run bench -- --chunks` (docs/performance.md).

const PRELOAD_HELPER = '\0vite/preload-helper.js'
const IMPORT_ONLY = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true })
  event.payload = error
  window.dispatchEvent(event)
  if (!event.defaultPrevented) throw error
})`

const EVERY_PAGE = /\/app\/(seo\/(meta|meta-rules|page-meta|json-ld|image-preload)\.ts|components\/site-link\.tsx)$/

/** @returns {import('vite').Plugin} */
export function clientBundle() {
  let client = false
  return {
    name: 'arclight-client-bundle',
    apply: 'build',
    load(id) {
      if (id === PRELOAD_HELPER && client) return { code: IMPORT_ONLY, moduleSideEffects: false }
    },
    config(_config, env) {
      client = !env.isSsrBuild
      if (!client) return
      let shell
      return {
        build: {
          modulePreload: false,
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
