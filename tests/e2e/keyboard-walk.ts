import fs from 'node:fs'
import { expect, type CDPSession, type Page } from '@playwright/test'
import { decodePng } from './png'

// Walks a page with the keyboard alone (Tab, or Shift+Tab from the end) and checks every stop as
// WCAG 2.2 asks: the focused control is on screen and not covered by the fixed header, the chat
// or any other fixed layer (2.4.11), and its focus ring is not clipped and stands out at 3:1
// (1.4.11). At every stop the ring's colour is compared with the solid background behind it and
// its box with every clipping ancestor. The first time a kind of ring is seen (its colour, its
// surface, the part of the page), real pixels decide: the page is captured focused and again
// without rings, and the pixels that differ by 3:1 or more must cover at least a 2 px perimeter
// of the control (2.4.13's measure). Captures are slow on a busy machine, hence once per kind.

type Box = { x: number; y: number; width: number; height: number }
type Stop = { label: string; id: string; key: string; ring: Box | null; perimeter: number; size: string; problems: string[] }

/** Inspects the focused element in the page; null when nothing has focus. */
async function inspect(): Promise<Stop | null> {
  // Until the ring has settled: a colour transition that includes outline-color (Tailwind's
  // transition-colors) starts from the text colour, and a busy machine draws few frames.
  const frame = () => new Promise((done) => requestAnimationFrame(done))
  for (let i = 0, last = ''; i < 20; i++) {
    await frame()
    const now = document.activeElement ? getComputedStyle(document.activeElement).outlineColor : ''
    if (now === last) break
    last = now
  }
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body || el === document.documentElement) return null
  const text = (e: Element) =>
    (e.getAttribute('aria-label') || (e as HTMLElement).innerText || (e as HTMLInputElement).value || e.getAttribute('name') || '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40)
  const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${text(el)}"`
  const problems: string[] = []
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
  const lum = (c: number[]) => {
    const [r, g, b] = c.slice(0, 3).map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const contrast = (a: number[], b: number[]) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05)

  // The box that shows the ring: the element, the label of a visually hidden input, or a card
  // around a link stretched over it (.focus-ring-within).
  const own = el.getBoundingClientRect()
  const shown: Element = own.width <= 2 || own.height <= 2 ? ((el as HTMLInputElement).labels?.[0] ?? el.nextElementSibling ?? el) : el
  let ringEl: Element | null = null
  for (let e: Element | null = shown, i = 0; e && i < 4; e = e.parentElement, i++) {
    const style = getComputedStyle(e)
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      ringEl = e
      break
    }
  }
  const box = shown.getBoundingClientRect()
  if (box.right <= 0 || box.bottom <= 0 || box.left >= vw || box.top >= vh) problems.push('off screen')

  // Fixed or sticky layers with a background, not the control's own (header, chat, table heads),
  // that lie over the control (the topmost thing at the overlap is not the control).
  const win = window as unknown as { __layers?: HTMLElement[] }
  win.__layers ??= Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((e) =>
    ['fixed', 'sticky'].includes(getComputedStyle(e).position),
  )
  let visibleTop = 0
  for (const layer of win.__layers) {
    if (!layer.isConnected || layer.contains(el) || el.contains(layer) || layer.contains(ringEl)) continue
    const ls = getComputedStyle(layer)
    if (ls.position !== 'fixed' && ls.position !== 'sticky') continue
    if (ls.visibility === 'hidden' || ls.display === 'none' || ls.opacity === '0') continue
    if (/^rgba\(.*, 0\)$|^transparent$/.test(ls.backgroundColor) && ls.backgroundImage === 'none') continue
    const l = layer.getBoundingClientRect()
    const left = Math.max(box.left, l.left)
    const top = Math.max(box.top, l.top)
    const w = Math.min(box.right, l.right) - left
    const h = Math.min(box.bottom, l.bottom) - top
    if (w <= 0.5 || h <= 0.5) continue
    const hit = document.elementFromPoint(left + w / 2, top + h / 2)
    if (hit && layer.contains(hit)) {
      problems.push(
        `covered by ${layer.tagName.toLowerCase()}${layer.id ? `#${layer.id}` : ''}.${layer.className.toString().split(' ').slice(0, 3).join('.')}`,
      )
      if (l.top <= 0 && l.width >= vw * 0.9) visibleTop = Math.max(visibleTop, l.bottom)
    }
  }

  let ring: Box | null = null
  let perimeter = 0
  let size = ''
  let surface = ''
  if (!ringEl) problems.push('no focus ring')
  else {
    const style = getComputedStyle(ringEl)
    // Generous: a ring reaches outline-offset + outline-width beyond the box (5 px here); the
    // capture around it may be larger, only changed pixels count.
    const grow = Math.max(8, parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) + 2)
    const r = ringEl.getBoundingClientRect()
    size = `${Math.round(r.width)}x${Math.round(r.height)} at ${Math.round(r.left)},${Math.round(r.top)}`
    const outer = { left: r.left - grow, top: r.top - grow, right: r.right + grow, bottom: r.bottom + grow }
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
    const drawn = { left: r.left - reach, top: r.top - reach, right: r.right + reach, bottom: r.bottom + reach }
    // Clipped: an ancestor that hides overflow and does not hold the whole ring.
    for (let a = ringEl.parentElement; a && a !== document.body; a = a.parentElement) {
      const as = getComputedStyle(a)
      if (as.overflowX === 'visible' && as.overflowY === 'visible' && as.clipPath === 'none') continue
      const c = a.getBoundingClientRect()
      if (drawn.left < c.left - 0.5 || drawn.top < c.top - 0.5 || drawn.right > c.right + 0.5 || drawn.bottom > c.bottom + 0.5) {
        // A scrolling box clips only what is outside its visible part at the moment.
        if (as.overflowY !== 'auto' && as.overflowY !== 'scroll')
          problems.push(`ring clipped by ${a.tagName.toLowerCase()}.${a.className.toString().split(' ').slice(0, 4).join('.')}`)
      }
    }
    // The solid colour behind the ring, just outside it: the topmost painted box there that is not
    // the control (a fixed control floats over whatever is below). Unknown over an image.
    let bg: number[] | null = [255, 255, 255, 1]
    const probe = [
      [drawn.left - 1, (r.top + r.bottom) / 2],
      [drawn.right + 1, (r.top + r.bottom) / 2],
      [(r.left + r.right) / 2, drawn.bottom + 1],
    ].find(([x, y]) => x >= 0 && y >= 0 && x < vw && y < vh)
    for (const under of probe ? document.elementsFromPoint(probe[0], probe[1]) : []) {
      if (ringEl.contains(under)) continue
      const us = getComputedStyle(under)
      if (under.tagName === 'IMG' || under.tagName === 'svg' || us.backgroundImage !== 'none') {
        bg = null
        break
      }
      if (!us.backgroundColor.startsWith('rgb')) {
        bg = null // oklab() and the like (a translucent token): the pixels decide
        break
      }
      const c = rgb(us.backgroundColor)
      if (c.length === 4 && c[3] === 0) continue
      bg = c
      break
    }
    const ringColour = rgb(style.outlineColor)
    surface = `${style.outlineColor}|${bg?.join(',') ?? 'image'}`
    if (bg && !el.matches('.focus-ring-floating') && contrast(ringColour, bg) < 3)
      problems.push(`ring ${style.outlineColor} on ${bg.join(',')} is ${contrast(ringColour, bg).toFixed(2)}:1`)
    const x1 = Math.max(0, outer.left)
    const y1 = Math.max(0, outer.top)
    const x2 = Math.min(vw, outer.right)
    const y2 = Math.min(vh, outer.bottom)
    if (x2 - x1 >= 4 && y2 - y1 >= 4) {
      ring = { x: Math.floor(x1), y: Math.floor(y1), width: Math.ceil(x2 - x1), height: Math.ceil(y2 - y1) }
      // The visible part of the control's outline, 2 px thick (a bar across the top hides what is under it).
      const top = Math.max(0, visibleTop, r.top)
      perimeter = 2 * 2 * (Math.max(0, Math.min(vw, r.right) - Math.max(0, r.left)) + Math.max(0, Math.min(vh, r.bottom) - top))
    }
  }
  // A kind of ring: the same colour on the same surface in the same part of the page.
  const part = el.closest('header, footer, aside, nav, form, article, section, main > *, [role="dialog"]')
  const kind = [vw, surface, part?.tagName, part?.className.toString(), ringEl === el].join('|')
  // Which element this is, to notice when the walk comes round again.
  const w = window as unknown as { __ids?: WeakMap<Element, number>; __next?: number }
  w.__ids ??= new WeakMap()
  if (!w.__ids.has(el)) w.__ids.set(el, (w.__next = (w.__next ?? 0) + 1))
  return { label, id: String(w.__ids.get(el)), key: kind, ring, perimeter, size, problems }
}

