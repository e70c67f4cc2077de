// Small real files for upload tests.
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

export const png = (name = 'logo.png') => new File([PNG_BYTES], name, { type: 'image/png' })
export const pdf = (name = 'brochure.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' })
