// server.js and server/* read the environment themselves (server/config.js: plain JavaScript, run
// around the app); these tests keep them in step with the app's checked environment.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseMaxBytes } from '~/admin/media-rules'
import { contentDir, env, ENV_NAMES, siteUrl } from '~/config/env.server'
import { bodyLimit } from '../../../server/body-limit.js'
import { readEnv, serverSettings } from '../../../server/config.js'
import { policySources } from '../../../server/content-security-policy.js'

afterEach(() => vi.unstubAllEnvs())

const SAMPLES: Record<string, string>[] = [
  {},
  { SITE_URL: '', CONTENT_DIR: '', MEDIA_MAX_BYTES: '', PORT: '' },
  { SITE_URL: '  https://www.example.com/  ', CONTENT_DIR: ' ./site-content ', MEDIA_MAX_BYTES: ' 2048 ', PORT: ' 8080 ' },
  { SITE_URL: 'http://127.0.0.1:4000', CONTENT_DIR: '/srv/content', MEDIA_MAX_BYTES: '5242880', HOST: '127.0.0.1' },
]

describe('the server reads the environment as the app does', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))('with %s: same site, content folder and upload limit', (_, sample) => {
    for (const name of ENV_NAMES) vi.stubEnv(name, sample[name] ?? '')
    const server = readEnv({ ...sample })
    const settings = serverSettings(server, [])
    expect(settings.siteOrigin).toBe(new URL(siteUrl()).origin)
    expect(settings.contentDir).toBe(contentDir())
    expect(bodyLimit('/admin/media', { staff: true, env: server }).bytes - 1024 * 1024).toBe(parseMaxBytes(env().MEDIA_MAX_BYTES))
    expect(settings.port).toBe(Number(env().PORT || 3000))
    expect(settings.host).toBe(env().HOST || '0.0.0.0')
  })

  it('is in production only with NODE_ENV=production and without --dev', () => {
    expect(serverSettings(readEnv({ NODE_ENV: ' production ' }), []).isDev).toBe(false)
    expect(serverSettings(readEnv({ NODE_ENV: 'production' }), ['--dev']).isDev).toBe(true)
    expect(serverSettings(readEnv({}), []).isDev).toBe(true)
  })

  it('keeps an empty IMAGE_ORIGINS: this site’s images only', () => {
    expect(policySources(readEnv({ IMAGE_ORIGINS: ' ' })).images).toEqual([])
    expect(policySources(readEnv({})).images).toEqual(['https:'])
  })

  it('names a bad SITE_URL before anything reads it', () => {
    expect(() => serverSettings(readEnv({ SITE_URL: 'www.example.com' }), [])).toThrow(/SITE_URL must be an http\(s\) URL/)
  })

  it('reads no variable that the app does not check', () => {
    const root = path.resolve(import.meta.dirname, '../../..')
    const files = [
      'server.js',
      ...fs.readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' }).map((f) => `server/${f}`),
    ]
    const read = new Set<string>()
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(root, file), 'utf8')
      expect(source, `${file} reads process.env.NAME itself`).not.toMatch(/process\.env\.[A-Z]/)
      for (const [, name] of source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) read.add(name)
    }
    expect(read.size).toBeGreaterThan(10)
    expect([...read].filter((name) => !ENV_NAMES.includes(name))).toEqual([])
  })
})