const sessions = new WeakMap<Page, CDPSession>()

/** A capture of `clip` straight from the browser (page.screenshot waits for fonts and more each time). */
async function capture(page: Page, clip: Box) {
  const cdp = sessions.get(page) ?? (await page.context().newCDPSession(page))
  sessions.set(page, cdp)
  // The protocol's clip is in page coordinates: add the scroll offset.
  const { x, y } = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }))
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip: { ...clip, x: clip.x + x, y: clip.y + y, scale: 1 } })
  return Buffer.from(data, 'base64')
}

/** How many pixels of `clip` differ by 3:1 or more between the focused page and the page without rings. */
async function ringPixels(page: Page, clip: Box, name: string) {
  const focused = await capture(page, clip)
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.id = 'no-focus-ring'
    // Every ring of the site is an outline; the floating one adds a shadow.
    style.textContent = '*, *::after { outline-color: transparent !important } .focus-ring-floating { box-shadow: none !important }'
    document.head.append(style)
  })
  const plain = await capture(page, clip)
  await page.evaluate(() => document.getElementById('no-focus-ring')?.remove())
  if (process.env.WALK_SHOTS) {
    fs.mkdirSync(process.env.WALK_SHOTS, { recursive: true })
    fs.writeFileSync(`${process.env.WALK_SHOTS}/${name}-focused.png`, focused)
    fs.writeFileSync(`${process.env.WALK_SHOTS}/${name}-plain.png`, plain)
  }
  const p = decodePng(focused).rgba
  const q = decodePng(plain).rgba
  const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
  const lum = (d: Uint8Array, i: number) => 0.2126 * channel(d[i]) + 0.7152 * channel(d[i + 1]) + 0.0722 * channel(d[i + 2])
  let count = 0
  for (let i = 0; i < p.length; i += 4) {
    const x = lum(p, i)
    const y = lum(q, i)
    if ((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05) >= 3) count++
  }
  return count
}

