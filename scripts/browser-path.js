// Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM_PATH, Debian's, or Playwright's own if present.
import fs from 'node:fs'

const candidates = [
  process.env.PLAYWRIGHT_CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean)

export function findChromium() {
  return candidates.find((p) => fs.existsSync(p))
}
