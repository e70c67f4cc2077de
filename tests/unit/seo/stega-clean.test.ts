import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { describe, expect, it } from 'vitest'
import { serializeJsonLd, serviceJsonLd } from '~/seo/json-ld'
import { pageMeta } from '~/seo/meta'
import { cleanStega } from '~/seo/stega-clean'
import { decodeStega, STEGA } from '../../fixtures/stega'

// What a preview query returns for a title: the text with its Studio link appended invisibly.
const encoded = stegaEncodeSourceMap(
  { title: 'Cloud & "Edge" <Services>' },
  {
    documents: [{ _id: 'drafts.service-a', _type: 'service' }],
    paths: ["$['title']"],
    mappings: { "$['title']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
  },
  { enabled: true, studioUrl: 'https://studio.example.com' },
) as { title: string }

describe('stega cleaning', () => {
  it('the fixture really carries stega', () => {
    expect(encoded.title).toMatch(STEGA)
    expect(decodeStega(encoded.title)?.href).toContain('id=service-a;type=service;path=title')
  })

  it('removes it from strings deep in JSON, and leaves other text alone', () => {
    expect(cleanStega({ a: [encoded.title, 1, null, { b: encoded.title }] })).toEqual({
      a: ['Cloud & "Edge" <Services>', 1, null, { b: 'Cloud & "Edge" <Services>' }],
    })
    expect(cleanStega('naïve – “quotes” \u200b single zero-width')).toBe('naïve – “quotes” \u200b single zero-width')
  })

  it('never lets it into titles, meta tags or JSON-LD', () => {
    const meta = pageMeta([], {
      title: encoded.title,
      description: encoded.title,
      path: '/services/a',
      extra: [
        { 'script:ld+json': serviceJsonLd({ title: encoded.title, description: encoded.title, path: '/services/a' }, 'https://x.test') },
      ],
    })
    expect(JSON.stringify(meta)).not.toMatch(STEGA)
    expect(serializeJsonLd({ name: encoded.title })).toBe('{"name":"Cloud \\u0026 \\"Edge\\" \\u003cServices\\u003e"}')
  })
})
