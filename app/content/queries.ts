import { defineQuery } from 'groq'
import { IMAGE, SHAREABLE_IMAGE } from './image-query'

// Every GROQ query of the site, written once. `npm run typegen` types each of them into
// sanity.types.ts, and `fetchContent(query, params)` returns that type. Slugs come back as
// plain strings; images as { src, width, height, alt } (see image.ts for srcset).

/** A legal page answers at its kind's fixed address (LEGAL_PAGES, app/content/legal-pages.ts), whatever its slug. */
const LEGAL_PATH = `select(kind == "privacy" => "/privacy-policy", kind == "terms" => "/terms", kind == "cookies" => "/cookies-policy")`

/**
 * A link (schemas/objects/link.ts) as pages need it: `href` is its path on this site (followed
 * from the referenced document, so a changed slug is followed) or its URL; null when the target
 * is missing or unpublished, and the page then renders no anchor. The one resolver of links.
 */
const LINK_PATH = `select(
  _type == "page" => "/" + slug.current,
  _type == "landingPage" && key == "home" => "/",
  _type == "landingPage" => "/" + key,
  _type == "service" => "/services/" + slug.current,
  _type == "caseStudy" => "/case-studies/" + slug.current,
  _type == "successStory" => "/success-stories",
  _type == "blogPost" => "/blog/" + slug.current,
  _type == "companyPage" => "/company",
  _type == "aboutPage" => "/about",
  _type == "legalPage" => ${LEGAL_PATH}
)`

export const LINK = `{
  "href": select(linkType == "external" => url, reference->{ "path": ${LINK_PATH} }.path),
  "newTab": coalesce(openInNewTab, false)
}`

/** Portable Text with each link annotation resolved by LINK. */
const RICH_TEXT = `[]{ ..., markDefs[]{ ..., _type == "link" => ${LINK} } }`

const SEO = `{ title, description, keywords, "noindex": coalesce(noindex, false), "image": image${SHAREABLE_IMAGE} }`

const HERO = `{ eyebrow, title, subtitle, "image": image${SHAREABLE_IMAGE} }`

const SERVICE_CARD = `{
  _id,
  title,
  "slug": slug.current,
  subtitle,
  icon,
  color,
  description,
  "image": image${IMAGE},
  order,
  readings,
  "featured": "first" in readings,
  "parentId": parent._ref
}`

const CASE_STUDY_CARD = `{
  _id,
  title,
  "slug": slug.current,
  client,
  industry,
  description,
  "metrics": metrics[]{ label, value },
  "image": image${IMAGE}
}`

