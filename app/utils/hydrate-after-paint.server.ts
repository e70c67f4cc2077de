// A public page's hydration scripts are fetched once the page has painted, not alongside its style
// sheet, font and hero image: on a slow network those come first, and the page works without
// JavaScript until then (links and forms are plain HTML). docs/decisions/160-hydrate-after-paint.md

// Held in valid HTML: a module preload inside an inert <template>, a module script as a data block
// (a type that is not JavaScript, without `async`, which data blocks may not carry).
const PRELOAD = /<link rel="modulepreload"[^>]*>/g
// Remix's inline module script (it writes the nonce before the type); one with a src is left alone.
const MODULE = /<script\b(?![^>]*\bsrc=)([^>]*?) type="module"(?: async="")?>/g
const HELD_TYPE = 'text/x-held-module'

// Runs at the end of the body. On the first contentful paint (or at once when the page is hidden,
// cannot report paints, or has not painted within 3 s) it puts the held preloads into the page and
// a live copy in place of each held module script: the DOM is then what React rendered, before
// hydration looks at it.
export const RELEASE = `(function(){var done=0;function go(){if(done)return;done=1;
document.querySelectorAll("template[data-held]").forEach(function(t){t.replaceWith(t.content)});
document.querySelectorAll('script[type="${HELD_TYPE}"]').forEach(function(s){var m=document.createElement("script");m.type="module";m.async=true;m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)})}
var P=window.PerformanceObserver;if(document.visibilityState!=="visible"||!P||!(P.supportedEntryTypes||[]).includes("paint"))return go();
new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});
setTimeout(go,3000)})()`

/** The document with its module scripts held until first paint, or unchanged when it has none. */
export function hydrateAfterPaint(html: string, nonce: string | undefined) {
  const end = html.lastIndexOf('</body>')
  if (end === -1) return html
  const body = html.slice(0, end)
  const held = body.replace(PRELOAD, '<template data-held>$&</template>').replace(MODULE, `<script$1 type="${HELD_TYPE}">`)
  if (held === body) return html
  const release = `<script${nonce ? ` nonce="${nonce}"` : ''}>${RELEASE}</script>`
  return held + release + html.slice(end)
}
