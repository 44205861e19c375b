// The installable PWA against the production build: the server serves the worker and the brand's
// manifest; the worker takes control; Chromium's installability check passes; pages seen online open
// offline, a page never seen shows the offline page; the offline banner and the reconnect notice.
// (Adding to the cart offline and the pending-then-confirmed cart belong to the engine's outbox and
// are tested with it.)
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { brandThemeColor } from '../src/theme/brands'

/** Waits until a service worker controls the page (the first one claims open pages on activation). */
const waitForController = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    return navigator.serviceWorker.controller?.scriptURL ?? null
  })

/** Waits until the worker saved a page in its page cache. */
const waitForSavedPage = async (page: Page, url: string) =>
  expect
    .poll(() => page.evaluate(async (href) => Boolean(await (await caches.open('summit-pages-v1')).match(href)), url), { message: `${url} saved for offline use` })
    .toBe(true)

test('the server serves the worker and a manifest per brand', async ({ request, baseURL }) => {
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/)
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['service-worker-allowed']).toBe('/')
  expect(await worker.text()).toContain('/en-us/offline')

  const summit = await request.get('/manifest.webmanifest')
  expect(summit.status()).toBe(200)
  expect(summit.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = (await summit.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; purpose?: string }> }
  expect(manifest).toMatchObject({ name: 'Summit Outfitters', start_url: '/en-us', scope: '/', display: 'standalone', theme_color: brandThemeColor('summit'), id: '/' })
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
  }

  // The brand follows the host; the start URL follows the shopper's locale cookie.
  const port = new URL(baseURL!).port
  const fjell = await request.get('/manifest.webmanifest', { headers: { host: `fjell.localhost:${port}`, cookie: 'locale=fr-fr' } })
  expect(await fjell.json()).toMatchObject({ name: 'Fjell & Fjord', start_url: '/fr-fr', theme_color: brandThemeColor('fjell') })
})

test('installable; pages seen open offline, others show the offline page; offline banner and reconnect notice', async ({ baseURL }, testInfo) => {
  // Chromium never offers to install from an off-the-record profile (a plain Playwright context), so
  // this test runs in a persistent one.
  const launch = testInfo.project.use.launchOptions ?? {}
  const context: BrowserContext = await chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launch, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())

    await page.goto('/en-us')
    expect(await waitForController(page)).toMatch(/\/sw\.js$/)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    // A second DevTools session left attached keeps navigator.onLine from following setOffline.
    await cdp.detach()
    await waitForSavedPage(page, page.url())

    // Browse online as a shopper does: client-side navigation from home to a category to a product.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Women' }).click()
    await expect(page).toHaveURL(/\/en-us\/c\/women-\d+$/)
    const categoryUrl = page.url()
    await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/)
    const productUrl = page.url()
    // The address changes before the product page has replaced the category's heading (a loaded
    // machine shows it): read the name once the product's own heading is there.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Women')
    await expect(page.getByRole('button', { name: /Add to cart|Sold out/ })).toBeVisible()
    const productName = await page.getByRole('heading', { level: 1 }).innerText()
    await waitForSavedPage(page, categoryUrl)
    await waitForSavedPage(page, productUrl)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()

    // A page of the same category seen before, opened by a full page load.
    await page.goto(categoryUrl)
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible()

    // A page never seen: the offline page, with what can still be done.
    await page.goto('/en-us/p/never-seen-ZZZZ9999')
    await expect(page).toHaveURL(/\/en-us\/offline\?from=/)
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open your cart' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Pages you have seen' }).getByRole('link', { name: new RegExp(productName) })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en-us/p/never-seen-ZZZZ9999')
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()

    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: 'You are back online.' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0)
  } finally {
    await context.close()
  }
})