const POST_CARD = `{
  _id,
  title,
  "slug": slug.current,
  legacyId,
  excerpt,
  "image": image${IMAGE},
  date,
  author,
  readTime,
  "category": category->{ title, "slug": slug.current }
}`

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
  "navigation": coalesce(navigation[]{ label, "link": link${LINK} }, []),
  "footerLinks": coalesce(footerLinks[]{ label, "link": link${LINK} }, []),
  "pagesIn": {
    "navigation": *[_type == "page" && "navigation" in showIn] | order(title asc){ "label": title, "link": { "href": "/" + slug.current, "newTab": false } },
    "footer": *[_type == "page" && "footer" in showIn] | order(title asc){ "label": title, "link": { "href": "/" + slug.current, "newTab": false } }
  },
  "defaultSeo": defaultSeo${SEO}
}`)

/** Every service, in order; `featured` marks the six of the first reading. */
export const servicesQuery = defineQuery(`*[_type == "service"] | order(order asc) ${SERVICE_CARD}`)

/** The services of one reading of the offer ($reading: "first" = six, "second" = nine), in order. */
export const servicesByReadingQuery = defineQuery(`*[_type == "service" && $reading in readings] | order(order asc) ${SERVICE_CARD}`)

/**
 * The service at /services/$slug, matched by its slug, an alias or a former slug. `match`
 * tells the page what to do: "slug" and "alias" render (an alias with the canonical path in
 * its metadata), "formerSlug" answers 301 to `canonicalPath`.
 */
export const serviceBySlugQuery = defineQuery(`*[_type == "service" && (
  slug.current == $slug || $slug in coalesce(aliases, []) || $slug in coalesce(formerSlugs, [])
)][0]{
  _id,
  title,
  "slug": slug.current,
  "canonicalPath": "/services/" + slug.current,
  "match": select(slug.current == $slug => "slug", $slug in coalesce(aliases, []) => "alias", "formerSlug"),
  subtitle,
  icon,
  color,
  description,
  longDescription,
  "image": image${SHAREABLE_IMAGE},
  "features": features[]{ title, description, icon },
  "parent": parent->{ title, "slug": slug.current },
  readings,
  "seo": seo${SEO}
}`)

/** Every address that renders a service (slugs and aliases), for the sitemap and prerendering. */
export const serviceRoutesQuery = defineQuery(`*[_type == "service"] | order(order asc){
  "slug": slug.current,
  "aliases": coalesce(aliases, []),
  "formerSlugs": coalesce(formerSlugs, []),
  _updatedAt
}`)

export const caseStudiesQuery = defineQuery(`*[_type == "caseStudy"] | order(order asc) ${CASE_STUDY_CARD}`)

export const caseStudyBySlugQuery = defineQuery(`*[_type == "caseStudy" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  client,
  industry,
  description,
  "metrics": metrics[]{ label, value },
  "image": image${SHAREABLE_IMAGE},
  "body": body${RICH_TEXT},
  "seo": seo${SEO},
  _updatedAt
}`)

export const successStoriesQuery = defineQuery(`*[_type == "successStory"] | order(order asc){
  _id,
  title,
  description,
  "image": image${IMAGE},
  results,
  "caseStudySlug": caseStudy->slug.current
}`)

/** The sample blog posts, newest first. */
export const blogPostsQuery = defineQuery(`*[_type == "blogPost"] | order(date desc, title asc) ${POST_CARD}`)

export const blogPostBySlugQuery = defineQuery(`*[_type == "blogPost" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  legacyId,
  excerpt,
  "body": body${RICH_TEXT},
  "image": image${IMAGE},
  date,
  author,
  readTime,
  "category": category->{ title, "slug": slug.current },
  "seo": seo${SEO},
  _updatedAt
}`)

/** A sample post by its former numeric id ($id is a number): /blog/1 redirects to its slug. */
export const blogPostByLegacyIdQuery = defineQuery(`*[_type == "blogPost" && legacyId == $id][0]{
  "slug": slug.current
}`)

/** Categories in display order, for the blog's filter buttons. */
export const categoriesQuery = defineQuery(`*[_type == "category"] | order(order asc){
  _id,
  title,
  "slug": slug.current,
  description
}`)

export const companyPageQuery = defineQuery(`*[_type == "companyPage" && _id == "companyPage"][0]{
  "hero": hero${HERO},
  intro,
  valuesHeading,
  valuesIntro,
  "values": values[]{ title, description, icon },
  "seo": seo${SEO}
}`)

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  "hero": hero${HERO},
  "body": body${RICH_TEXT},
  mission,
  vision,
  "highlights": coalesce(highlights[]{ title, description }, []),
  "seo": seo${SEO}
}`)

export const teamMembersQuery = defineQuery(`*[_type == "teamMember"] | order(order asc){
  _id,
  name,
  role,
  bio,
  "image": image${IMAGE},
  "links": coalesce(links[]{ platform, label, url }, [])
}`)

/** A legal page by kind: "privacy", "terms" or "cookies". */
export const legalPageQuery = defineQuery(`*[_type == "legalPage" && kind == $kind][0]{
  kind,
  title,
  "slug": slug.current,
  lastUpdated,
  summary,
  reviewNotice,
  "body": body${RICH_TEXT},
  "seo": seo${SEO}
}`)

