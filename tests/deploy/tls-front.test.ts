// The TLS front (deploy/nginx/arclight.conf) with Debian's nginx and a self-signed certificate,
// before an app server run as the README says (TRUST_PROXY=x-forwarded-for): the redirect, HSTS,
// HTTP/2, immutable assets, the upload limit, the client's address as the rate limits see it,
// sign-in, an enquiry and an upload through it, and testssl.sh's verdict on the TLS setup.
import http2 from 'node:http2'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MEDIA_MAX_BYTES } from '~/admin/media-rules'
import { enquiryPost } from '../fixtures/enquiry'
import { bodyLimit } from '../../server/body-limit'
import { removeDataDirs, startServer, type RunningServer } from '../reliability/server'
import { hiddenValue, Visitor } from '../reliability/visitor'
import { HOST_NAME, NGINX_CONF, startFront, type Front } from './nginx'
import { PORTS } from './ports'
import { sendEnquiry, signedInAdmin, upload } from './site-checks'
import { testssl } from './testssl'

const HSTS = 'max-age=63072000; includeSubDomains'
let app: RunningServer
let front: Front

beforeAll(async () => {
  app = await startServer({
    env: { SITE_URL: `https://${HOST_NAME}:${PORTS.tlsFront.https}`, TRUST_PROXY: 'x-forwarded-for', ENQUIRY_RATE_LIMIT: '2/10m' },
  })
  front = await startFront([app.port], PORTS.tlsFront)
})
afterAll(async () => {
  await front?.stop()
  await app?.stop()
  removeDataDirs()
})

describe('the TLS front', () => {
  it('redirects plain HTTP to HTTPS, keeping the path', async () => {
    const reply = await new Visitor(front.httpUrl, {}, front.client()).get('/blog?page=2')
    expect(reply.status).toBe(308)
    expect(reply.location).toBe(`https://${HOST_NAME}/blog?page=2`)
  })

  it('sends one HSTS header, on its own refusals too, and speaks HTTP/2', async () => {
    const page = await new Visitor(front.httpsUrl, {}, front.client()).get('/')
    expect(page.status).toBe(200)
    expect(page.headers.get('strict-transport-security')).toBe(HSTS)
    const session = http2.connect(front.httpsUrl, { ca: fs.readFileSync(front.cert), lookup: front.lookup })
    const ask = (headers: http2.OutgoingHttpHeaders, endStream = true) =>
      new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
        session.once('error', reject)
        const stream = session.request(headers, { endStream })
        stream.once('response', resolve)
        stream.resume()
      })
    expect((await ask({ ':path': '/' }))[':status']).toBe(200)
    expect(session.alpnProtocol).toBe('h2')
    // The front's own refusal: a body said to be larger than its limit is refused from its headers,
    // before any of it is sent.
    const refused = await ask({ ':method': 'POST', ':path': '/admin/media/upload', 'content-length': String(64 * 1024 * 1024) }, false)
    session.close()
    expect(refused[':status']).toBe(413)
    expect(refused['strict-transport-security']).toBe(HSTS)
  })

  it('serves hashed assets immutable', async () => {
    const visitor = new Visitor(front.httpsUrl, {}, front.client())
    const asset = (await visitor.get('/')).body.match(/\/assets\/[\w.-]+\.js/)?.[0]
    expect(asset).toBeDefined()
    const reply = await visitor.get(asset!)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(reply.headers.get('strict-transport-security')).toBe(HSTS)
  })

  it('lets an upload of MEDIA_MAX_BYTES through, and refuses a body over the app’s own limit', async () => {
    // The file's limit and the app's: one figure, in megabytes as nginx spells it.
    const limit = bodyLimit('/admin/media/upload', { staff: true }).bytes
    expect(fs.readFileSync(NGINX_CONF, 'utf8')).toContain(`client_max_body_size ${limit / 1024 / 1024}m;`)
    const admin = await signedInAdmin(front.httpsUrl, front.client())
    const stored = await upload(admin, Buffer.alloc(DEFAULT_MEDIA_MAX_BYTES, 0x61))
    expect(stored.status).toBe(200)
    expect((await admin.get(`/media/${stored.name}`)).body.length).toBe(DEFAULT_MEDIA_MAX_BYTES)
    const over = await upload(admin, Buffer.alloc(limit + 1, 0x61))
    expect(over.status).toBe(413)
  })

  it('passes the client’s address: each address has its own enquiry limit, which no header forges', async () => {
    const from = (address: string) => front.client(address)
    const first = await sendEnquiry(front.httpsUrl, 'tls-a1', from('127.0.0.2'))
    expect(first.stored, first.body).toBe(true)
    expect((await sendEnquiry(front.httpsUrl, 'tls-a2', from('127.0.0.2'))).stored).toBe(true)
    expect((await sendEnquiry(front.httpsUrl, 'tls-a3', from('127.0.0.2'))).status).toBe(429)
    // Another address is another visitor; and one who claims to be someone else is still counted as itself.
    expect((await sendEnquiry(front.httpsUrl, 'tls-b1', from('127.0.0.3'))).stored).toBe(true)
    const forged = new Visitor(front.httpsUrl, { 'X-Forwarded-For': '198.51.100.7' }, from('127.0.0.2'))
    const { csrf } = await forged.openEnquiryForm()
    expect((await forged.post('/get-started.data', enquiryPost({ csrf }))).status).toBe(429)
    const admin = await signedInAdmin(front.httpsUrl, front.client())
    const inbox = (await admin.get('/admin/enquiries')).body
    for (const marker of ['tls-a1', 'tls-a2', 'tls-b1']) expect(inbox).toContain(marker)
    expect(inbox).not.toContain('tls-a3')
  })

  it('asks the app for the pages that carry a CSRF token uncompressed (BREACH), and for the others compressed', async () => {
    const visitor = new Visitor(front.httpsUrl, { 'Accept-Encoding': 'gzip, br' }, front.client())
    for (const pathname of ['/login?redirectTo=/admin/blog', '/login.data', '/admin/blog'])
      expect((await visitor.get(pathname)).headers.get('content-encoding'), pathname).toBeNull()
    const home = await visitor.get('/')
    expect(home.headers.get('content-encoding')).toMatch(/^(br|gzip)$/)
    // The enquiry form's field is filled in by its script, from the cookie: no secret in the page.
    expect(hiddenValue(home.body, 'csrf')).toBe('')
  })

  // Its header and BREACH checks read the sign-in page: a token, and a query string it repeats.
  it('has nothing of medium severity or worse in testssl.sh’s checks but the certificate’s trust', async () => {
    const findings = await testssl(HOST_NAME, PORTS.tlsFront.https, '/login?redirectTo=/admin/blog')
    expect(findings.checked).toBeGreaterThan(50)
    expect(findings.serious).toEqual([])
  })
})
