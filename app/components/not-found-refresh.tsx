import { isRouteErrorResponse, useMatches, useRouteError } from '@remix-run/react'

export const NOT_FOUND_REDIRECT_MS = 3000

/**
 * Whether this document is the Not Found page: a 404 thrown to the error boundary
 * (app/site/not-found.server.ts), or the blog list's `notFound` in its data.
 */
function useIsNotFoundPage() {
  const matches = useMatches()
  const error = useRouteError()
  const leaf = matches[matches.length - 1]
  return (isRouteErrorResponse(error) && error.status === 404) || (leaf?.data as { notFound?: unknown } | undefined)?.notFound === true
}

/**
 * Without JavaScript the Not Found page still goes home after three seconds: a refresh in the
 * head (the only place HTML allows one), inside <noscript> so that the countdown, which a visitor
 * can stop, runs instead when scripts do.
 */
export function NotFoundRefresh() {
  return useIsNotFoundPage() ? (
    <noscript>
      <meta httpEquiv="refresh" content={`${NOT_FOUND_REDIRECT_MS / 1000}; url=/`} />
    </noscript>
  ) : null
}
