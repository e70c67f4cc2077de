import { defineQuery } from 'groq'

// Every GROQ query of the site, written once. `npm run typegen` types each of them into
// sanity.types.ts; `fetchContent(query, params)` returns that type.

/** The fields of an image as pages need them: URL, intrinsic size and alt text. */
const IMAGE = `{
  "src": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "alt": coalesce(alt, "")
}`

const SEO = `{ title, description, keywords, noindex, "image": image${IMAGE} }`

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  companyName,
  tagline,
  description,
  supportEmail,
  phone,
  address,
  "socialLinks": coalesce(socialLinks[]{ platform, label, url }, []),
  "heroClaims": coalesce(heroClaims[]{ value, label }, []),
  "statistics": coalesce(statistics[]{ value, label }, []),
  "defaultSeo": defaultSeo${SEO}
}`)
