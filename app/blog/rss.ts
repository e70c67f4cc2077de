import { escapeXml } from '~/utils/xml'
import type { BlogCard } from './merge'

// RSS 2.0 of the newest posts (https://www.rssboard.org/rss-specification), with an atom:link
// to itself as feed validators ask.

export interface FeedChannel {
  title: string
  description: string
  siteUrl: string
  feedPath: string
}

export function renderRss(channel: FeedChannel, posts: BlogCard[]): string {
  const { siteUrl } = channel
  const items = posts.map((post) => {
    const url = `${siteUrl}/blog/${post.slug}`
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      post.category ? `      <category>${escapeXml(post.category.title)}</category>` : null,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  const newest = posts[0] ? new Date(posts[0].date).toUTCString() : null
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${siteUrl}${channel.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${newest}</lastBuildDate>` : null,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n')
}
