// The smaller copy of Inter's Latin face (scripts/subset-inter.js, decision 161): it parses, has
// every character of the face it stands in for, the weights and features the site uses, and the
// style sheet declares it with the same range, after fontsource's face so that browsers pick it.
import { convert } from 'fontverter'
import * as hb from 'harfbuzzjs'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
import { codePoints, FEATURES, LATIN_RANGE, OUTPUT, WEIGHTS } from '../../../scripts/subset-inter.js'

const require = createRequire(import.meta.url)
const FONTSOURCE = '@fontsource-variable/inter'

async function face(woff2: Buffer) {
  const sfnt = await convert(woff2, 'sfnt')
  return new hb.Face(new hb.Blob(sfnt))
}

test('it parses, with every character of fontsource Latin face and weights 400 to 700', async () => {
  const core = await face(fs.readFileSync(OUTPUT))
  const source = await face(fs.readFileSync(require.resolve(`${FONTSOURCE}/files/inter-latin-wght-normal.woff2`)))
  const range = new Set(codePoints(LATIN_RANGE))
  const expected = [...source.collectUnicodes()].filter((c) => range.has(c))
  expect([...core.collectUnicodes()].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
  expect(expected.length).toBeGreaterThan(200)
  const { min, max } = core.getAxisInfos().wght!
  expect({ min, max }).toEqual(WEIGHTS)
  const features = [...core.getTableFeatureTags('GSUB'), ...core.getTableFeatureTags('GPOS')]
  expect(features).toEqual(expect.arrayContaining(['kern', 'calt', 'tnum']))
  for (const feature of features) expect(FEATURES).toContain(feature)
})

test('the style sheet declares it after fontsource Latin face, with the same range and descriptors', () => {
  const normalise = (range: string) => range.replace(/\s+/g, '').toUpperCase()
  const faceOf = (css: string, file: string) => [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].find((m) => m[0].includes(file))
  const fontsourceCss = fs.readFileSync(require.resolve(`${FONTSOURCE}/wght.css`), 'utf8')
  const appCss = fs.readFileSync(new URL('../../../app/styles/app.css', import.meta.url), 'utf8')
  const theirs = faceOf(fontsourceCss, 'inter-latin-wght-normal.woff2')![0]
  const ours = faceOf(appCss, 'inter-latin-core.woff2')!
  const descriptor = (block: string, name: string) => block.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]
  for (const name of ['font-family', 'font-style', 'font-weight', 'font-display'])
    expect(descriptor(ours[0], name), name).toBe(descriptor(theirs, name))
  expect(normalise(descriptor(ours[0], 'unicode-range')!)).toBe(normalise(descriptor(theirs, 'unicode-range')!))
  expect(normalise(LATIN_RANGE)).toBe(normalise(descriptor(theirs, 'unicode-range')!))
  expect(ours.index).toBeGreaterThan(appCss.indexOf(`@import '${FONTSOURCE}/wght.css'`))
})
