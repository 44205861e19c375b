// Route rules and multi-brand/multi-region behaviour, as a shopper's browser sees them.
import { expect, test } from '@playwright/test'

test.describe('route rules', () => {
  for (const path of [
    '/en-us/c/jackets-12', // category id too short
    '/en-us/c/jackets-12345678901', // category id too long
    '/en-us/c/jackets-9999999', // well-formed but unknown
    '/en-us/p/jacket-abc12345', // lowercase product id
    '/en-us/p/jacket-ABC1234', // 7 characters
    '/en-us/p/jacket-ZZZZZZZZ', // well-formed but unknown
    '/xx-zz', // unknown locale
    '/en-us/no/such/page',
  ]) {
    test(`${path} answers 404 with the error-4xx content page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      // The server renders the page whole (its code loads with the 404, not with every page: src/pages/LazyNotFoundPage.tsx).
      expect(await response!.text()).toMatch(/<main id="main"[^>]*>[\s\S]*<h1/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('link', { name: /home|accueil|startseite/i }).first()).toBeVisible()
    })
  }

  test('the bare root redirects to a locale home', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/en-(us|gb)$/)
  })
})

test.describe('brands and regions', () => {
  test('the host name chooses the brand', async ({ page, baseURL }) => {
    const fjell = baseURL!.replace('localhost', 'fjell.localhost')
    await page.goto(`${fjell}/en-gb`)
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'fjell')
    await expect(page.getByRole('link', { name: 'Fjell & Fjord' }).first()).toBeVisible()
    await page.goto('/en-us')
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'summit')
  })

  test('CAD prices show the currency code, other currencies their symbol', async ({ page }) => {
    const firstPrice = async (locale: string) => {
      await page.goto(`/${locale}`)
      await page.getByRole('navigation', { name: /menu/i }).getByRole('link').first().click()
      return page.locator('[data-testid="price-current"]').first().innerText()
    }
    expect(await firstPrice('en-ca')).toContain('CAD')
    expect(await firstPrice('en-us')).toContain('$')
    expect(await firstPrice('en-us')).not.toContain('USD')
    expect(await firstPrice('en-gb')).toContain('£')
    expect(await firstPrice('fr-fr')).toContain('€')
  })
})
