import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { loadDataset, parseNdjson } from '~/content/dataset.server'
import { siteSettingsQuery } from '~/content/queries'

const dirs: string[] = []
function copyOfContent() {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'))
  cpSync('content', dir, { recursive: true })
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('the bundled dataset loader', () => {
  it('turns each _sanityAsset into an asset document with its URL and size, as an import would', () => {
    const { documents, assets } = loadDataset()
    const asset = documents.find((d) => d._type === 'sanity.imageAsset' && d.originalFilename === 'service-cyber-security.svg')
    expect(asset?._id).toMatch(/^image-[0-9a-f]{40}-1200x800-svg$/)
    expect(asset).toMatchObject({ mimeType: 'image/svg+xml', metadata: { dimensions: { width: 1200, height: 800, aspectRatio: 1.5 } } })
    expect(String(asset?.url)).toMatch(/^\/content-images\/service-cyber-security\.svg\?v=[0-9a-f]{12}$/)
    expect(assets.get('og-default.jpg')).toMatchObject({ mimeType: 'image/jpeg' })
    expect(JSON.stringify(documents)).not.toContain('_sanityAsset')
  })

  it('reads the JPEG social image size', () => {
    const og = loadDataset().documents.find((d) => d.originalFilename === 'og-default.jpg')
    expect(og?.metadata).toMatchObject({ dimensions: { width: 1200, height: 630 } })
  })

  it('leaves drafts and system documents out, as the published perspective does', () => {
    const dir = copyOfContent()
    const file = path.join(dir, 'dataset.ndjson')
    const extra = [
      { _id: 'drafts.siteSettings', _type: 'siteSettings', companyName: 'Draft name' },
      { _id: '_.groups.public', _type: 'system.group' },
    ]
    writeFileSync(file, readFileSync(file, 'utf8') + extra.map((d) => JSON.stringify(d)).join('\n') + '\n')
    const ids = loadDataset(dir).documents.map((d) => d._id)
    expect(ids).not.toContain('drafts.siteSettings')
    expect(ids).not.toContain('_.groups.public')
  })

  it('leaves out an image it cannot read, names the document and the file, and loads the rest', async () => {
    const dir = copyOfContent()
    const file = path.join(dir, 'dataset.ndjson')
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes('"_id":"caseStudy-ai-powered-analytics"'))
    const published = JSON.parse(lines[index])
    const draft = {
      ...published,
      _id: `drafts.${published._id}`,
      image: { ...published.image, _sanityAsset: 'image@file://./images/new-photo.jpg' },
    }
    const odd = {
      _id: 'page-odd',
      _type: 'page',
      title: 'Odd',
      slug: { current: 'odd' },
      image: { _sanityAsset: 'https://elsewhere.example/x.png' },
    }
    writeFileSync(file, [...lines, JSON.stringify(draft), JSON.stringify(odd)].join('\n') + '\n')

    const { documents, drafts, unreadableImages } = loadDataset(dir)
    expect(unreadableImages).toEqual([
      { document: 'page-odd', file: 'https://elsewhere.example/x.png', problem: 'expected image@file://./images/<file>' },
      { document: 'drafts.caseStudy-ai-powered-analytics', file: 'new-photo.jpg', problem: 'no such file in images/' },
    ])
    expect(drafts.find((d) => d._id === draft._id)?.image).not.toHaveProperty('asset')
    expect(documents.find((d) => d._id === published._id)?.image).toHaveProperty('asset._ref')
    const source = createBundledSource({ dir })
    expect(await source.fetch('*[_id == "caseStudy-ai-powered-analytics"][0].image.asset->url')).toMatch(/^\/content-images\//)
  })

  it('names the line of a broken NDJSON record', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"x"}\n{oops\n')).toThrow(/line 2/)
  })
})

describe('the bundled source', () => {
  it('caches results per query and parameters', async () => {
    const source = createBundledSource({ watch: false })
    const a = await source.fetch(siteSettingsQuery)
    const b = await source.fetch(siteSettingsQuery, {})
    expect(b).toBe(a)
    const x = await source.fetch('*[_type == $t][0]._id', { t: 'category' })
    const y = await source.fetch('*[_type == $t][0]._id', { t: 'service' })
    expect(x).not.toEqual(y)
  })

  it('reloads when the dataset file changes (development)', async () => {
    const dir = copyOfContent()
    const file = path.join(dir, 'dataset.ndjson')
    const source = createBundledSource({ dir, watch: true })
    expect(await source.fetch(siteSettingsQuery)).toMatchObject({ companyName: 'Arclight Technologies' })

    writeFileSync(file, readFileSync(file, 'utf8').replace('"companyName":"Arclight Technologies"', '"companyName":"Renamed Ltd"'))
    const later = new Date(Date.now() + 5000)
    utimesSync(file, later, later)
    expect(await source.fetch(siteSettingsQuery)).toMatchObject({ companyName: 'Renamed Ltd' })
  })

  it('does not look at the file again in production', async () => {
    const dir = copyOfContent()
    const file = path.join(dir, 'dataset.ndjson')
    const source = createBundledSource({ dir, watch: false })
    await source.fetch(siteSettingsQuery)
    writeFileSync(file, readFileSync(file, 'utf8').replace('"companyName":"Arclight Technologies"', '"companyName":"Renamed Ltd"'))
    expect(await source.fetch(siteSettingsQuery)).toMatchObject({ companyName: 'Arclight Technologies' })
  })

  it('reports unhealthy when the dataset is missing', async () => {
    const source = createBundledSource({ dir: '/nonexistent-content-dir' })
    await expect(source.check()).rejects.toThrow()
    await expect(source.fetch(siteSettingsQuery)).rejects.toThrow()
  })
})
