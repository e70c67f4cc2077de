import type { LoaderFunctionArgs } from '@remix-run/node'
import { enablePreview } from '~/preview/enable.server'

// Presentation's preview URL (app/preview/enable.server.ts).
export const loader = ({ request }: LoaderFunctionArgs) => enablePreview(request)
