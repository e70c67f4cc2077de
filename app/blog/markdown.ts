import MarkdownIt from 'markdown-it'
import type { ContentImage } from '~/content/image'

// Post content is Markdown. Rendering is safe for untrusted text: raw HTML is escaped (html:
// false), and markdown-it's validateLink drops javascript:, vbscript:, file: and non-image data:
// URLs. Links that leave the site get rel="nofollow noopener noreferrer". Used by the admin
// preview and the public blog, so both show exactly the same thing.
const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false })

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet('href') ?? '')
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
    tokens[idx].attrSet('rel', 'nofollow noopener noreferrer')
  }
  return defaultLinkOpen(tokens, idx, options, env, self)
}

/** An uploaded image in a post's text is as wide as the text at most (68ch of 18 px, about 42rem). */
const BODY_IMAGE_SIZES = '(min-width: 48rem) 42rem, calc(100vw - 2rem)'

/** Images of the post's text that the loader found uploaded, by their address (app/media). */
export type MarkdownImages = Record<string, ContentImage>
type RenderEnv = { images?: MarkdownImages }

const defaultImage = md.renderer.rules.image!
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]
  token.attrSet('loading', 'lazy')
  token.attrSet('decoding', 'async')
  const image = (env as RenderEnv | undefined)?.images?.[String(token.attrGet('src') ?? '')]
  if (!image?.width || !image.height) return defaultImage(tokens, idx, options, env, self)
  token.attrSet('width', String(image.width))
  token.attrSet('height', String(image.height))
  if (!image.srcSet || !image.src) return defaultImage(tokens, idx, options, env, self)
  token.attrSet('src', image.src)
  token.attrSet('srcset', image.srcSet)
  token.attrSet('sizes', BODY_IMAGE_SIZES)
  const escape = md.utils.escapeHtml
  const sources = (image.sources ?? []).map(
    (source) => `<source type="${escape(source.type)}" srcset="${escape(source.srcSet)}" sizes="${BODY_IMAGE_SIZES}">`,
  )
  return `<picture>${sources.join('')}${defaultImage(tokens, idx, options, env, self)}</picture>`
}

/** HTML for a Markdown text; safe to put into the page with dangerouslySetInnerHTML. */
export function renderMarkdown(source: string, images?: MarkdownImages): string {
  return md.render(source ?? '', { images } satisfies RenderEnv)
}

/** The addresses of the images in a Markdown text, in order, each once. */
export function markdownImageUrls(source: string): string[] {
  const urls = new Set<string>()
  const visit = (tokens: ReturnType<typeof md.parse>) => {
    for (const token of tokens) {
      if (token.type === 'image') urls.add(String(token.attrGet('src') ?? ''))
      if (token.children) visit(token.children)
    }
  }
  visit(md.parse(source ?? '', {}))
  urls.delete('')
  return [...urls]
}

/** Plain text of a Markdown text (for excerpts and meta descriptions), whitespace collapsed. */
export function markdownToText(source: string): string {
  return md
    .render(source ?? '')
    .replace(/<\/(?:p|h[1-6]|li|blockquote|pre|tr|td|th)>|<br\s*\/?>|<hr\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
