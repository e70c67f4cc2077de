import { defineCliConfig } from 'sanity/cli'

// Read by `sanity dev|build|dataset …` (run with --cwd studio or from this folder) and by
// `sanity typegen generate`. The project comes from the environment, like the site's.
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'offline',
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production',
  },
  typegen: {
    path: '../app/content/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../app/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
