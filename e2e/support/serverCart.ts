// Reads the shopper's cart straight from the reference commerce service, with the browser's guest
// token, so tests compare what the page shows with what the server holds.
import { expect, type Page } from '@playwright/test'

interface ServerCart {
  readonly id: string
  readonly items: ReadonlyArray<{ id: string; productId: string; qty: number; size: string; price: { rowTotal: number } }>
  readonly totals: { total: number; itemSubTotal: number }
}

export const accessTokenOf = async (page: Page, siteId: string): Promise<string> => {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `summit-engine.token.${siteId}`)
  expect(raw, 'guest token in localStorage').toBeTruthy()
  return (JSON.parse(raw!) as { accessToken: string }).accessToken
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
