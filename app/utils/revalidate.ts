import type { ShouldRevalidateFunction } from '@remix-run/react'

/**
 * Loaders run again after a failed action too (Remix leaves them alone after a 4xx or 5xx): the
 * root's shows the action's flash toast at once, the admin layout's gives the CSRF token of the
 * session the browser now has (a sign-in in another tab), a list drops a row another tab deleted.
 */
export const revalidateAfterErrors: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || (actionStatus ?? 0) >= 400
