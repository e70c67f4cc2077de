import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react'

/**
 * True while this list's data is being fetched in the browser: a navigation to it (another page
 * or search), a revalidation, or the reload after a fetcher's delete. The server renders the
 * first load with its data, so "Loading..." shows only while new data is pending. Navigations
 * that only open a dialog or a confirmation (`except` parameters) do not count.
 */
export function useListLoading(pathname: string, except: string[] = ['dialog', 'confirm']): boolean {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const fetchers = useFetchers()
  const target = navigation.state === 'loading' ? navigation.location : null
  const listNavigation = !!target && target.pathname === pathname && !except.some((key) => new URLSearchParams(target.search).has(key))
  return listNavigation || revalidator.state === 'loading' || fetchers.some((fetcher) => fetcher.state === 'loading')
}
