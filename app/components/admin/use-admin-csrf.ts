import { useRouteLoaderData } from '@remix-run/react'

/**
 * The CSRF token of the admin layout's loader. Pages use this one instead of issuing their own:
 * on a first visit without the cookie, two loaders running in parallel would each make a new
 * token and cookie, and only one cookie survives in the browser.
 */
export function useAdminCsrf(): string {
  return (useRouteLoaderData('routes/admin') as { csrf?: string } | undefined)?.csrf ?? ''
}
