import type { LoaderFunctionArgs } from '@remix-run/node'
import { disablePreview } from '~/preview/enable.server'

// The preview bar's way out (app/preview/enable.server.ts).
export const loader = ({ request }: LoaderFunctionArgs) => disablePreview(request)
