import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react'

/**
 * True while this list's data is being fetched in the browser: a navigation to it (another page
 * or search), a revalidation, or the reload after a fetcher's delete. The server renders the
 * first load with its data, so "Loading..." shows only while new data is pending.
 */
export function useListLoading(pathname: string): boolean {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const fetchers = useFetchers()
  return (
    (navigation.state === 'loading' && navigation.location.pathname === pathname) ||
    revalidator.state === 'loading' ||
    fetchers.some((fetcher) => fetcher.state === 'loading')
  )
}