/** Every content-backed public address with its last change, for sitemap.xml. */
export const sitemapQuery = defineQuery(`{
  "services": *[_type == "service" && seo.noindex != true]{ "path": "/services/" + slug.current, _updatedAt },
  "caseStudies": *[_type == "caseStudy" && seo.noindex != true]{ "path": "/case-studies/" + slug.current, _updatedAt },
  "blogPosts": *[_type == "blogPost" && seo.noindex != true]{ "path": "/blog/" + slug.current, _updatedAt },
  "legalPages": *[_type == "legalPage" && seo.noindex != true]{ "path": ${LEGAL_PATH}, _updatedAt },
  "pages": *[_type == "page" && seo.noindex != true]{ "path": "/" + slug.current, _updatedAt }
}`)

/**
 * A page-builder section (schemas/sections) as pages render it: each type's own fields, and for
 * the sections that show other content, that content (services, picked stories, the team, the
 * site's statistics). Links are resolved by LINK; a missing pick is left out. The hero is only
 * on built pages (a landing page has its own): pageBySlugQuery adds it.
 */
const SECTION = `
  _key,
  _type,
  heading,
  intro,
  eyebrow,
  anchor,
  "more": more{ label, "link": link${LINK} },
  _type == "richTextSection" => { "body": body${RICH_TEXT} },
  _type == "featureGridSection" => { "features": coalesce(features[]{ _key, title, description, icon }, []) },
  _type == "statisticsSection" => { "stats": coalesce(*[_type == "siteSettings" && _id == "siteSettings"][0].statistics[]{ value, label }, []) },
  _type == "servicesSection" => { "services": *[_type == "service" && coalesce(^.reading, "first") in readings] | order(order asc) ${SERVICE_CARD} },
  _type == "storiesSection" => { "stories": picks[defined(@->_id)]->{
    _id,
    title,
    description,
    "image": image${IMAGE},
    "results": coalesce(select(_type == "caseStudy" => metrics[]{ "r": value + " " + label }.r, results), []),
    "caseStudySlug": select(_type == "caseStudy" => slug.current, caseStudy->slug.current)
  } },
  _type == "teamSection" => { "members": *[_type == "teamMember"] | order(order asc){
    _id, name, role, bio, "image": image${IMAGE}, "links": coalesce(links[]{ platform, label, url }, [])
  } },
  _type == "quoteSection" => { quote, author, role },
  _type == "faqSection" => { "items": coalesce(items[]{ _key, question, answer }, []) },
  _type == "imageTextSection" => {
    "image": image${IMAGE}, "imageSide": coalesce(imageSide, "right"), "button": button{ label, "link": link${LINK} }
  },
  _type == "ctaSection" => { buttonLabel, "link": link${LINK} },
  _type == "pageContentSection" => { contactHeading, contactText }`

/**
 * The slug now of a document of `$type` (a built page, case study or sample post) that had `$slug`
 * before: its former slugs answer 301 to the address it has now. Asked only after a miss.
 */
export const formerSlugQuery = defineQuery(`*[_type == $type && $slug in coalesce(formerSlugs, [])][0]{ "slug": slug.current }`)

/** An editor-built page at /$slug. */
export const pageBySlugQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  "sections": coalesce(sections[]{
    ${SECTION},
    _type == "heroSection" => {
      title, subtitle, "image": image${SHAREABLE_IMAGE},
      "buttons": coalesce(buttons[]{ _key, label, "link": link${LINK} }, [])
    }
  }, []),
  "seo": seo${SEO},
  _updatedAt
}`)

/** A landing page by $key (home, services, success-stories, blog, team, get-started): hero, call to action, SEO (its sections: landingSectionsQuery). */
export const landingPageQuery = defineQuery(`*[_type == "landingPage" && key == $key][0]{
  key,
  "hero": hero${HERO},
  callToAction{ heading, text, buttonLabel, "link": link${LINK} },
  "seo": seo${SEO}
}`)

/**
 * The page-builder sections of a landing page (an old document's `pageSection`s are left out:
 * the page then shows its own content alone, docs/decisions/250). A query of its own: with the hero and SEO images it would be too
 * long for a GET, which the API CDN caches.
 */
export const landingSectionsQuery = defineQuery(`*[_type == "landingPage" && key == $key][0]{
  "sections": coalesce(sections[_type != "pageSection"]{ ${SECTION} }, [])
}`)
