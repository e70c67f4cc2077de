// A public page's hydration scripts are fetched once the page has painted, not alongside its style
// sheet, font and hero image: on a slow network those come first, and the page works without
// JavaScript until then (links and forms are plain HTML). docs/decisions/160-hydrate-after-paint.md

const PRELOAD = /<link rel="modulepreload"/g
// Remix's inline module script (it writes the nonce before the type); one with a src is left alone.
const MODULE = /(<script\b(?![^>]*\bsrc=)[^>]*?) type="module"/g

// Runs at the end of the body. On the first contentful paint (or at once when the page is hidden,
// cannot report paints, or has not painted within 3 s) it turns the held links back into module
// preloads and puts a live copy in place of each held module script: the DOM is then what React
// rendered, before hydration looks at it.
export const RELEASE = `(function(){var done=0;function go(){if(done)return;done=1;
document.querySelectorAll('link[rel="held-modulepreload"]').forEach(function(l){l.rel="modulepreload"});
document.querySelectorAll('script[type="held-module"]').forEach(function(s){var m=document.createElement("script");m.type="module";m.async=true;m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)})}
var P=window.PerformanceObserver;if(document.visibilityState!=="visible"||!P||!(P.supportedEntryTypes||[]).includes("paint"))return go();
new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});
setTimeout(go,3000)})()`

/** The document with its module scripts held until first paint, or unchanged when it has none. */
export function hydrateAfterPaint(html: string, nonce: string | undefined) {
  const end = html.lastIndexOf('</body>')
  if (end === -1) return html
  const body = html.slice(0, end)
  const held = body.replace(PRELOAD, '<link rel="held-modulepreload"').replace(MODULE, '$1 type="held-module"')
  if (held === body) return html
  const release = `<script${nonce ? ` nonce="${nonce}"` : ''}>${RELEASE}</script>`
  return held + release + html.slice(end)
}
