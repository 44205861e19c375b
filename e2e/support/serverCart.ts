// Reads the shopper's cart straight from the reference commerce service, with an access token of the
// browser's session, so tests compare what the page shows with what the server holds. The page keeps
// its own access token in memory only; the test asks the storefront's session call for one, with the
// browser context's cookies (the session cookie), as a tab of the same browser would.
import { expect, type Page } from '@playwright/test'

interface ServerCart {
  readonly id: string
  readonly items: ReadonlyArray<{ id: string; productId: string; qty: number; size: string; price: { rowTotal: number } }>
  readonly totals: { total: number; itemSubTotal: number }
}

export const accessTokenOf = async (page: Page, siteId: string): Promise<string> => {
  const origin = new URL(page.url()).origin
  let token: string | undefined
  // The page may still be starting its session: wait for the cookie it gets.
  await expect
    .poll(async () => {
      const response = await page.request.post(`${origin}/session/${siteId}/token`, { headers: { origin }, data: {} })
      if (response.status() === 200) token = ((await response.json()) as { accessToken: string }).accessToken
      return response.status()
    }, { message: 'a session of the browser (its session cookie)' })
    .toBe(200)
  return token!
}

export const serverCart = async (page: Page, baseURL: string, siteId: string): Promise<ServerCart> => {
  const token = await accessTokenOf(page, siteId)
  const basketId = await page.locator('[data-basket-id]').first().getAttribute('data-basket-id')
  expect(basketId, 'basket id on the cart page').toBeTruthy()
  const [brand, ...rest] = siteId.split('-')
  const region = rest[1]!.toUpperCase()
  const query = new URLSearchParams({ siteId, channel: 'ECOMM', brand: brand!, region, source: 'ECOM15', clientApp: 'e2e' })
  const response = await page.request.get(`${baseURL}/api/cart/v1/cart/${basketId}?${query}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as ServerCart
}

/** The browser's session cookie for a site (HttpOnly: only the test, not the page, can read it), if any. */
export const sessionCookieOf = async (page: Page, siteId: string): Promise<string | undefined> =>
  (await page.context().cookies()).find((c) => c.name === 'summit_session' && c.path === `/session/${siteId}`)?.value
