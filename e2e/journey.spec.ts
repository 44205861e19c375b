// The walking-skeleton journey, as a shopper does it: home → category → product → size → add to
// cart → mini cart shows 1 → reload → still 1 → cart page with the server's totals → change quantity.
import { expect, test, type Page } from '@playwright/test'
import { serverCart } from './support/serverCart'

const miniCartCount = (page: Page) => page.getByTestId('mini-cart-count')

test('browse, add to cart, reload, and change quantity', async ({ page, baseURL }) => {
  await page.goto('/en-us')
  // Home is assembled from content blocks: promo bar, hero, category cards, recommendations.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: /bestsellers/i })).toBeVisible()

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Women' }).click()
  await expect(page).toHaveURL(/\/en-us\/c\/women-\d{4,10}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible()

  // The first product in stock in its first colour.
  const tiles = page.getByRole('region', { name: 'Products' }).getByRole('article')
  await expect(tiles.first()).toBeVisible()
  await tiles.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/)
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio')
  await expect(sizes.first()).toBeAttached() // the product page has rendered
  const productName = await page.getByRole('heading', { level: 1 }).innerText()
  const inStock = sizes.and(page.locator(':enabled'))
  await expect(inStock.first()).toBeAttached()
  await inStock.first().check({ force: true })
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status')).toHaveText('Successfully added to cart')
  await expect(miniCartCount(page)).toHaveText('1')

  await page.reload()
  await expect(miniCartCount(page)).toHaveText('1')

  await page.getByRole('button', { name: /Cart, 1 item/ }).click()
  await page.getByRole('link', { name: 'View cart' }).click()
  await expect(page).toHaveURL(/\/en-us\/cart$/)
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')
  await expect(line).toHaveCount(1)
  await expect(line.getByRole('link', { name: productName })).toBeVisible()

  // The totals shown are the server's.
  const before = await serverCart(page, baseURL!, 'summit-en-us')
  expect(before.items).toHaveLength(1)
  await expect(page.getByTestId('cart-total')).toHaveText(money(before.totals.total))
  await expect(page.getByTestId('cart-subtotal')).toHaveText(money(before.totals.itemSubTotal))

  await line.getByRole('button', { name: /Increase quantity/ }).click()
  await expect(miniCartCount(page)).toHaveText('2')
  await expect.poll(async () => (await serverCart(page, baseURL!, 'summit-en-us')).items[0]?.qty).toBe(2)
  const after = await serverCart(page, baseURL!, 'summit-en-us')
  expect(after.totals.total).toBeGreaterThan(before.totals.total)
  await expect(page.getByTestId('cart-total')).toHaveText(money(after.totals.total))
  await expect(line.getByTestId('line-total')).toHaveText(money(after.items[0]!.price.rowTotal))
})

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)
