import type { BlogCard } from './merge'

// Structured data and social tags of a post page (schema.org BlogPosting, Open Graph article).

function absoluteUrl(url: string, siteUrl: string) {
  return /^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`
}

export function blogPostingJsonLd(
  post: BlogCard & { updatedAt: string; description: string },
  siteUrl: string,
  publisherName: string,
): Record<string, unknown> {
  const url = `${siteUrl}/blog/${post.slug}`
  const image = post.image?.src ? absoluteUrl(post.image.src, siteUrl) : `${siteUrl}/social-card.jpg`
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [image],
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: post.source === 'sample' ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: publisherName },
    ...(post.category ? { articleSection: post.category.title } : {}),
    inLanguage: 'en',
  }
}

/** Open Graph article tags (og:type article comes from pageMeta's `type`). */
export function articleTags(post: BlogCard & { updatedAt: string }) {
  return [
    { property: 'article:published_time', content: post.date },
    { property: 'article:modified_time', content: post.updatedAt },
    { property: 'article:author', content: post.author },
    ...(post.category ? [{ property: 'article:section', content: post.category.title }] : []),
  ]
}
