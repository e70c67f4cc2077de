/** Text safe inside an XML element or attribute (sitemap, RSS). */
export function escapeXml(value: string) {
  // Characters XML 1.0 forbids (control codes) are dropped; the five specials are escaped.
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string)
}
