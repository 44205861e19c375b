// A local-first cart (issue 14, finding 1): cart commands are acknowledged on the device at once,
// whatever the network does. The buy box is usable again as soon as the add is on the device, the
// line shows it waits for the server, and the outbox sends each command exactly once when the
// network allows (the guest token included).
//
// First journey: a first visit straight to a product page. The engine's first token call is held
// (the connection is about to drop), the shopper adds a size, the browser goes offline and the held
// call dies with it; the shopper adds two more sizes offline, then the network returns and each add
// reaches the server once. Second journey: online, every add fails on the wire for a while; the
// buy box never waits for the outbox's retries.
//
// Routing sees every API call because service workers are blocked here (as in e2e/flaky.spec.ts).
import { expect, test, type Browser, type Page, type Request, type Route } from '@playwright/test'
import { accessTokenOf } from './support/serverCart'
import { openProductWithSizes } from './support/shop'

const SITE = 'summit-en-us'

test.use({ serviceWorkers: 'block' })

/** The URL of a product with at least `sizes` sizes in stock, found in a browser context of its own (this test's stays a first visit). */
const productUrlWithSizes = async (browser: Browser, sizes: number): Promise<string> => {
  const scout = await browser.newPage()
  try {
    await openProductWithSizes(scout, sizes)
    return scout.url()
  } finally {
    await scout.context().close()
  }
}

// The page's token call: the storefront server's session call (decision 24), which asks the token service itself.
const isTokenCall = (url: URL) => url.pathname === `/session/${SITE}/token`
const isCartChange = (request: Request) => {
  const path = new URL(request.url()).pathname
  return request.method() !== 'GET' && path.startsWith('/api/cart/')
}

/** Every cart change the server answered with success, by its Idempotency-Key (a resend of the same command carries the same key). */
const recordCartChanges = (page: Page) => {
  const keys: string[] = []
  page.on('response', (response) => {
    if (isCartChange(response.request()) && response.ok()) keys.push(response.request().headers()['idempotency-key'] ?? '')
  })
  return keys
}

