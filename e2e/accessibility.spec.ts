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


test('the sign-in and enrollment dialogs (with their field errors), the reset-password page and the account page have no axe violations', async ({ page }) => {
  await page.goto('/en-us/sign-in')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await audit(page)
  // An e-mail without an account: the sign-up dialog, with its errors.
  await dialog.getByLabel('Email').fill(`axe-${Date.now()}@example.com`)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('dialog-sign-up')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await audit(page)
  await dialog.getByRole('button', { name: 'Use another email' }).click()
  await dialog.getByLabel('Email').fill('member@summit.test')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('dialog-sign-in')).toContainText('Signing in as member@summit.test')
  await audit(page)
  await dialog.getByLabel('Password').fill('Summit-2026!')
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  // The member's profile is partially enrolled (no birth date, no postal code): step 3, profile.
  await expect(page.getByTestId('dialog-profile')).toBeVisible()
  await audit(page)
  await dialog.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page.getByTestId('dialog-interests')).toBeVisible()
  await audit(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('saved-card').first()).toBeVisible()
  await audit(page)
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await audit(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Sign in')
  await page.goto('/en-us/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true')
  await audit(page)
})
