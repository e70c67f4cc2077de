// @vitest-environment happy-dom
// The client build's stand-in for Vite's preload helper (scripts/vite-client-bundle.js): it only
// imports, and a failed import still raises Vite's `vite:preloadError` on window, which a page can
// cancel (the error is then not thrown) or leave (the import rejects as before).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { clientBundle } from '../../../scripts/vite-client-bundle.js'

type Preload = (load: () => Promise<unknown>) => Promise<unknown>

function helper(isSsrBuild: boolean): Preload | undefined {
  const plugin = clientBundle()
  ;(plugin.config as (config: object, env: { isSsrBuild: boolean }) => unknown)({}, { isSsrBuild })
  const loaded = (plugin.load as (id: string) => { code: string } | undefined)('\0vite/preload-helper.js')
  if (!loaded) return undefined
  // The module's one export, run here as a function body (the page's `window` is happy-dom's).
  expect(loaded.code).toMatch(/^export const __vitePreload = /)
  return new Function(loaded.code.replace(/^export const __vitePreload = /, 'return '))() as Preload
}

const listeners: ((event: Event) => void)[] = []
afterEach(() => listeners.splice(0).forEach((listener) => window.removeEventListener('vite:preloadError', listener)))
const onPreloadError = (listener: (event: Event) => void) => {
  listeners.push(listener)
  window.addEventListener('vite:preloadError', listener)
}

test('the server build keeps Vite’s own helper', () => {
  expect(helper(true)).toBeUndefined()
})

test('an import that loads is handed back as it is', async () => {
  const preload = helper(false)!
  const module = { answer: 42 }
  expect(await preload(() => Promise.resolve(module))).toBe(module)
})

test('a failed import raises vite:preloadError with the error, and rejects unless the page cancels it', async () => {
  const preload = helper(false)!
  const failure = new Error('Failed to fetch dynamically imported module')
  const seen: unknown[] = []
  onPreloadError((event) => seen.push((event as Event & { payload: unknown }).payload))
  await expect(preload(() => Promise.reject(failure))).rejects.toBe(failure)
  onPreloadError((event) => event.preventDefault())
  await expect(preload(() => Promise.reject(failure))).resolves.toBeUndefined()
  expect(seen).toEqual([failure, failure])
})

test('Vite still names its helper by the id the plugin answers', () => {
  const chunks = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'dist/node/chunks')
  const sources = fs.readdirSync(chunks).map((file) => fs.readFileSync(path.join(chunks, file), 'utf8'))
  expect(sources.some((source) => source.includes('const preloadHelperId = "\\0vite/preload-helper.js"'))).toBe(true)
})

describe.skipIf(!fs.existsSync('build/client/assets'))('the production build', () => {
  test("has the short helper: the preload error event, and none of Vite's link lookups", () => {
    const assets = 'build/client/assets'
    const scripts = fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
    expect(scripts.some((code) => code.includes('vite:preloadError'))).toBe(true)
    expect(scripts.filter((code) => code.includes('link[href="'))).toEqual([])
  })
})
