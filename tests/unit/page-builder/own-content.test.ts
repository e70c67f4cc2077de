import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueriedSection } from '~/page-builder/sections'
import { createBundledSource } from '~/content/bundled-source.server'
import { setContentSource } from '~/content/content.server'
import { loader as getStartedLoader } from '~/routes/get-started'
import { loader as servicesLoader } from '~/routes/services._index'
import { loader as teamLoader } from '~/routes/team'
import { withOwnContent } from '~/page-builder/landing-sections.server'
import { datasetDocuments } from '../../fixtures/preview-content'

// A landing page's own content (docs/decisions/250) stands where the editor put it; a document
// imported before the section existed (old `pageSection`s by key) still shows it, first, with the
// page's former fallback headings.

const faq = { _key: 'faq', _type: 'faqSection', heading: 'Questions' } as unknown as QueriedSection
const types = (sections: { _type: string; heading?: string | null }[]) => sections.map((s) => `${s._type} ${s.heading ?? ''}`.trim())

describe('withOwnContent', () => {
  it('leaves the sections as the editor arranged them when the own content is among them', () => {
    const own = { _key: 'own', _type: 'pageContentSection', heading: 'Ours' } as unknown as QueriedSection
    expect(withOwnContent([faq, own], 'team')).toEqual([faq, own])
  })

  it('puts the own content first, with the former headings, when the document has none', () => {
    expect(types(withOwnContent([faq], 'services'))).toEqual(['pageContentSection Core practices', 'faqSection Questions'])
    expect(withOwnContent([], 'get-started')).toEqual([
      expect.objectContaining({ heading: 'Tell us about your project', contactHeading: 'Prefer to talk?', intro: null }),
    ])
    expect(types(withOwnContent([], 'blog'))).toEqual(['pageContentSection Browse by Topic'])
  })
})

describe('the landing pages’ loaders', () => {
  let dir: string
  beforeAll(() => {
    // The services, team and get-started documents as an old hosted dataset has them.
    const old: Record<string, object[]> = {
      'landingPage-services': [{ _type: 'pageSection', _key: 'a', key: 'grid', heading: 'Old grid heading' }],
      'landingPage-team': [],
    }
    const docs = datasetDocuments().map((doc) => (doc._id in old ? { ...doc, sections: old[doc._id] } : doc))
    dir = mkdtempSync(path.join(tmpdir(), 'old-landing-'))
    cpSync('content', dir, { recursive: true })
    writeFileSync(path.join(dir, 'dataset.ndjson'), `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
    setContentSource(createBundledSource({ dir }))
  })
  afterAll(() => {
    setContentSource(undefined)
    rmSync(dir, { recursive: true, force: true })
  })

  it('show an old document’s own content alone, with the fallback heading', async () => {
    expect(types((await servicesLoader()).sections)).toEqual(['pageContentSection Core practices'])
    const team = await teamLoader()
    expect(types(team.sections)).toEqual(['pageContentSection The people behind the work'])
    expect(team.members.length).toBeGreaterThan(0)
  })

  it('give a migrated document’s own content its copy', async () => {
    const { sections, page } = await getStartedLoader()
    expect(page.hero.title).toBeTruthy()
    expect(sections).toEqual([
      expect.objectContaining({ _type: 'pageContentSection', heading: 'Tell Us About Your Project', contactHeading: 'Prefer to Talk?' }),
    ])
  })
})
