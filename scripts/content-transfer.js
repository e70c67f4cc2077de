// Moves the bundled dataset (content/dataset.ndjson + content/images/) to and from a real
// Sanity project, through the Sanity CLI:
//   npm run content:import   ->  sanity dataset import content/dataset.ndjson <dataset> --replace
//   npm run content:export   ->  sanity dataset export <dataset> (published only), unpacked into content/
// Needs SANITY_PROJECT_ID, SANITY_WRITE_TOKEN (a token with write access, from
// sanity.io/manage → API → Tokens) and optionally SANITY_DATASET (default "production").
// --dry-run prints the command instead of running it.
import './dot-env.js'
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const contentDir = path.join(root, 'content')
const [mode, ...rest] = process.argv.slice(2)
const dryRun = rest.includes('--dry-run')
const extra = rest.filter((arg) => arg !== '--dry-run')

function fail(message) {
  console.error(`content:${mode ?? '?'}: ${message}`)
  process.exit(1)
}

if (mode !== 'import' && mode !== 'export') fail('usage: node scripts/content-transfer.js import|export [--dry-run] [extra sanity flags]')

const projectId = process.env.SANITY_PROJECT_ID
const token = process.env.SANITY_WRITE_TOKEN
const dataset = process.env.SANITY_DATASET || 'production'
const missing = [!projectId && 'SANITY_PROJECT_ID', !token && 'SANITY_WRITE_TOKEN'].filter(Boolean)
if (missing.length) {
  fail(
    `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set.\n` +
      '  Create a project at https://www.sanity.io/manage (or use an existing one), then set\n' +
      '  SANITY_PROJECT_ID=<project id> SANITY_WRITE_TOKEN=<token with Editor rights> [SANITY_DATASET=production]\n' +
      `  and run npm run content:${mode} again. Nothing was ${mode === 'import' ? 'uploaded' : 'downloaded'}.`,
  )
}

// The CLI reads the project from studio/sanity.cli.ts (which reads SANITY_PROJECT_ID) and the
// token from SANITY_AUTH_TOKEN, so no login is needed.
const env = { ...process.env, SANITY_AUTH_TOKEN: token, SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset }
const sanityBin = path.join(root, 'node_modules', '.bin', 'sanity')

function sanity(args) {
  console.log(`> sanity ${args.join(' ')}   (project ${projectId}, dataset ${dataset})`)
  if (dryRun) return
  const result = spawnSync(sanityBin, args, { cwd: path.join(root, 'studio'), env, stdio: 'inherit' })
  if (result.status !== 0) fail(`sanity ${args[0]} ${args[1]} failed (exit code ${result.status ?? result.signal})`)
}

if (mode === 'import') {
  const file = path.join(contentDir, 'dataset.ndjson')
  if (!existsSync(file)) fail(`${path.relative(root, file)} not found`)
  // --replace: documents with the same _id are overwritten, so importing twice is safe.
  sanity(['dataset', 'import', file, dataset, '--replace', ...extra])
  if (!dryRun) console.log(`Imported ${path.relative(root, file)} and its images into ${projectId}/${dataset}.`)
} else {
  const work = mkdtempSync(path.join(tmpdir(), 'sanity-export-'))
  const archive = path.join(work, 'export.tar.gz')
  sanity(['dataset', 'export', dataset, archive, '--no-drafts', '--overwrite', ...extra])
  if (!dryRun) {
    unpackExport(archive, work)
    console.log(`Exported ${projectId}/${dataset} into content/ (dataset.ndjson and images/). Review with git diff.`)
  }
  rmSync(work, { recursive: true, force: true })
}

/** Replaces content/dataset.ndjson and content/images/ with the export's data.ndjson and images/. */
function unpackExport(archive, work) {
  const untar = spawnSync('tar', ['-xzf', archive, '-C', work], { stdio: 'inherit' })
  if (untar.status !== 0) fail('could not unpack the export (is `tar` installed?)')
  const folder = readdirSync(work, { withFileTypes: true }).find((d) => d.isDirectory())
  const base = folder ? path.join(work, folder.name) : work
  const data = readFileSync(path.join(base, 'data.ndjson'), 'utf8')
  writeFileSync(path.join(contentDir, 'dataset.ndjson'), data.endsWith('\n') ? data : data + '\n')
  const images = path.join(contentDir, 'images')
  rmSync(images, { recursive: true, force: true })
  mkdirSync(images, { recursive: true })
  if (existsSync(path.join(base, 'images'))) cpSync(path.join(base, 'images'), images, { recursive: true })
}
