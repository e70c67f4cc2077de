import { defineCliConfig } from 'sanity/cli'

// Read by `sanity dev|build|dataset …` (run with --cwd studio or from this folder) and by
// `sanity typegen generate`. The project comes from the environment, like the site's.
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'offline',
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production',
  },
  // The two environment variables let the staleness test generate into a temporary file.
  typegen: {
    path: '../app/content/**/*.{ts,tsx}',
    schema: process.env.SANITY_TYPEGEN_SCHEMA || './schema.json',
    generates: process.env.SANITY_TYPEGEN_OUT || '../app/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
