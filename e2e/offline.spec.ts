// Offline cart: commands made without a network wait in the engine's outbox (optimistic lines marked
// pending), survive a reload, and reach the server exactly once when the network returns; also
// with two tabs open.
import { expect, test, type Page } from '@playwright/test'
import { serverCart } from './support/serverCart'
import { addToCart, openProductWithSizes as openProduct, waitForServiceWorker } from './support/shop'

const SITE = 'summit-en-us'

/** Opens a product with at least `sizes` sizes in stock, once the service worker controls the page. */
const openProductWithSizes = async (page: Page, sizes: number) => {
  await page.goto('/en-us/cart')
  await waitForServiceWorker(page)
  await page.reload()
  return openProduct(page, sizes)
}

const add = addToCart

const queued = (page: Page) => page.locator('[data-outbox-queued]').getAttribute('data-outbox-queued')

test('offline: add two items and change a quantity, reload offline, then everything reaches the server once', async ({ page, context, baseURL }) => {
  const sizes = await openProductWithSizes(page, 3)
  await add(page, sizes.nth(0))
  await expect(page.getByRole('status').filter({ hasText: 'Successfully added to cart' })).toBeVisible()

  await context.setOffline(true)
  await add(page, sizes.nth(1))
  await expect(page.getByText('Added to your cart — it will be sent when you are back online')).toBeVisible()
  await add(page, sizes.nth(2))
  await expect(page.getByTestId('mini-cart-count')).toHaveText('3')
  expect(await queued(page)).toBe('2')

  await page.getByRole('button', { name: /Cart, 3 items/ }).click()
  await page.getByRole('link', { name: 'View cart' }).click()
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')
  await expect(lines).toHaveCount(3)
  await expect(lines.filter({ hasText: 'Waiting for confirmation' })).toHaveCount(2)
  await lines.first().getByRole('button', { name: /Increase quantity/ }).click()
  await expect(page.getByTestId('mini-cart-count')).toHaveText('4')
  expect(await queued(page)).toBe('3')

  await page.reload() // served by the service worker; the cart comes back from the event log
  await expect(page.getByTestId('mini-cart-count')).toHaveText('4')
  await expect(lines).toHaveCount(3)

  await context.setOffline(false)
  await expect.poll(() => queued(page), { timeout: 20_000 }).toBe('0')
  await expect(lines.filter({ hasText: 'Waiting for confirmation' })).toHaveCount(0)
  const cart = await serverCart(page, baseURL!, SITE)
  expect(cart.items.map((i) => i.qty).sort()).toEqual([1, 1, 2])
  expect(cart.items.reduce((n, i) => n + i.qty, 0)).toBe(4)
})

test('offline with two tabs: each adds an item; both reach the server once and both tabs agree', async ({ page, context, baseURL }) => {
  const sizes = await openProductWithSizes(page, 2)
  const url = page.url()
  const second = await context.newPage()
  await second.goto(url)
  const secondSizes = second.getByRole('group', { name: 'Size' }).getByRole('radio').and(second.locator(':enabled'))
  await expect(secondSizes.first()).toBeAttached()

  await context.setOffline(true)
  // Each tab says it is offline before the shopper acts there: the banner moves the page down as it
  // appears, and the second tab may still be hydrating (its modules load after the product image).
  for (const tab of [page, second]) await expect(tab.locator('[data-network=offline]')).toBeVisible()
  await Promise.all([add(page, sizes.nth(0)), add(second, secondSizes.nth(1))])
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2')
  await expect(second.getByTestId('mini-cart-count')).toHaveText('2')

  await context.setOffline(false)
  await expect.poll(() => queued(page), { timeout: 20_000 }).toBe('0')
  await expect.poll(() => queued(second), { timeout: 20_000 }).toBe('0')
  await page.getByRole('button', { name: /Cart, 2 items/ }).click()
  await page.getByRole('link', { name: 'View cart' }).click()
  const cart = await serverCart(page, baseURL!, SITE)
  expect(cart.items).toHaveLength(2)
  expect(cart.items.every((i) => i.qty === 1)).toBe(true)
  await expect(second.getByTestId('mini-cart-count')).toHaveText('2')
})

test('going offline and coming back moves nothing on the page: the banner floats over it', async ({ page, context }) => {
  await page.goto('/en-us/cart')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Layout shifts from here on, as CLS counts them (none follows an input: the test makes none).
  await page.evaluate(() => {
    const w = window as Window & { shifted?: number }
    w.shifted = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted! += (entry as PerformanceEntry & { value: number }).value
    }).observe({ type: 'layout-shift' })
  })
  await context.setOffline(true)
  await expect(page.locator('[data-network=offline]')).toBeVisible()
  await context.setOffline(false)
  await expect(page.locator('[data-network=reconnected]')).toBeVisible()
  // The "back online" notice goes after a few seconds.
  await expect(page.locator('[data-network]')).toHaveCount(0, { timeout: 20_000 })
  expect(await page.evaluate(() => (window as Window & { shifted?: number }).shifted)).toBe(0)
})
