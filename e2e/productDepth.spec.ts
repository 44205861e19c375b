// The product page in depth, as a shopper uses it (docs/decisions/0020): reviews and questions load
// as they scroll into view, a helpful vote and a question go through the engine to the server (the
// success dialog says so), store availability of a size lists the stores nearest first with their
// units, a sold-out size takes a back-in-stock sign-up that the server stores, quick shop adds from a
// category tile, and the store locator finds the stores nearest a town without one.
import { expect, test, type Page } from '@playwright/test'
import { context, details, productInASet, productWithQuestions, productWithSoldOutSize } from './support/productData'

const miniCartCount = (page: Page) => page.getByTestId('mini-cart-count')

test('reviews and questions load near the viewport; the shopper votes, and asks a question (success dialog)', async ({ page, request }) => {
  const product = await productWithQuestions(request)
  await page.goto(product.url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Not loaded at first: the section is a title and a placeholder.
  await expect(page.locator('[data-section=reviews]')).toHaveAttribute('data-loaded', 'false')

  const reviews = page.getByRole('region', { name: 'Reviews' })
  await reviews.scrollIntoViewIfNeeded()
  await expect(reviews.getByTestId('review')).toHaveCount(10)
  await expect(reviews.getByText(`Based on ${product.rating.reviewsCount} reviews`)).toBeVisible()

  // A helpful vote: shown at once, counted by the server.
  const first = reviews.getByTestId('review').first()
  const yes = first.getByRole('button', { name: /^Yes \(\d+\)$/ })
  const before = Number(/\((\d+)\)/.exec((await yes.textContent()) ?? '')![1])
  await yes.click()
  await expect(first.getByRole('button', { name: `Yes (${before + 1})` })).toHaveAttribute('aria-pressed', 'true')
  await expect(first.getByRole('status').filter({ hasText: 'Thank you for your vote.' })).toBeVisible()
  const reviewId = await first.getAttribute('data-review-id')
  const listed = await (await request.get(`/api/products/v1/products/${product.id}/reviews?count=10&${context}`)).json()
  expect(listed.reviews.find((r: { id: string }) => r.id === reviewId).helpful).toBe(before + 1)

  // Filtering by a rating narrows the list.
  await reviews.getByRole('button', { name: /^5 stars:/ }).click()
  await expect(reviews.getByRole('button', { name: /^5 stars:/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(reviews.getByTestId('review').first().getByRole('img', { name: /Rated 5\.0 out of 5/ })).toBeVisible()

  // Questions and answers, then asking one.
  const questions = page.getByRole('region', { name: 'Questions and answers' })
  await questions.scrollIntoViewIfNeeded()
  await expect(questions.getByTestId('question').first()).toBeVisible()
  const answer = questions.getByTestId('answer').first()
  await answer.getByRole('button', { name: /^Yes \(\d+\)$/ }).click()
  await expect(answer.getByRole('status').filter({ hasText: 'Thank you for your vote.' })).toBeVisible()

  await questions.getByRole('button', { name: 'Ask a question' }).click()
  const dialog = page.getByTestId('ask-question-dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Submit question' }).click()
  await expect(dialog.getByLabel('Your question', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Your question', { exact: true }).fill('Does the hood fit over a climbing helmet?')
  await dialog.getByLabel('Name shown with your question').fill('Ada')
  await dialog.getByRole('button', { name: 'Submit question' }).click()
  const success = page.getByTestId('ask-question-success')
  await expect(success.getByRole('heading', { name: 'Thank you for your question' })).toBeVisible()
  await success.getByRole('button', { name: 'Close' }).first().click()
  await expect(questions.getByText('Your question is waiting for an answer.')).toBeVisible()
})

test('the size guide, customer photos, the sets the product belongs to and recommendations load with their content near the viewport', async ({ page, request }) => {
  const product = await productInASet(request)
  await page.goto(product.url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const id of ['size-guide', 'photos', 'sets', 'recommendations']) await expect(page.locator(`[data-section="${id}"]`)).toHaveAttribute('data-loaded', 'false')

  // The size guide: the internal interface's chart for the product type (or the foot sizes for shoes).
  await page.locator('[data-section="size-guide"]').scrollIntoViewIfNeeded()
  const guide = page.getByTestId('size-guide')
  await expect(guide.getByRole('table').first()).toBeVisible()
  await expect(guide.getByRole('table').first().getByRole('row').nth(1)).toBeVisible()

  // Customer photos from the social media service: the product's, else its category's.
  await page.locator('[data-section="photos"]').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('customer-photos').getByRole('img').first()).toBeVisible()

  // A set it belongs to: its products (this one among them) and their total.
  await page.locator('[data-section="sets"]').scrollIntoViewIfNeeded()
  const set = page.getByTestId('product-set')
  await expect(set.getByRole('article').nth(1)).toBeVisible()
  await expect(set.locator('li[aria-current="true"]')).toHaveCount(1)
  await expect(set.locator('li[aria-current="true"]').getByRole('link').first()).toHaveAttribute('href', product.url)

  // Recommendations (the widget recommendations call): other products.
  await page.locator('[data-section="recommendations"]').scrollIntoViewIfNeeded()
  const recommended = page.locator('[data-section="recommendations"]').getByRole('article')
  await expect(recommended.first()).toBeVisible()
  expect(await recommended.getByRole('link').first().getAttribute('href')).not.toBe(product.url)
})

test('store availability of a size lists the stores nearest first, with their units', async ({ page, request }) => {
  const { product, colour } = await productWithSoldOutSize(request)
  await page.goto(`${product.url}?colour=${colour}`)
  const inStock = page.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled'))
  await inStock.first().check({ force: true })
  await page.getByRole('button', { name: 'Check availability in stores' }).click()
  const dialog = page.getByTestId('availability-dialog')
  await dialog.getByLabel('City or postcode').fill('Aspen')
  await dialog.getByRole('button', { name: 'Find stores' }).click()
  const stores = dialog.getByTestId('availability-store')
  await expect(stores.first()).toBeVisible()
  const distances = (await dialog.getByTestId('store-distance').allTextContents()).map((t) => Number.parseFloat(t.replace(/,/g, '')))
  expect(distances.length).toBeGreaterThan(3)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
  await expect(stores.first()).toContainText('Boulder')
  // Each store says its units of this size, as the availability call answers.
  const units = await stores.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-quantity'))))
  for (const [i, n] of units.entries()) await expect(stores.nth(i)).toContainText(n > 0 ? `${n} in stock` : 'Not in stock')
})

test('a sold-out size offers the back-in-stock sign-up, and the server stores it', async ({ page, request }) => {
  const { product, colour, sku, size } = await productWithSoldOutSize(request)
  await page.goto(`${product.url}?colour=${colour}`)
  await page.getByRole('button', { name: 'Size sold out? Get an email when it is back' }).click()
  const form = page.getByTestId('back-in-stock')
  const select = form.getByLabel('Sold-out size')
  if (await select.count()) await select.selectOption(sku)
  await form.getByLabel('Email').fill('ada@example.com')
  await form.getByRole('button', { name: 'Notify me' }).click()
  await expect(form.getByRole('status')).toHaveText(`Done: we will email ada@example.com when size ${size} is back.`)
  const stored = await (await request.get(`/api/__test/notifications?sku=${sku}`)).json()
  expect(stored.notifications.map((n: { email: string }) => n.email)).toContain('ada@example.com')
})

test('quick shop from a category tile adds to the cart', async ({ page, request }) => {
  await page.goto('/en-us')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Women', exact: true }).click()
  const tiles = page.getByRole('region', { name: 'Products' }).getByRole('article')
  await expect(tiles.first()).toBeVisible()
  // A tile whose product has a size in stock in its first colour.
  let index = 0
  for (; index < 12; index++) {
    const href = await tiles.nth(index).getByRole('link').getAttribute('href')
    const product = await details(request, /-([A-Z0-9]{8,11})$/.exec(href!)![1]!)
    if (product.variants.some((v) => v.colour === product.colours[0]!.code && v.available > 0)) break
  }
  const tile = tiles.nth(index)
  const name = await tile.getByRole('heading').innerText()
  await tile.getByRole('button', { name: `Quick shop: ${name}` }).click()
  const dialog = page.getByTestId('quick-shop')
  await expect(dialog.getByRole('heading', { name })).toBeVisible()
  const sizes = dialog.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled'))
  if ((await dialog.getByRole('group', { name: 'Size' }).getByRole('radio').count()) > 1) await sizes.first().check({ force: true })
  await dialog.getByRole('button', { name: 'Add to cart' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Successfully added to cart')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(miniCartCount(page)).toHaveText('1')
})

test('the store locator finds the stores nearest a town without one, rendered on the server', async ({ page }) => {
  const html = await (await page.request.get('/en-us/stores?q=Aspen')).text()
  expect(html).toContain('Stores nearest Aspen')
  expect(html).toContain('Summit Outfitters Boulder')
  await page.goto('/en-us/stores')
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible()
  await page.getByLabel('Town, city or postcode').fill('80302')
  await page.getByRole('search', { name: 'Find a store' }).getByRole('button', { name: 'Search' }).click()
  // The router keeps the search in the URL (it writes a value that looks like a number as JSON).
  await expect.poll(() => new URL(page.url()).searchParams.get('q')?.replace(/"/g, '')).toBe('80302')
  const stores = page.getByTestId('store')
  await expect(stores.first()).toContainText('Summit Outfitters Boulder')
  const distances = (await page.getByTestId('store-distance').allTextContents()).map((t) => Number.parseFloat(t.replace(/,/g, '')))
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
})
