import { describe, expect, it } from 'vitest'
import { formFile, limitedFileHandler } from '~/admin/upload.server'

// A file over the limit is replaced by a marker with its facts; a text field must not pose as one.
describe('the oversized-file marker', () => {
  const oversized = async () => {
    const bytes = new Uint8Array(64)
    const data = (async function* () {
      yield bytes
    })()
    return limitedFileHandler(10)({ name: 'file', filename: 'big.png', contentType: 'image/png', data })
  }

  it('stands for a file that was over the limit', async () => {
    const marker = await oversized()
    expect(typeof marker).toBe('string')
    expect(formFile(marker as string)).toEqual({ oversized: true, name: 'big.png', type: 'image/png', size: 64 })
  })

  it('cannot be forged by a text field', async () => {
    const forged = 'oversized-file:{"name":"x.png","type":"image/png","size":99999999}'
    expect(formFile(forged)).toBeNull()
    const marker = String(await oversized())
    expect(formFile(marker.replace(/^oversized-file-[^:]+:/, 'oversized-file-00000000-0000-0000-0000-000000000000:'))).toBeNull()
  })
})
