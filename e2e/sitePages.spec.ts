// The internal interface's pages as a shopper meets them: help pages from the footer, and the location
// selector, whose choice the paths without a locale then follow.
import { expect, test } from '@playwright/test'

test('the footer opens a help page in the shopper’s language', async ({ page }) => {
  await page.goto('/fr-fr')
  await page.getByRole('navigation', { name: 'Aide' }).getByRole('link', { name: 'Retours et échanges' }).click()
  await expect(page).toHaveURL(/\/fr-fr\/pages\/returns$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retours et échanges')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Comment retourner un article')
  await expect(page.getByRole('listitem').filter({ hasText: 'Emballez l’article' })).toBeVisible()

  // An unknown page is the 404 page; a name that cannot be one never reaches the service.
  expect((await page.goto('/fr-fr/pages/no-such-page'))?.status()).toBe(404)
  expect((await page.goto('/fr-fr/pages/Bad_Name'))?.status()).toBe(404)
})

test('the location selector lists countries in the shopper’s language and remembers the choice', async ({ page, context }) => {
  await page.goto('/en-us')
  await page.getByRole('link', { name: 'Change country or language' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your country and language')
  await expect(page.getByRole('heading', { level: 2, name: /Germany/ })).toBeVisible()
  const current = page.getByRole('link', { name: 'English' }).and(page.locator('[aria-current="page"]'))
  await expect(current).toHaveCount(1)

  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Germany/ }) }).getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de-de$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('de-de')

  // The paths without a locale follow the choice.
  await page.goto('/cart')
  await expect(page).toHaveURL(/\/de-de\/cart$/)
  await expect(page.getByRole('contentinfo')).toContainText('Deutschland')
})

// A shopper on a slow phone scrolls down while the page is still hydrating: the router used to put
// the page back at its top when it first rendered (its scroll restoration), under the shopper's
// finger; a tap meant for the footer hit the header (found as a flaky location-selector test).
test('a page scrolled before it hydrates stays where the shopper scrolled; a link then opens the next page at its top', async ({ page }) => {
  // The app's code arrives late, as on a slow connection: the shopper scrolls first.
  await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto('/en-us', { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
  const scrolled = await page.evaluate(() => scrollY)
  expect(scrolled).toBeGreaterThan(1000)
  await expect(page.locator('main#main')).not.toHaveAttribute('data-hydrating')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000)

  // The footer's link works where the shopper sees it, and the next page opens at its top.
  const link = page.getByRole('link', { name: 'Change country or language' })
  const box = (await link.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your country and language')
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
})
