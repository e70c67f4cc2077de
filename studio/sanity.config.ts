import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { SINGLETONS, schemaTypes } from '../schemas'
import { previewOrigin } from './preview-origin'
import { locations, mainDocuments } from './presentation-resolve'
import { defaultDocumentNode } from './seo-preview/document-node'
import { structure } from './structure'

// The Studio for content editors (`npm run studio`, `npm run studio:build`). The project comes
// from SANITY_STUDIO_PROJECT_ID / SANITY_STUDIO_DATASET (Vite exposes SANITY_STUDIO_* to the
// browser); without one it still builds offline, with a placeholder id.
const singletonTypes = new Set<string>(Object.keys(SINGLETONS))
// The only actions on a singleton: no duplicate (a second copy), no delete or unpublish (the
// site needs the one document).
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Arclight Technologies',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'offline',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    // The site (preview-origin.ts), drafts and all; it enters preview mode through /api/preview-mode/enable.
    presentationTool({
      title: 'Preview',
      previewUrl: {
        initial: previewOrigin,
        previewMode: { enable: '/api/preview-mode/enable', disable: '/api/preview-mode/disable' },
      },
      allowOrigins: [previewOrigin],
      resolve: { mainDocuments, locations },
    }),
  ],
  schema: {
    types: schemaTypes,
    // No "create new" for singletons: their one document is opened from the desk.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global' ? items.filter((item) => !singletonTypes.has(item.templateId)) : items,
  },
})