const sampled = new Set<string>()

/** Checks the control that has focus now; null without focus. */
export async function checkFocus(page: Page) {
  const first = await measure(page, await page.evaluate(inspect), '')
  if (!first || first.problems.length === 0) return first && { label: first.label, id: first.id, problems: [] }
  // A control caught while its page was still settling (a font face, a layout on a busy machine)
  // is checked again, whole, once the page has settled: a real fault is there the second time too.
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
  )
  const again = await page.evaluate(inspect)
  const second = again?.id === first.id ? await measure(page, again, '-again') : first
  const problems = second!.problems.map((p) =>
    p.startsWith('focus ring too faint') ? `${p} (box ${first.size}, then ${second!.size})` : p,
  )
  return { label: first.label, id: first.id, problems }
}

/** The stop's problems, with its ring's pixels counted the first time its kind is seen. */
async function measure(page: Page, stop: Stop | null, suffix: string) {
  if (!stop) return null
  const problems = [...stop.problems]
  if (stop.ring && !sampled.has(stop.key)) {
    const pixels = await ringPixels(page, stop.ring, `${sampled.size}-${stop.label.replace(/[^\w]+/g, '-').slice(0, 40)}${suffix}`)
    if (pixels < stop.perimeter) problems.push(`focus ring too faint or clipped: ${pixels} px at 3:1, want ${Math.round(stop.perimeter)}`)
    else sampled.add(stop.key)
  }
  return { ...stop, problems }
}

/**
 * Presses Tab (or Shift+Tab) up to `maxStops` times, checking each stop; stops early when focus
 * leaves the page or comes back round. Returns the problems found, one line each.
 */
export async function walk(page: Page, direction: 'forward' | 'backward', maxStops: number) {
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab'
  const problems: string[] = []
  const seen = new Set<string>()
  await page.evaluate(() => delete (window as unknown as { __layers?: unknown }).__layers)
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press(key)
    const result = await checkFocus(page)
    if (!result || seen.has(result.id)) break
    seen.add(result.id)
    for (const problem of result.problems) problems.push(`${direction} stop ${i + 1} ${result.label}: ${problem}`)
  }
  expect(seen.size, `${direction}: no focus stops`).toBeGreaterThan(0)
  return problems
}
