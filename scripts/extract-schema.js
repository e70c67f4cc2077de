// Writes studio/schema.json (the input of `sanity typegen generate`) from schemas/ without the
// network: `sanity schema extract` asks the API for the current user and fails offline.
// Run through tsx (the schema files are TypeScript): `node --import tsx scripts/extract-schema.js [out]`.
import { extractSchema } from '@sanity/schema/_internal'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { createSchema } from 'sanity'
import { schemaTypes } from '../schemas/index.ts'

const out = path.resolve(process.argv[2] || 'studio/schema.json')
const schema = createSchema({ name: 'default', types: schemaTypes })
const problems = schema._validation?.flatMap((group) => group.problems.filter((p) => p.severity === 'error')) ?? []
if (problems.length) {
  console.error('Schema errors:', JSON.stringify(schema._validation, null, 2))
  process.exit(1)
}
writeFileSync(out, JSON.stringify(extractSchema(schema, { enforceRequiredFields: true }), null, 2) + '\n')
console.log(`Schema extracted to ${path.relative(process.cwd(), out)}`)
