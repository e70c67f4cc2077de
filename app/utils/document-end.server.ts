// React writes the document's closing tags with its shell; what it streams later (Remix's loader
// data scripts, late Suspense boundaries) lands after `</html>`, where HTML allows nothing.
// Browsers forgive it; validators, crawlers and assistive tools need not. The end is moved last.

export const DOCUMENT_END = '</body></html>'

/** The buffered document with anything written after its end moved inside the body, in order. */
export function endDocumentLast(html: string): string {
  const at = html.indexOf(DOCUMENT_END)
  if (at === -1 || at + DOCUMENT_END.length === html.length) return html
  return html.slice(0, at) + html.slice(at + DOCUMENT_END.length) + DOCUMENT_END
}
