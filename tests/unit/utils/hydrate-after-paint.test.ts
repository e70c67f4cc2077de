// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { coalescingStream } from '~/utils/coalescing-stream.server'
import { endDocumentLast } from '~/utils/document-end.server'
import { hydrateAfterPaint, RELEASE } from '~/utils/hydrate-after-paint.server'

// What Remix renders at the end of a page's body (the nonce comes before the type).
const SCRIPTS =
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/shell-b.js"/>' +
  '<script nonce="n0nce">window.__remixContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-c.js";\nimport("/assets/entry.client-a.js");</script>'
const PAGE = `<html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><main>Hi</main>${SCRIPTS}</body></html><!--$--><script>later()</script><!--/$-->`

describe('hydrateAfterPaint', () => {
  test('holds the module preloads and the module script, and adds the release script at the end of the body', () => {
    const html = hydrateAfterPaint(PAGE, 'n0nce')
    expect(html).not.toMatch(/(?<!<template data-held>)<link rel="modulepreload"/)
    // Valid HTML while held: preloads in inert templates, the module script as a data block (no async).
    expect(html.match(/<template data-held><link rel="modulepreload" href="[^"]+"\/><\/template>/g)).toEqual([
      '<template data-held><link rel="modulepreload" href="/assets/entry.client-a.js"/></template>',
      '<template data-held><link rel="modulepreload" href="/assets/shell-b.js"/></template>',
    ])
    expect(html).toContain('<script nonce="n0nce" type="text/x-held-module">import * as route0')
    expect(html).toContain('<script type="application/ld+json">')
    expect(html).toContain(`<script nonce="n0nce">${RELEASE}</script></body></html><!--$-->`)
  })

  test('without a nonce (the page cache renders with a marker, then allows inline scripts by hash) the release has none', () => {
    expect(hydrateAfterPaint(PAGE, undefined)).toContain(`<script>${RELEASE}</script></body>`)
  })

  test('leaves alone a document with no module scripts, and text that is not a whole document', () => {
    const plain = '<html><body><p>rel="modulepreload"</p></body></html>'
    expect(hydrateAfterPaint(plain, 'n')).toBe(plain)
    expect(hydrateAfterPaint(SCRIPTS, 'n')).toBe(SCRIPTS)
    const external = '<html><body><script type="module" src="/@vite/client"></script></body></html>'
    expect(hydrateAfterPaint(external, 'n')).toBe(external)
  })

  test('coalescingStream edits the shell (the chunk that closes the body) once, and nothing after it', async () => {
    const stream = coalescingStream((html) => html.replace('</body>', '<i>edited</i></body>'))
    const out: string[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()))
    const ended = new Promise((resolve) => stream.on('end', resolve))
    for (const part of ['<html><body>', 'é', '</body></html>']) stream.write(Buffer.from(part))
    await new Promise((resolve) => setImmediate(resolve))
    stream.end(Buffer.from('<script>"</body>"</script>'))
    await ended
    // The document's end goes last: what streams after the shell stays inside the body.
    expect(out.join('')).toBe('<html><body>é<i>edited</i><script>"</body>"</script></body></html>')
  })

  test('endDocumentLast moves what follows </html> inside the body, in order', () => {
    expect(endDocumentLast(PAGE)).toBe(
      PAGE.replace('</body></html><!--$--><script>later()</script><!--/$-->', '<!--$--><script>later()</script><!--/$--></body></html>'),
    )
    const whole = '<html><body><p>x</p></body></html>'
    expect(endDocumentLast(whole)).toBe(whole)
  })
})

describe('the release script in the browser', () => {
  const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void> = []
  class FakePaintObserver {
    static supportedEntryTypes = ['paint', 'navigation']
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback)
    }
    observe() {}
  }

  function heldPage() {
    document.body.innerHTML = hydrateAfterPaint(`<html><body><main>Hi</main>${SCRIPTS}</body></html>`, 'n0nce')
      .replace(/^<html><body>/, '')
      .replace(/<script nonce="n0nce">\(function[\s\S]*$/, '')
    const held = document.querySelector('script[type="text/x-held-module"]') as HTMLScriptElement
    held.nonce = 'n0nce' // browsers keep the nonce in a property, which the copy takes
    return held
  }
  const live = () => ({
    preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    modules: [...document.querySelectorAll('script[type="module"]')] as HTMLScriptElement[],
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    observers.length = 0
  })

  test('waits for the first contentful paint, then puts back the preloads and a live copy of the module script', () => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    const held = heldPage()
    new Function(RELEASE)()
    expect(live().preloads).toEqual([])
    observers[0]!({ getEntriesByName: () => [] }, { disconnect() {} }) // first-paint only: still held
    expect(live().modules).toEqual([])
    observers[0]!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} })
    expect(live().preloads).toEqual(['/assets/entry.client-a.js', '/assets/shell-b.js'])
    expect(live().modules).toHaveLength(1)
    expect(live().modules[0]!.textContent).toBe(held.textContent)
    expect(live().modules[0]!.nonce).toBe('n0nce')
    expect(held.isConnected).toBe(false)
    vi.advanceTimersByTime(3000) // the fallback does not release twice
    expect(live().modules).toHaveLength(1)
  })

  test('releases after 3 s when no paint is reported', () => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    heldPage()
    new Function(RELEASE)()
    vi.advanceTimersByTime(2999)
    expect(live().modules).toEqual([])
    vi.advanceTimersByTime(1)
    expect(live().modules).toHaveLength(1)
  })

  test('releases at once where paints cannot be observed, or the page is hidden', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    heldPage()
    new Function(RELEASE)()
    expect(live().modules).toHaveLength(1)

    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    heldPage()
    new Function(RELEASE)()
    expect(live().modules).toHaveLength(1)
    expect(observers).toEqual([])
  })
})
