import type { ActionFunctionArgs } from '@remix-run/node'
import { env } from '~/config/env.server'
import { handleSanityWebhook } from '~/http-cache/sanity-webhook.server'

// Sanity's webhook (Studio → API → Webhooks: POST to <site>/api/revalidate with the secret).
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleSanityWebhook(request, { secret: env().SANITY_WEBHOOK_SECRET, purge: context.purgePageCache })

export const loader = () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
