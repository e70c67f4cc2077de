import type { DOMPurify } from 'dompurify'

// SVG uploads are documents that can run script: DOMPurify's SVG profile keeps the drawing and
// drops scripts, event handlers and foreignObject; the hook below drops every reference outside
// the file (href, url() in a style), so a served logo fetches nothing and leaks nothing. jsdom
// is large: it loads on the first SVG upload, not at start-up (decision 295).

// DOMPurify's lists are lower case (HTML parsing folds case); XML keeps it, so SVG's camel-case
// attributes and elements are named here.
const CAMEL_CASE_ATTRIBUTES = [
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'spreadMethod',
  'stdDeviation',
  'baseFrequency',
  'numOctaves',
  'stitchTiles',
  'filterUnits',
  'primitiveUnits',
  'lengthAdjust',
  'textLength',
  'startOffset',
  'pathLength',
  'tableValues',
  'kernelMatrix',
  'kernelUnitLength',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'xChannelSelector',
  'yChannelSelector',
  'edgeMode',
  'targetX',
  'targetY',
  'limitingConeAngle',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
]

const CAMEL_CASE_ELEMENTS = [
  'linearGradient',
  'radialGradient',
  'clipPath',
  'textPath',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]

let purifier: Promise<DOMPurify> | null = null

async function loadPurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')])
  const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis)
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'xlink:href']) {
      const value = node.getAttribute(attribute)
      if (value !== null && !value.trim().startsWith('#')) node.removeAttribute(attribute)
    }
    const style = node.getAttribute('style')
    if (style !== null && /url\s*\(\s*['"]?\s*(?!#)/i.test(style)) node.removeAttribute('style')
  })
  return purify
}

/** The SVG without anything that runs or reaches out, or null when it is not an SVG document. */
export async function sanitiseSvg(source: string): Promise<string | null> {
  const purify = await (purifier ??= loadPurifier())
  // Parsed and written as XML, as an SVG file is (an HTML parser would write `&nbsp;`, which XML refuses).
  // The prolog (XML declaration, doctype) cannot stand inside the wrapper DOMPurify parses: dropped.
  const body = source.replace(/^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?/i, '')
  const clean = purify.sanitize(body, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_ATTR: CAMEL_CASE_ATTRIBUTES,
    // <use> is safe once its reference can only be a fragment of the same file (the hook).
    ADD_TAGS: ['use', ...CAMEL_CASE_ELEMENTS],
    FORBID_TAGS: ['foreignObject', 'style', 'script'],
    PARSER_MEDIA_TYPE: 'application/xhtml+xml',
  })
  const trimmed = clean.trim()
  // A drawing left with nothing in it is written as an empty element, `<svg …/>`: still a document.
  const whole = /^<svg[\s>][\s\S]*<\/svg>$/.test(trimmed) || /^<svg[\s/][^<]*\/>$/.test(trimmed)
  return whole ? trimmed : null
}
