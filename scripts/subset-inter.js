// Makes app/styles/fonts/inter-latin-core.woff2: Inter's Latin face from @fontsource-variable/inter
// with the same characters, its weight axis cut to the weights the site uses (400-700) and only
// the OpenType features it uses. 28 KB instead of 49 KB: the font is in the graph of every first
// paint (decision 161). Run `npm run fonts` after upgrading @fontsource-variable/inter.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'

export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
export const WEIGHTS = { min: 400, max: 700 }
// The features browsers turn on by default, and tabular figures (`tabular-nums`).
export const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum']
export const OUTPUT = new URL('../app/styles/fonts/inter-latin-core.woff2', import.meta.url)

export function codePoints(range) {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16))
    return Array.from({ length: to - from + 1 }, (_, i) => from + i)
  })
}

async function main() {
  const require = createRequire(import.meta.url)
  const source = fs.readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))
  const text = String.fromCodePoint(...codePoints(LATIN_RANGE))
  const font = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: FEATURES, variationAxes: { wght: WEIGHTS } })
  fs.writeFileSync(OUTPUT, font)
  console.log(`${OUTPUT.pathname}: ${font.length} bytes (from ${source.length})`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
