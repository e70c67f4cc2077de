// npm run content:check [-- --strict]
// Lists what still holds sample values or development settings before the site goes live
// (app/launch/readiness.ts), plus bundled images that do not decode. Exit code 0, or 1 with
// --strict when anything is listed (for a deploy pipeline); 2 when the content cannot be read.
import './dot-env.js'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createBundledSource } from '~/content/bundled-source.server'
import { configureContentSource } from '~/content/content.server'
import { checkImage } from '~/content/image-check.server'
import { checkReadiness, type Finding } from '~/launch/readiness'
import { gatherReadiness } from '~/launch/readiness.server'

// The bundled dataset of CONTENT_DIR (as the server reads it), or of content/.
const contentDir = path.resolve(process.env.CONTENT_DIR || 'content')
const bundled = process.env.SANITY_PROJECT_ID ? null : createBundledSource({ dir: contentDir })
if (bundled) configureContentSource(() => bundled)

function bundledImages() {
  const dir = path.join(contentDir, 'images')
  const files = readdirSync(dir).map((file) => checkImage(file, readFileSync(path.join(dir, file))))
  return [...files, ...(bundled?.dataset().unreadableImages ?? [])]
}

function print(findings: Finding[], strict: boolean) {
  if (findings.length === 0) {
    console.log('Ready to launch: no sample content and no development settings found.')
    return
  }
  console.log(`${findings.length === 1 ? 'One thing' : `${findings.length} things`} to settle before going live:\n`)
  for (const area of [...new Set(findings.map((f) => f.area))]) {
    console.log(area)
    for (const finding of findings.filter((f) => f.area === area)) console.log(`  - ${finding.message}`)
  }
  console.log(strict ? '\n--strict: failing.' : '\nRun with --strict to fail on these (e.g. in a deploy pipeline).')
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } })
  let input
  try {
    input = await gatherReadiness()
  } catch (error) {
    console.error('Could not read the content:', error instanceof Response ? `${error.status} ${await error.text()}` : error)
    return 2
  }
  // Only the bundled dataset's images are files here; Sanity's are checked by its own pipeline.
  const brokenImages = bundled ? bundledImages().filter((image) => image.problem) : []
  const findings = checkReadiness({ ...input, brokenImages })
  if (values.json) console.log(JSON.stringify(findings, null, 2))
  else print(findings, values.strict)
  return values.strict && findings.length > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(2)
  },
)
