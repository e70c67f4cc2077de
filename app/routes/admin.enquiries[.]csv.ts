import type { LoaderFunctionArgs } from '@remix-run/node'
import type { Enquiry, RequestBackend } from '~/backend/types'
import { withAdmin } from '~/auth/guard.server'
import { csvRow } from '~/utils/csv'
import { PRIVATE_CACHE_CONTROL } from '~/utils/cache-headers'
import { enquiryReference } from '~/enquiry/reference'

// GET /admin/enquiries.csv: every enquiry, newest first, as CSV (safe against spreadsheet
// formulas, app/utils/csv.ts). Streamed a page at a time, so a long inbox never sits in memory.
const PAGE = 100
export const CSV_HEADER = [
  'id',
  'received_at',
  'name',
  'email',
  'phone',
  'company',
  'project_type',
  'budget',
  'timeline',
  'message',
  'source_page',
  'handled_at',
  'reference',
]

function row(e: Enquiry) {
  return [
    e.id,
    e.created_at,
    e.name,
    e.email,
    e.phone,
    e.company,
    e.project_type,
    e.budget,
    e.timeline,
    e.message,
    e.source_page ?? null,
    e.handled_at,
    enquiryReference(e.idempotency_key),
  ]
}

/** All enquiries, page after page; a row that moved to a later page (a new enquiry came in) is sent once. */
async function* allEnquiries(backend: RequestBackend) {
  const seen = new Set<number>()
  for (let page = 1; ; page++) {
    const result = await backend.enquiries.list({ page, pageSize: PAGE })
    for (const enquiry of result.items) {
      if (seen.has(enquiry.id)) continue
      seen.add(enquiry.id)
      yield enquiry
    }
    if (result.items.length < PAGE || page * PAGE >= result.total) return
  }
}

// Signed out: after signing in, back to the inbox and its Export button (a download is no page to land on).
export const loader = ({ request }: LoaderFunctionArgs) =>
  withAdmin(request, ({ backend }) => exportCsv(backend), { returnTo: '/admin/enquiries' })

async function exportCsv(backend: RequestBackend) {
  // Read the first page before answering, so that a failure is a proper error status.
  const iterator = allEnquiries(backend)
  const first = await iterator.next()
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // The byte-order mark makes spreadsheet programs read the file as UTF-8.
      controller.enqueue(encoder.encode('\uFEFF' + csvRow(CSV_HEADER) + '\r\n'))
      if (!first.done) controller.enqueue(encoder.encode(csvRow(row(first.value)) + '\r\n'))
      if (first.done) controller.close()
    },
    async pull(controller) {
      if (first.done) return
      try {
        const next = await iterator.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(csvRow(row(next.value)) + '\r\n'))
      } catch (error) {
        console.error('Failed to export enquiries:', error)
        controller.error(error)
      }
    },
  })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${date}.csv"`,
      'Cache-Control': PRIVATE_CACHE_CONTROL,
    },
  })
}
