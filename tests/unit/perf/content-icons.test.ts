// The content icons' sprite: in step with the names an editor can pick in the Studio (ICONS) and
// with lucide's drawings, and well-formed SVG with one symbol per name.
import fs from 'node:fs'
import { Window } from 'happy-dom'
import { expect, test } from 'vitest'
import { ICONS } from '../../../schemas/objects/options'
import { buildSprite, SPRITE_PATH } from '../../../scripts/content-icon-sprite.js'

const sprite = fs.readFileSync(SPRITE_PATH, 'utf8')

test('content-icons.svg is what the script makes from the names (run `node --import tsx scripts/content-icon-sprite.js`)', async () => {
  expect(sprite).toBe(await buildSprite(ICONS))
})

test('the sprite parses as SVG and has a symbol for every name ContentIcon asks for', () => {
  const document = new new Window().DOMParser().parseFromString(sprite, 'image/svg+xml')
  expect(document.querySelector('parsererror')).toBeNull()
  const ids = [...document.querySelectorAll('symbol')].map((symbol) => symbol.getAttribute('id'))
  const asked = ICONS.map((name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())
  expect(ids.sort()).toEqual(asked.sort())
  for (const symbol of document.querySelectorAll('symbol')) expect(symbol.children.length).toBeGreaterThan(0)
})
