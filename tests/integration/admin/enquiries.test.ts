// /admin/enquiries and /admin/enquiries.csv: read, mark handled, delete, export.
import { beforeEach, describe, expect, it } from 'vitest'
import { ENQUIRY_COLUMNS } from '~/backend/enquiry-fields'
import type { EnquiryInput } from '~/backend/types'
import { action, loader } from '~/routes/admin.enquiries/route'
import { loader as csvLoader } from '~/routes/admin.enquiries[.]csv'
import { enquiryInput, VALID_ENQUIRY } from '../../fixtures/enquiry'
import { getRequest, isGuardRedirect, location, postRequest, run, toastOf, useAdminBackend } from './setup'

const ctx = useAdminBackend()

/** Submitted the way visitors do: through the port, as anon. */
async function submit(over: Partial<EnquiryInput> = {}) {
  await ctx.backend.forRequest(getRequest('/')).enquiries.submit(enquiryInput(over), { max: 100, windowSeconds: 600 })
}
async function stored() {
  const db = await ctx.backend.database()
  return (await db.query<Record<string, any>>('select * from public.enquiries order by id')).rows
}

beforeEach(async () => {
  await (await ctx.backend.database()).exec('delete from public.enquiries')
})

describe('the inbox', () => {
  it('shows every enquiry newest first with all fields and its reference (never the client hash or the key)', async () => {
    await submit({ name: 'First Person', company: 'First Co', idempotency_key: '3f2a9c1e-7b6d-4e0a-9c8b-1a2b3c4d5e6f' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await submit({ name: 'Second Person', phone: null })
    const result = await run(loader, getRequest('/admin/enquiries', ctx.admin))
    expect(result.kind).toBe('data')
    if (result.kind !== 'data') return
    expect(result.data.list.total).toBe(2)
    const [newest, oldest] = result.data.list.items
    expect(newest).toMatchObject({ name: 'Second Person', phone: null })
    expect(oldest).toMatchObject({
      id: expect.any(Number),
      name: 'First Person',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      company: 'First Co',
      message: VALID_ENQUIRY.message,
      project_type: 'security',
      budget: '10k-50k',
      timeline: '1-3-months',
      source_page: '/get-started',
      // The reference the visitor was shown, so that staff can find the enquiry they quote; not the key.
      reference: 'ENQ-3F2A-9C1E',
      created_at: expect.any(String),
      handled_at: null,
    })
    // Every column the inbox reads but the client hash and the key (the reference stands for it).
    const shown = ENQUIRY_COLUMNS.filter((column) => column !== 'client_hash' && column !== 'idempotency_key')
    expect(Object.keys(oldest).sort()).toEqual([...shown, 'reference'].sort())
  })

  it('refuses visitors and non-admins', async () => {
    await submit()
    expect(isGuardRedirect(await run(loader, getRequest('/admin/enquiries')))).toBe(true)
    expect(isGuardRedirect(await run(loader, getRequest('/admin/enquiries', ctx.member)))).toBe(true)
  })
})

describe('marking as handled', () => {
  it('marks and unmarks, with toasts, returning to the same page', async () => {
    await submit()
    const [row] = await stored()
    const marked = await run(
      action,
      postRequest('/admin/enquiries', ctx.admin, {
        intent: 'handled',
        id: String(row.id),
        handled: 'true',
        returnTo: '/admin/enquiries?page=1',
      }),
    )
    expect(location(marked)).toBe('/admin/enquiries?page=1')
    expect(await toastOf(marked)).toEqual({ type: 'success', message: 'Enquiry marked as handled' })
    expect((await stored())[0].handled_at).not.toBeNull()
    const unmarked = await run(
      action,
      postRequest('/admin/enquiries', ctx.admin, { intent: 'handled', id: String(row.id), handled: 'false' }),
    )
    expect(await toastOf(unmarked)).toEqual({ type: 'success', message: 'Enquiry marked as new' })
    expect((await stored())[0].handled_at).toBeNull()
  })

  it('a missing enquiry fails; visitors, non-admins and forged forms change nothing', async () => {
    const missing = await run(action, postRequest('/admin/enquiries', ctx.admin, { intent: 'handled', id: '987654', handled: 'true' }))
    expect(await toastOf(missing)).toEqual({ type: 'error', message: 'Failed to update enquiry' })
    await submit()
    const [row] = await stored()
    const fields = { intent: 'handled', id: String(row.id), handled: 'true' }
    expect(isGuardRedirect(await run(action, postRequest('/admin/enquiries', ctx.anon, fields)))).toBe(true)
    expect(isGuardRedirect(await run(action, postRequest('/admin/enquiries', ctx.member, fields)))).toBe(true)
    const forged = await run(action, postRequest('/admin/enquiries', ctx.admin, fields, { csrf: 'forged' }))
    expect(forged.kind === 'data' && forged.status).toBe(403)
    expect((await stored())[0].handled_at).toBeNull()
  })
})

describe('deleting', () => {
  it('deletes with the toast; the no-JavaScript confirmation names the sender', async () => {
    await submit()
    const [row] = await stored()
    const confirm = await run(loader, getRequest(`/admin/enquiries?confirm=delete&id=${row.id}`, ctx.admin))
    expect(confirm.kind === 'data' && confirm.data.confirm).toEqual({ id: Number(row.id), name: 'Ada Lovelace' })
    const result = await run(action, postRequest('/admin/enquiries', ctx.admin, { intent: 'delete', id: String(row.id) }))
    expect(await toastOf(result)).toEqual({ type: 'success', message: 'Enquiry deleted successfully' })
    expect(await stored()).toHaveLength(0)
  })

  it('bad input fails; non-admins change nothing', async () => {
    const bad = await run(action, postRequest('/admin/enquiries', ctx.admin, { intent: 'delete', id: 'x' }))
    expect(bad.kind === 'data' && bad.status).toBe(400)
    expect(await toastOf(bad)).toEqual({ type: 'error', message: 'Failed to delete enquiry' })
    await submit()
    const [row] = await stored()
    expect(isGuardRedirect(await run(action, postRequest('/admin/enquiries', ctx.member, { intent: 'delete', id: String(row.id) })))).toBe(
      true,
    )
    expect(isGuardRedirect(await run(action, postRequest('/admin/enquiries', ctx.anon, { intent: 'delete', id: String(row.id) })))).toBe(
      true,
    )
    expect(await stored()).toHaveLength(1)
  })
})

describe('CSV export', () => {
  it('exports every enquiry (more than one page), formula cells neutralised', async () => {
    await submit({
      name: '=HYPERLINK("http://evil","x")',
      company: '@Company, Inc.',
      message: 'Line one\nline "two" of the message, long enough.',
    })
    const db = await ctx.backend.database()
    await db.query(
      `insert into public.enquiries (name, email, company, message, project_type, budget, timeline, idempotency_key, created_at)
       select 'Bulk ' || i, 'bulk' || i || '@example.com', 'Bulk Co', 'A message that is long enough to pass.', 'website', 'under-10k', 'immediate', 'bulk-key-' || i, now() - interval '1 day' - (i || ' minutes')::interval
       from generate_series(1, 230) as i`,
    )
    const response = (await csvLoader({ request: getRequest('/admin/enquiries.csv', ctx.admin), params: {}, context: {} })) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // UTF-8 byte-order mark
    const text = bytes.subarray(3).toString('utf8')
    expect(
      text.startsWith('id,received_at,name,email,phone,company,project_type,budget,timeline,message,source_page,handled_at,reference\r\n'),
    ).toBe(true)
    const lines = text.trimEnd().split('\r\n')
    expect(lines).toHaveLength(1 + 231) // header and rows (the message's own \n stays inside its quoted cell)
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(text).toContain(`"'@Company, Inc."`)
    expect(text).toContain(`'+44 20 7946 0958`)
    expect(text).toContain('"Line one\nline ""two"" of the message, long enough."')
    // Newest first: the submitted one, then Bulk 1 .. Bulk 230.
    expect(lines[1]).toContain('HYPERLINK')
    expect(lines.at(-1)).toContain('Bulk 230')
  })

  it('an empty inbox is just the header; visitors and non-admins get none', async () => {
    const response = (await csvLoader({ request: getRequest('/admin/enquiries.csv', ctx.admin), params: {}, context: {} })) as Response
    expect((await response.text()).split('\r\n').filter(Boolean)).toHaveLength(1)
    for (const who of [undefined, ctx.member]) {
      const result = await run(csvLoader, getRequest('/admin/enquiries.csv', who))
      expect(isGuardRedirect(result)).toBe(true)
    }
    // Signed out, the sign-in leads back to the inbox: a download is no page to land on.
    expect(location(await run(csvLoader, getRequest('/admin/enquiries.csv')))).toBe('/login?redirectTo=%2Fadmin%2Fenquiries')
  })
})
