// The content icons (the names an editor can pick in the Studio: ICONS in schemas/objects/options.ts)
// as one SVG sprite of lucide's drawings: pages refer to `content-icons.svg#<name>` instead of shipping each icon as JavaScript.
// Usage: node --import tsx scripts/content-icon-sprite.js (rewrites app/components/sections/content-icons.svg).
// A unit test fails while the file is out of date.
import fs from 'node:fs'
import path from 'node:path'

export const SPRITE_PATH = path.resolve(import.meta.dirname, '../app/components/sections/content-icons.svg')
const ICONS_DIR = path.resolve(import.meta.dirname, '../node_modules/lucide-react/dist/esm/icons')

const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase()

// lucide's file for an icon's name (`ArrowRight` → arrow-right; `Trash2` → trash-2 or trash2).
function iconFile(name) {
  for (const candidate of [kebab(name), kebab(name).replace(/-(\d)/g, '$1')]) {
    if (fs.existsSync(path.join(ICONS_DIR, `${candidate}.mjs`))) return candidate
  }
  return null
}

const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

// Some names are aliases: their file only re-exports another icon's component (no drawing data).
async function iconModule(file) {
  const module = await import(`lucide-react/icons/${file}`)
  if (module.__iconData) return module
  const source = fs.readFileSync(path.join(ICONS_DIR, `${file}.mjs`), 'utf8')
  const target = source.match(/from '\.\/([\w-]+)\.mjs'/)?.[1]
  if (!target) throw new Error(`lucide icon ${file} has no drawing`)
  return import(`lucide-react/icons/${target}`)
}

export async function buildSprite(names) {
  const symbols = []
  for (const name of [...names].sort()) {
    const file = iconFile(name)
    if (!file) throw new Error(`lucide has no icon ${name}`)
    const { __iconData } = await iconModule(file)
    const shapes = __iconData.node.map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}="${escape(value)}"`)
        .join('')
      return `<${tag}${attrs}/>`
    })
    symbols.push(`<symbol id="${file}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ICONS } = await import('../schemas/objects/options.ts')
  fs.writeFileSync(SPRITE_PATH, await buildSprite(ICONS))
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_PATH)}`)
}
