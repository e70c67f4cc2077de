import type { Page, TestInfo } from '@playwright/test'

// The whole suite shares one server and one real client address, and enquiries are limited per
// address. With TRUST_PROXY=x-forwarded-for (playwright.config.ts) each test, and each retry of it,
// posts from an address of its own (TEST-NET-2), so no test eats another's allowance.
export async function useOwnClientAddress(page: Page, info: TestInfo) {
  let hash = info.retry * 7919
  for (const char of info.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${hash % 256}.${((hash >> 8) % 254) + 1}` })
}
