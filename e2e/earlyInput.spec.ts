// Before hydration: product and home pages load their modules after the largest image has painted
// (src/pwa/server/imageFirstScripts.ts), so a shopper can act on the server's HTML before React runs.
// What they do then is kept and carried out once the app has hydrated (src/pwa/browser/earlyInput.ts).
// The page's modules are held back here until the shopper has acted, then let through.
import { expect, test, type Page } from '@playwright/test'
import { openProductWithSizes } from './support/shop'
import { serverCart } from './support/serverCart'

// The worker would answer the modules from its precache, past the routing that holds them back.
test.use({ serviceWorkers: 'block' })

/** Holds every built module until `release` is called. */
const holdModules = async (page: Page) => {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await gate
    await route.continue()
  })
  return release
}

test('a size picked and Add to cart pressed before the scripts have run are carried out, once', async ({ browser, baseURL }) => {
  // Find a product with two sizes in stock on a page that hydrates normally.
  const scout = await browser.newPage()
  const sizes = await openProductWithSizes(scout, 2)
  const productUrl = scout.url()
  const sizeName = (await sizes.nth(1).getAttribute('value'))!
  const sizeLabel = (await sizes.nth(1).evaluate((input) => input.closest('label')?.textContent ?? ''))!.trim()
  await scout.close()

  const context = await browser.newContext({ serviceWorkers: 'block', baseURL })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const release = await holdModules(page)
  await page.goto(productUrl, { waitUntil: 'domcontentloaded' })
  // The server's HTML: the buy box is there, no module has run.
  await expect(page.getByRole('img').first()).toBeVisible()
  expect(await page.evaluate(() => document.querySelectorAll('script[type=module][src]').length <= 1)).toBe(true)

  const radio = page.getByRole('group', { name: 'Size' }).locator(`input[value="${sizeName}"]`)
  await radio.check({ force: true })
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  // Not submitted natively: same page, the choices are not in the URL; the form says it is busy.
  expect(page.url()).toBe(productUrl)
  await expect(page.locator('form[aria-busy=true]')).toHaveCount(1)

  release()
  await expect(page.getByText('Successfully added to cart')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
  await expect(page.locator('form[aria-busy=true]')).toHaveCount(0)

  // The server holds one line of the chosen size, quantity 1: the repeated tap was not a second order.
  await page.goto('/en-us/cart')
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1)
  const cart = await serverCart(page, baseURL!, 'summit-en-us')
  expect(cart.items.map((i) => `${i.size} × ${i.qty}`)).toEqual([`${sizeLabel} × 1`])
  expect(errors).toEqual([])
  await context.close()
})

test('the largest image loads before the page requests its modules, which then hydrate it', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/en-us')
  const hero = page.locator('img[fetchpriority=high]').first()
  await expect(hero).toBeVisible()
  // Resource timing, one clock: when the hero image had arrived and when each module was asked for.
  // A module's entry is recorded when its response has ended, which may be after its script element
  // is in the page: wait for the entries, not the elements.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/assets\/.+\.js$/.test(e.name)).length)).toBeGreaterThan(0)
  const timing = await hero.evaluate((img: HTMLImageElement) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const image = entries.find((e) => e.name === new URL(img.currentSrc || img.src, location.href).href)
    const modules = entries.filter((e) => /\/assets\/.+\.js$/.test(e.name))
    return { imageEnd: image?.responseEnd ?? null, firstModule: Math.min(...modules.map((e) => e.startTime)), modules: modules.length }
  })
  expect(timing.imageEnd).not.toBeNull()
  expect(timing.modules).toBeGreaterThan(0)
  expect(timing.firstModule).toBeGreaterThanOrEqual(timing.imageEnd!)
  // Every module the page added carries its integrity: on the element, or (the preloads the bundler
  // adds for a lazily loaded block's chunks) in the import map, which the browser applies to a
  // modulepreload without its own. The page is hydrated: a client-side link works.
  const withoutIntegrity = await page.evaluate(() => {
    const map = JSON.parse(document.querySelector('script[type=importmap]')?.textContent ?? '{}') as { integrity?: Record<string, string> }
    return [...document.querySelectorAll('script[type=module][src], link[rel=modulepreload]')]
      .filter((s) => !s.getAttribute('integrity')?.startsWith('sha384-'))
      .map((s) => new URL(s.getAttribute('src') ?? s.getAttribute('href') ?? '', location.href).pathname)
      .filter((path) => !map.integrity?.[path]?.startsWith('sha384-'))
  })
  expect(withoutIntegrity).toEqual([])
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Women', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Products' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the mega menu, reached before the scripts have run, opens once they have: a key press and a tap are not left waiting', async ({ browser, baseURL }) => {
  // The menu hydrates when the shopper reaches for it (docs/decisions/0034), by listeners it sets up
  // only once the header has hydrated: what the shopper did before then must open it too.
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL })
  const page = await context.newPage()
  const release = await holdModules(page)
  await page.goto('/en-us', { waitUntil: 'domcontentloaded' })
  const menu = page.getByRole('navigation', { name: 'Menu' })
  const men = menu.getByRole('button', { name: 'Men', exact: true })
  await men.focus()
  await page.keyboard.press('Enter')
  await expect(men).toHaveAttribute('aria-expanded', 'false')
  release()
  await expect(men).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 })

  // A phone: the Menu button tapped on the server's HTML.
  const phone = await browser.newContext({ serviceWorkers: 'block', baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const small = await phone.newPage()
  const letGo = await holdModules(small)
  await small.goto('/en-us', { waitUntil: 'domcontentloaded' })
  await small.getByRole('button', { name: 'Open the menu' }).tap()
  letGo()
  await expect(small.getByRole('button', { name: 'Close the menu' })).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 })
  await phone.close()
  await context.close()
})
