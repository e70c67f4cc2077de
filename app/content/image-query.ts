// GROQ for images, written once for every query (queries.ts). An editor's crop (hotspot: true on
// every content image) reaches Sanity's image pipeline as a `rect` of whole pixels of the
// original, and a social card is cut 1200x630 from the crop around the hotspot, both as
// @sanity/image-url computes them (tests/unit/content/image-crop.test.ts compares the two). In the
// query, so that no image-URL code reaches the browser. Each projection names what the next one
// uses: that keeps queries short enough to be sent by GET, which the API CDN caches (a POST it
// does not). Constants only: typegen reads the queries from them.

// The asset, its size, and the crop in its pixels.
const BASE = `{ asset, crop, hotspot, "u": asset->url, "W": asset->metadata.dimensions.width, "H": asset->metadata.dimensions.height, "alt": coalesce(alt, "") }`
const CROP_START = `{ ..., "l": round(coalesce(crop.left, 0) * W), "t": round(coalesce(crop.top, 0) * H) }`
const CROP_SIZE = `{ ..., "w": round(W - coalesce(crop.right, 0) * W - l), "h": round(H - coalesce(crop.bottom, 0) * H - t) }`
const CROP = `${BASE}${CROP_START}${CROP_SIZE}{ ..., "cropped": defined(crop) && (l != 0 || t != 0 || w != W || h != H) }`

const FIELDS = `"src": select(cropped => u + "?rect=" + string(l) + "," + string(t) + "," + string(w) + "," + string(h), u),
  "width": select(cropped => w, W),
  "height": select(cropped => h, H),
  alt`

// The social card: a crop wider than 1200:630 loses its sides, a taller one its top and bottom,
// around the hotspot's centre and kept within the crop; off Sanity's CDN (the bundled art) the
// asset's own URL.
const RATIO = '(1200.0 / 630.0)'
const CUT_SIZE = `{ ..., "wide": w / h > ${RATIO}, "x": round(coalesce(hotspot.x, 0.5) * W), "y": round(coalesce(hotspot.y, 0.5) * H) }{ ..., "cw": select(wide => round(h * ${RATIO}), w), "ch": select(wide => h, round(w / ${RATIO})) }`
const CUT_START = `{ ..., "s": select(wide => math::max([0, round(x - cw / 2)]), math::max([0, round(y - ch / 2)])) }`
const CUT = `{ ..., "cl": select(!wide => l, s < l => l, s + cw > l + w => l + w - cw, s), "ct": select(wide => t, s < t => t, s + ch > t + h => t + h - ch, s) }`
const SOCIAL = `select(
    string::startsWith(u, "https://cdn.sanity.io/") && defined(W) && defined(H) => u + "?" + select(cl == 0 && ct == 0 && cw == W && ch == H => "", "rect=" + string(cl) + "," + string(ct) + "," + string(cw) + "," + string(ch) + "&") + "w=1200&h=630",
    u
  )`

/** An image as pages need it: URL (with the crop's rect), size and alt text. */
export const IMAGE = `${CROP}{
  ${FIELDS}
}`

/** An image a page's social card may show: `social` is its 1200x630 cut. */
export const SHAREABLE_IMAGE = `${CROP}${CUT_SIZE}${CUT_START}${CUT}{
  ${FIELDS},
  "social": ${SOCIAL}
}`
