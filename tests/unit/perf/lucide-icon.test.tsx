// Our createLucideIcon (which the build gives every icon file) draws what lucide-react's own does,
// attribute for attribute, with each kind of props the site passes: the server and the browser
// both use ours, and a change of markup against lucide's would show here first.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { createElement, type SVGProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createLucideIcon as lucideCreateIcon, type LucideIconData } from 'lucide-react'
import { expect, test } from 'vitest'
import { lucideImports, rewriteLucideImports } from '../../../scripts/vite-lucide-imports.js'
import createLucideIcon from '~/components/lucide-icon'

// What an icon file of the build hands createLucideIcon.
const iconData = async (name: string) =>
  ((await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: LucideIconData }).__iconData

const PROPS: (Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number })[] = [
  {},
  { 'aria-hidden': true, className: 'size-4' },
  { 'aria-hidden': 'true', className: 'mt-1 size-6 shrink-0 text-success' },
  { className: 'h-12 w-12 text-highlight/60', strokeWidth: 1.25 },
  { 'aria-label': 'Menu', role: 'img' },
  { size: 18, color: 'red', id: 'x' },
]

test.each(['menu', 'newspaper', 'send'])('%s: the same markup as lucide-react', async (name) => {
  const icon = await iconData(name)
  const ours = createLucideIcon(icon as Parameters<typeof createLucideIcon>[0])
  const theirs = lucideCreateIcon(icon)
  for (const props of PROPS) {
    expect(renderToStaticMarkup(createElement(ours, props))).toBe(renderToStaticMarkup(createElement(theirs, props)))
  }
})

test('the build imports icons file by file, so each one can be given our createLucideIcon', () => {
  expect(rewriteLucideImports("import { Menu, X as Close } from 'lucide-react'")).toBe(
    "import Menu from 'lucide-react/icons/menu';\nimport Close from 'lucide-react/icons/x';",
  )
})

test('each icon file is marked pure, so an icon no code renders is dropped from the bundle', () => {
  const plugin = lucideImports()
  const id = createRequire(import.meta.url).resolve('lucide-react/dist/esm/icons/menu.mjs')
  const source = fs.readFileSync(id, 'utf8')
  const transformed = (plugin.transform as (code: string, id: string) => { code: string })(source, id).code
  expect(transformed.match(/= \/\* @__PURE__ \*\/ createLucideIcon\(/g)).toHaveLength(1)
  expect(transformed.replace('/* @__PURE__ */ ', '')).toBe(source)
})
