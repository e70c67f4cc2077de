import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBundledSource } from '~/content/bundled-source.server'
import { configurePreview, fetchContent, setContentSource } from '~/content/content.server'
import { landingSectionsQuery } from '~/content/queries'
import type { PreviewRead } from '~/content/source'
import { datasetDocuments } from '../../fixtures/preview-content'

// The home page's sections are a query of their own (landingSectionsQuery): a preview must show
// the draft's order of them, the public the published one (docs/decisions/181, 240).

let dir: string
let read: PreviewRead | null = null

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'home-draft-'))
  cpSync('content', dir, { recursive: true })
  const docs = datasetDocuments()
  const home = docs.find((doc) => doc._id === 'landingPage-home')!
  const draft = { ...home, _id: 'drafts.landingPage-home', sections: [...(home.sections as object[])].reverse() }
  writeFileSync(path.join(dir, 'dataset.ndjson'), `${[...docs, draft].map((doc) => JSON.stringify(doc)).join('\n')}\n`)
  setContentSource(createBundledSource({ dir }))
  configurePreview(() => read)
})

afterAll(() => {
  configurePreview(() => null)
  setContentSource(undefined)
  rmSync(dir, { recursive: true, force: true })
})

const order = async () => ((await fetchContent(landingSectionsQuery, { key: 'home' }))?.sections ?? []).map((s) => s._type)
const PUBLISHED = ['trustedBySection', 'statisticsSection', 'servicesSection', 'storiesSection', 'enquirySection']

describe('the home page’s sections in preview', () => {
  it('are the draft’s in a preview and the published ones otherwise', async () => {
    read = { perspective: 'drafts', studioUrl: null }
    expect(await order()).toEqual([...PUBLISHED].reverse())
    read = null
    expect(await order()).toEqual(PUBLISHED)
  })
})
