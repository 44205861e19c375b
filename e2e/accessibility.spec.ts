// Accessibility: axe (WCAG 2.x A and AA rules) on every page type, for both brands' themes.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const audit = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
  expect(summary).toEqual([])
}

for (const brandHost of ['localhost', 'fjell.localhost']) {
  test.describe(`pages of ${brandHost}`, () => {
    test('home, category, product, cart and 404 have no axe violations', async ({ page, baseURL }) => {
      const origin = baseURL!.replace('localhost', brandHost)
      await page.goto(`${origin}/en-gb`)
      await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link').first()).toBeVisible()
      await audit(page)

      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').first().click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await audit(page)

      await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
      await expect(page.getByRole('button', { name: /Add to cart|Sold out/ })).toBeVisible()
      await audit(page)

      await page.goto(`${origin}/en-gb/cart`)
      await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
      await audit(page)

      await page.goto(`${origin}/en-gb/p/unknown-ZZZZZZZZ`)
      await audit(page)
    })
  })
}
