import { siteSettings } from './documents/site-settings'
import { imageWithAlt } from './objects/image-with-alt'
import { seo } from './objects/seo'
import { socialLink } from './objects/social-link'
import { stat } from './objects/stat'

// Every schema type, shared by the Studio (studio/sanity.config.ts) and typegen.
export const schemaTypes = [siteSettings, seo, stat, socialLink, imageWithAlt]

/** Document types that exist exactly once, with their fixed ids. */
export const SINGLETONS = { siteSettings: 'siteSettings' } as const
