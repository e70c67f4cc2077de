// fontverter ships no types; the one function the font test uses.
declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>
}
