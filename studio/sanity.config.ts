import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { SINGLETONS, schemaTypes } from '../schemas'
import { locations, mainDocuments } from './presentation-resolve'
import { structure } from './structure'

// The Studio for content editors (`npm run studio`, `npm run studio:build`). The project comes
// from SANITY_STUDIO_PROJECT_ID / SANITY_STUDIO_DATASET (Vite exposes SANITY_STUDIO_* to the
// browser); without one it still builds offline, with a placeholder id.
const singletonTypes = new Set<string>(Object.keys(SINGLETONS))
// The only actions on a singleton: no duplicate (a second copy), no delete or unpublish (the
// site needs the one document).
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])
// The site the Presentation tool shows, drafts and all (SANITY_STUDIO_PREVIEW_URL, e.g.
// https://www.arclight.example); it enters preview mode through /api/preview-mode/enable.
const previewOrigin = (process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000').replace(/\/+$/, '')

export default defineConfig({
  name: 'default',
  title: 'Arclight Technologies',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'offline',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool({ structure }),
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
