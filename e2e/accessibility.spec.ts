// Accessibility: axe (WCAG 2.x A and AA rules) on every page type, for both brands' themes.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { completeCardStep, completeShippingStep } from './support/shop'

const audit = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
  expect(summary).toEqual([])
}

for (const brandHost of ['localhost', 'fjell.localhost']) {
  test.describe(`pages of ${brandHost}`, () => {
    test('home, category, product, cart, 404, location selector and a static page have no axe violations', async ({ page, baseURL }) => {
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

      await page.goto(`${origin}/fr-fr/location-selector`)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await audit(page)

      await page.goto(`${origin}/de-de/pages/returns`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await audit(page)
    })
  })
}

test('cart with a line, checkout steps, the pickup dialog and the order confirmation have no axe violations', async ({ page }) => {
  await page.goto('/en-us')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Women', exact: true }).click()
  await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
  const inStock = page.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled'))
  await inStock.first().check({ force: true })
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
  await page.goto('/en-us/cart')
  await expect(page.getByTestId('cart-total')).toBeVisible()
  await audit(page)

  await page.getByRole('button', { name: /^Pick up in store/ }).click()
  await page.getByTestId('pickup-dialog').getByLabel('City or postcode').fill('Denver')
  await page.getByTestId('pickup-dialog').getByRole('button', { name: 'Find stores' }).click()
  await expect(page.getByTestId('pickup-store').first()).toBeVisible()
  await audit(page)
  await page.getByTestId('pickup-dialog').getByRole('button', { name: 'Close' }).click()

  await page.getByTestId('go-to-checkout').click()
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-step', 'shipping')
  // The errors of an empty form, tied to their fields, are part of the audit.
  await page.getByRole('button', { name: 'Continue to billing' }).click()
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await audit(page)
  await completeShippingStep(page)
  await audit(page)
  await completeCardStep(page, '4111 1111 1111 1111')
  await audit(page)
  await page.getByTestId('place-order').click()
  await expect(page.getByTestId('order-confirmation')).toBeVisible()
  await audit(page)
})


test('sign-in (with its field errors) and the account page have no axe violations', async ({ page }) => {
  await page.goto('/en-us/sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await audit(page)
  await page.getByLabel('Email').fill('member@summit.test')
  await page.getByLabel('Password').fill('Summit-2026!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('saved-card').first()).toBeVisible()
  await audit(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Sign in')
})

test('the preview tool (its required doc type, its results) and the home page with its decided experiences have no axe violations', async ({ page }) => {
  await page.goto('/de-de/preview')
  await page.getByRole('button', { name: 'Los' }).click()
  await expect(page.getByRole('alert')).toHaveText('Der Dokumenttyp ist erforderlich')
  await audit(page)
  await page.getByLabel('Dokumenttyp').selectOption('experience')
  await page.getByRole('button', { name: 'Los' }).click()
  await expect(page.getByTestId('preview-result').first()).toBeVisible()
  await expect(page.locator('[data-block="experience"][aria-busy]')).toHaveCount(0)
  await audit(page)

  await page.goto('/en-us')
  await expect(page.locator('[data-block="experience"]')).not.toHaveAttribute('data-variant', 'pending')
  await expect(page.locator('[data-block="segmentation"]')).not.toHaveAttribute('data-segment', 'pending')
  await audit(page)
})
