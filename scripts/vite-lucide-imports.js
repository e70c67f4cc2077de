// Vite plugin (client and server builds): `import { Menu, X } from 'lucide-react'` becomes one import
// per icon file (`lucide-react/icons/menu`). Through the package's index every chunk that names
// one icon depends on the index of all of them, and a manual chunk (vite-shell-chunk.js) would
// pull in every icon the site uses anywhere. Names without a file of their own (aliases, types)
// leave the statement as written; type-only names are dropped (TypeScript erases them).
// Each icon file's `createLucideIcon` is ours (app/components/lucide-icon.ts): the same markup for
// the props the site uses, without lucide's runtime of helpers (about 1 KB of gzip on every page).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ownCreateIcon = fileURLToPath(new URL('../app/components/lucide-icon.ts', import.meta.url))
const iconsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm/icons')
const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase()

export function iconFile(name) {
  for (const candidate of [kebab(name), kebab(name).replace(/-(\d)/g, '$1')]) {
    if (fs.existsSync(path.join(iconsDir, `${candidate}.mjs`))) return candidate
  }
  return null
}

export function rewriteLucideImports(code) {
  return code.replace(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g, (statement, names) => {
    const specifiers = names
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const imports = []
    for (const specifier of specifiers) {
      if (specifier.startsWith('type ')) continue // erased by TypeScript anyway
      const [name, local = name] = specifier.split(/\s+as\s+/)
      const file = iconFile(name)
      if (!file) return statement
      imports.push(`import ${local} from 'lucide-react/icons/${file}';`)
    }
    return imports.join('\n')
  })
}

/** @returns {import('vite').Plugin} */
export function lucideImports() {
  return {
    name: 'arclight-lucide-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer?.startsWith(iconsDir)) return ownCreateIcon
    },
    transform(code, id) {
      // An icon that no code renders (the toasts' no-JavaScript notice, server-only) is then dropped.
      if (path.dirname(id) === iconsDir)
        return { code: code.replace('= createLucideIcon(', '= /* @__PURE__ */ createLucideIcon('), map: null }
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0]) || !code.includes('lucide-react')) return
      const rewritten = rewriteLucideImports(code)
      return rewritten === code ? undefined : { code: rewritten, map: null }
    },
  }
}
