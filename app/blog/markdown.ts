import MarkdownIt from 'markdown-it'

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

const defaultImage = md.renderer.rules.image!
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('loading', 'lazy')
  return defaultImage(tokens, idx, options, env, self)
}

/** HTML for a Markdown text; safe to put into the page with dangerouslySetInnerHTML. */
export function renderMarkdown(source: string): string {
  return md.render(source ?? '')
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
