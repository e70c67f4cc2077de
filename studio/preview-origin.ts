// The site the Studio previews (SANITY_STUDIO_PREVIEW_URL, e.g. https://www.arclight.example):
// the Presentation tool's frame and the SEO preview's addresses. Vite exposes SANITY_STUDIO_*
// to the browser.
export const previewOrigin = (process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000').replace(/\/+$/, '')
