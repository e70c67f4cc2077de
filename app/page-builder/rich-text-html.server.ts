import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PortableText } from '~/components/portable-text'
import type { PageSection, QueriedSection } from './sections'

// Rich-text sections become HTML here, on the server, so a page's JavaScript carries no Portable
// Text renderer (the 100 KB budget, docs/decisions/100). Text and links render exactly as
// PortableText renders them elsewhere; a preview's stega stays in the text.
export function withRichTextHtml(sections: QueriedSection[]): PageSection[] {
  return sections.map((section) => {
    if (section._type !== 'richTextSection') return section
    const { body, ...rest } = section
    return { ...rest, html: renderToStaticMarkup(createElement(PortableText, { value: body })) }
  })
}
