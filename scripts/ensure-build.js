// Builds the app and the server (`npm run build`'s two steps) when their output is missing or older
// than any of their sources, so `npm start` always serves current code.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const output = path.join(root, 'build/server/index.js')
const sources = ['app', 'public', 'package.json', 'vite.config.ts', 'tsconfig.json']
// The server's bundle holds server/ and the app modules it imports, and the backup commands (scripts/build-server.js).
const serverOutput = path.join(root, 'build/server-bundle/index.js')
const serverSources = [
  'server',
  'app',
  'package.json',
  'tsconfig.json',
  'scripts/build-server.js',
  'scripts/backup.ts',
  'scripts/restore.ts',
]

function newest(p) {
  const full = path.join(root, p)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let max = stat.mtimeMs
  for (const entry of fs.readdirSync(full)) max = Math.max(max, newest(path.join(p, entry)))
  return max
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)

const built = builtAt(output)
if (built < Math.max(...sources.map(newest))) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…')
  execSync('npx remix vite:build', { cwd: root, stdio: 'inherit' })
}
if (builtAt(serverOutput) < Math.max(...serverSources.map(newest))) {
  execSync(`"${process.execPath}" ./scripts/build-server.js`, { cwd: root, stdio: 'inherit' })
}