/** The server's cart of this browser's guest, read with its token and the basket id the engine holds. */
const serverCartOf = async (page: Page, baseURL: string) => {
  const token = await accessTokenOf(page, SITE)
  // The engine writes its stored copy after the state it copies (a moment after the last answer).
  const storedBasketId = () =>
    page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { cart?: { basketId?: string | null } } | null
      return stored?.cart?.basketId ?? null
    }, `summit-engine.cartPreview.${SITE}`)
  await expect.poll(storedBasketId, { message: 'the basket id in the stored cart copy' }).toBeTruthy()
  const basketId = await storedBasketId()
  const query = new URLSearchParams({ siteId: SITE, channel: 'ECOMM', brand: 'summit', region: 'US', source: 'ECOM15', clientApp: 'e2e' })
  const response = await page.request.get(`${baseURL}/api/cart/v1/cart/${basketId}?${query}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as { items: ReadonlyArray<{ productId: string; qty: number; size: string }> }
}

const queued = (page: Page) => page.locator('[data-outbox-queued]').getAttribute('data-outbox-queued')

test('first visit: the connection drops during the first add; the add stays, more can be added offline, each reaches the server once', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000)
  const url = await productUrlWithSizes(browser, 3)

  // The first token call is held: the shopper's session is being set up when the connection drops.
  let held: Route | undefined
  // The guests whose tokens the storefront server handed out (Playwright's route.fetch goes out even
  // while the page is offline, so how many calls got through varies; how many guests may not).
  const guests = new Set<string>()
  const heldNow = new Promise<void>((resolve) => {
    void page.route(isTokenCall, async (route) => {
      if (!held) {
        held = route
        resolve()
        return
      }
      try {
        const response = await route.fetch()
        if (response.ok()) guests.add(((await response.json()) as { consumerNo: string }).consumerNo)
        await route.fulfill({ response })
      } catch {
        await route.abort('internetdisconnected').catch(() => undefined)
      }
    })
  })
  const sent = recordCartChanges(page)

  await page.goto(url)
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled'))
  await expect(sizes.nth(2)).toBeAttached()
  const addButton = page.getByRole('button', { name: 'Add to cart' })
  const count = page.getByTestId('mini-cart-count')

  await sizes.nth(0).check({ force: true })
  await addButton.click()
  await heldNow
  // Acknowledged on the device while the token call is still on its way: counted, pending, and the button is free.
  await expect(count).toHaveText('1')
  await expect(addButton).toBeEnabled()

  // The connection drops: the held token call dies with it.
  await context.setOffline(true)
  await held!.abort('internetdisconnected').catch(() => undefined)
  await expect(page.locator('[data-network=offline]')).toBeVisible()
  await expect(addButton).toBeEnabled()
  await expect(page.getByRole('status').filter({ hasText: 'it will be sent when you are back online' })).toBeVisible()

  // Two more adds offline: each is shown at once and the buy box stays usable.
  await sizes.nth(1).check({ force: true })
  await addButton.click()
  await expect(count).toHaveText('2')
  await expect(addButton).toBeEnabled()
  await sizes.nth(2).check({ force: true })
  await page.getByLabel('Quantity').fill('2')
  await addButton.click()
  await expect(count).toHaveText('4')
  expect(await queued(page)).toBe('3')
  await page.getByRole('button', { name: /Cart, 4 items/ }).click()
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('Waiting for confirmation…')).toHaveCount(3)
  expect(sent, 'nothing reached the server while offline').toEqual([])

  // Back online: the token, then each add once.
  await context.setOffline(false)
  await expect.poll(() => queued(page), { timeout: 30_000 }).toBe('0')
  await expect(count).toHaveText('4')
  const cart = await serverCartOf(page, baseURL!)
  expect(cart.items.map((i) => i.qty).sort()).toEqual([1, 1, 2])
  expect(new Set(cart.items.map((i) => i.productId)).size).toBe(3)
  // Each add landed once (the server answered each command's key once).
  expect(sent).toHaveLength(3)
  expect(new Set(sent).size).toBe(3)
  // One guest: the token the held call never brought was asked for again, once it could be had, and
  // every token the page got is that guest's.
  expect(guests.size).toBe(1)
})

test('online: adds that fail on the wire never keep the buy box busy; each is sent again until it lands once', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000)
  const url = await productUrlWithSizes(browser, 3)
  await page.goto(url)
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled'))
  await expect(sizes.nth(2)).toBeAttached()
  const addButton = page.getByRole('button', { name: 'Add to cart' })
  const count = page.getByTestId('mini-cart-count')

  // A first add on a steady network: the shopper's session and cart exist.
  await sizes.nth(0).check({ force: true })
  await addButton.click()
  await expect(page.getByRole('status').filter({ hasText: 'Successfully added to cart' })).toBeVisible()

  // Now every cart change dies on the wire (the browser still says it is online).
  const failing = (url: URL) => url.pathname.startsWith('/api/cart/')
  const failed: string[] = []
  const fail = async (route: Route) => {
    if (route.request().method() === 'GET') return route.continue()
    failed.push(route.request().headers()['idempotency-key'] ?? '')
    await route.abort('connectionreset')
  }
  await page.route(failing, fail)
  for (const i of [1, 2]) {
    await sizes.nth(i).check({ force: true })
    await addButton.click()
    await expect(count).toHaveText(String(i + 1))
    await expect(addButton).toBeEnabled()
    await expect(addButton).toHaveText('Add to cart')
  }
  await expect.poll(() => failed.length).toBeGreaterThan(0)
  expect(await queued(page)).toBe('2')

  // The wire heals: both adds land, once each.
  await page.unroute(failing, fail)
  await expect.poll(() => queued(page), { timeout: 60_000 }).toBe('0')
  const cart = await serverCartOf(page, baseURL!)
  expect(cart.items.map((i) => i.qty)).toEqual([1, 1, 1])
  expect(new Set(cart.items.map((i) => i.productId)).size).toBe(3)
  await expect(count).toHaveText('3')
})
