// Builds the app when build/ is missing or older than any source file, so `npm start` always serves current code.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const output = path.join(root, 'build/server/index.js')
const sources = ['app', 'public', 'package.json', 'vite.config.ts', 'tsconfig.json']

function newest(p) {
  const full = path.join(root, p)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let max = stat.mtimeMs
  for (const entry of fs.readdirSync(full)) max = Math.max(max, newest(path.join(p, entry)))
  return max
}

const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0
if (built < Math.max(...sources.map(newest))) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…')
  execSync('npx remix vite:build', { cwd: root, stdio: 'inherit' })
}
