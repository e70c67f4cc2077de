import { describe, expect, it } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { loader } from '~/routes/content-images.$'

// GET /content-images/<file>: the bundled images, served by the site itself.

function get(file: string, init: { query?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`http://localhost/content-images/${file}${init.query ?? ''}`, { headers: init.headers })
  return loader({ request, params: { '*': file }, context: {} } as never)
}

describe('/content-images/*', () => {
  it('serves every image the dataset references, at the URL its asset document gives', async () => {
    const assets = createBundledSource({ watch: false })
      .dataset()
      .documents.filter((d) => d._type === 'sanity.imageAsset')
    expect(assets.length).toBeGreaterThan(20)
    for (const asset of assets) {
      const url = new URL(String(asset.url), 'http://localhost')
      const res = await get(decodeURIComponent(url.pathname.replace('/content-images/', '')), { query: url.search })
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe(asset.mimeType)
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    }
  })

  it('revalidates an unversioned URL by ETag', async () => {
    const first = await get('service-cloud-solutions.svg')
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=3600, must-revalidate')
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/)
    const again = await get('service-cloud-solutions.svg', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('keeps SVGs from running scripts when opened directly', async () => {
    const res = await get('page-home.svg')
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
    expect(await res.text()).toMatch(/^<svg /)
  })

  it.each(['../dataset.ndjson', '..%2Fdataset.ndjson', 'missing.svg', 'dataset.ndjson', '.hidden.svg', ''])(
    'answers 404 for %j',
    async (file) => {
      expect((await get(file)).status).toBe(404)
    },
  )
})
