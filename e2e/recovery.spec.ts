// Recovery policies through the reference server's fault injection (REFERENCE_TEST_HOOKS=1):
// a 409 from the token call is retried once after 2 s; BSK404 on an add creates a new cart and runs
// the add once more on it, re-adding nothing the shopper did not ask for.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { serverCart, sessionCookieOf } from './support/serverCart'

const inject = (request: APIRequestContext, baseURL: string, fault: Record<string, unknown>) =>
  request.post(`${baseURL}/api/__test/faults`, { data: fault }).then((r) => expect(r.status()).toBe(201))
const pendingFaults = async (request: APIRequestContext, baseURL: string) =>
  ((await (await request.get(`${baseURL}/api/__test/faults`)).json()) as { faults: Array<{ remaining: number }> }).faults.length

test.afterEach(async ({ request, baseURL }) => {
  await request.delete(`${baseURL}/api/__test/faults`)
})

test('a 409 from the token call is retried once, and the shopper never notices', async ({ page, request, baseURL }) => {
  await inject(request, baseURL!, { call: 'POST /token/v2/auth/token', errorId: 'AUT409', times: 1 })
  await page.goto('/en-us/cart')
  await expect.poll(() => sessionCookieOf(page, 'summit-en-us'), { timeout: 15_000 }).toBeDefined()
  expect(await pendingFaults(request, baseURL!)).toBe(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('BSK404 on adding: a new cart is created and the add runs once more on it', async ({ page, request, baseURL }) => {
  await page.goto('/en-us')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Men', exact: true }).click()
  await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
  const inStock = page.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled'))
  await expect(inStock.nth(1)).toBeAttached()
  await inStock.nth(0).check({ force: true })
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')

  await inject(request, baseURL!, { call: 'POST /cart/v1/item', errorId: 'BSK404', times: 1 })
  await inStock.nth(1).check({ force: true })
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Successfully added to cart' })).toBeVisible()
  expect(await pendingFaults(request, baseURL!)).toBe(0)

  // The old cart is gone as far as the server said; the new one holds only what was just added.
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
  await page.getByRole('button', { name: /Cart, 1 item/ }).click()
  await page.getByRole('link', { name: 'View cart' }).click()
  const cart = await serverCart(page, baseURL!, 'summit-en-us')
  expect(cart.items).toHaveLength(1)
  expect(cart.items[0]!.qty).toBe(1)
})
