// The shoppers' roles against the real server and database, in Chromium (issue 15, docs/decisions/0030):
// an employee accepts the employee discount terms (the dialog comes back on the next page until then)
// and sees the associate discount banner with spend and cap, and a second sign-in does not ask again;
// an athlete sees the credit banner, pays with the athlete credit and is offered the rewards payment
// only once nothing is left to pay; a WRANX and an IPA member see their own banners.
import { expect, test, type Page } from '@playwright/test'
import { accessTokenOf } from './support/serverCart'
import { addToCart, completeShippingStep, openProductWithSizes } from './support/shop'
import { signInThroughDialogs } from './support/signIn'

const SITE = 'summit-en-us'
const PASSWORD = 'Summit-2026!'
const context = `siteId=${SITE}&channel=ECOMM&brand=summit&region=US&source=ECOM15&clientApp=e2e`

const signOut = async (page: Page) => {
  await page.goto('/en-us/account')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByTestId('account-link')).toHaveText('Sign in')
}

test('an employee accepts the discount terms, sees spend and cap, and is not asked again at the next sign-in', async ({ page }) => {
  await page.goto('/en-us')
  await signInThroughDialogs(page, { email: 'employee@summit.test', password: PASSWORD })
  const terms = page.getByRole('dialog', { name: 'Employee discount terms' })
  await expect(terms).toBeVisible()
  // Not now: gone from this page, back on the next one; no banner until accepted.
  await terms.getByRole('button', { name: 'Not now' }).click()
  await expect(terms).toHaveCount(0)
  await expect(page.getByTestId('role-banner-employee')).toHaveCount(0)
  await page.getByRole('link', { name: 'Summit Outfitters' }).first().click()
  await expect(page).toHaveURL(/\/en-us$/)
  await expect(terms).toBeVisible()
  await terms.getByRole('button', { name: 'Accept the terms' }).click()
  await expect(terms).toHaveCount(0)
  // The seeded spend and cap, in the site's money format.
  await expect(page.getByTestId('role-banner-employee')).toHaveText('Associate discount: $412.50 spent of your $1,500.00 annual cap.')

  await signOut(page)
  await expect(page.getByTestId('role-banners')).toHaveCount(0)
  await signInThroughDialogs(page, { email: 'employee@summit.test', password: PASSWORD })
  await expect(page.getByTestId('role-banner-employee')).toHaveText('Associate discount: $412.50 spent of your $1,500.00 annual cap.')
  await page.goto('/en-us/cart')
  await expect(page.getByTestId('role-banner-employee')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Employee discount terms' })).toHaveCount(0)
})

test('an athlete sees the credit banner, pays with the athlete credit, and is offered rewards only when nothing is left to pay', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  await page.goto('/en-us')
  await signInThroughDialogs(page, { email: 'athlete@summit.test', password: PASSWORD })
  await expect(page.getByTestId('role-banner-athlete')).toHaveText('Athlete credit: $380.00 left of your $500.00 annual credit.')
  // No employee terms for an athlete.
  await expect(page.getByRole('dialog', { name: 'Employee discount terms' })).toHaveCount(0)

  const sizes = await openProductWithSizes(page, 1)
  await addToCart(page, sizes.first())
  await expect(page.getByRole('status').filter({ hasText: 'Successfully added to cart' })).toBeVisible()
  await page.goto('/en-us/cart')
  await page.getByTestId('go-to-checkout').click()
  await completeShippingStep(page)

  // Something is due: card or Klarna, no rewards.
  const athlete = page.getByTestId('athlete-payment')
  await expect(athlete).toContainText('Credit remaining: $380.00.')
  await expect(page.getByRole('radio', { name: 'Card' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Pay with rewards' })).toHaveCount(0)
  await athlete.getByRole('button', { name: /^Pay \$[\d.,]+ with athlete credit$/ }).click()
  await expect(athlete.getByTestId('athlete-applied')).toHaveText(/^Athlete credit applied: \$[\d.,]+\.$/)
  const covered = Number((await athlete.getByTestId('athlete-applied').innerText()).replace(/[^\d.]/g, '').replace(/\.$/, ''))
  expect(covered).toBeGreaterThan(0)
  await expect(athlete).toContainText(`Credit remaining: $${(380 - covered).toFixed(2)}.`)

  // Nothing due now: the rewards payment is offered; the card is not asked for.
  await expect(page.getByRole('radio', { name: 'Card' })).toHaveCount(0)
  await page.getByRole('radio', { name: 'Pay with rewards' }).check()
  await page.getByRole('button', { name: 'Review order' }).click()
  await expect(page).toHaveURL(/step=summary$/)
  await expect(page.getByTestId('summary-payment')).toHaveText('Rewards')
  await page.getByTestId('place-order').click()
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=/)
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim()
  // The banner follows the credit the order spent.
  await expect(page.getByTestId('role-banner-athlete')).toHaveText(`Athlete credit: $${(380 - covered).toFixed(2)} left of your $500.00 annual credit.`)

  const token = await accessTokenOf(page, SITE)
  const order = await page.request.get(`${baseURL}/api/consumers-v3/consumer/purchase/${orderNumber}?${context}`, { headers: { authorization: `Bearer ${token}` } })
  const payments = ((await order.json()) as { paymentMethod: Array<{ payment_method_id: string; amount: number }> }).paymentMethod
  expect(payments).toEqual([{ payment_method_id: 'ATHLETES_PAYMENT', amount: covered }])
  // The credit was spent with the order.
  const profile = await page.request.get(`${baseURL}/api/consumers-v3/consumer?${context}`, { headers: { authorization: `Bearer ${token}` } })
  expect(((await profile.json()) as { consumerDetails: { athlete: unknown } }).consumerDetails.athlete).toEqual({ currentSpend: 120 + covered, annualCredit: 500 })
})

test('a WRANX member and an IPA member each see their own programme banner', async ({ page }) => {
  await page.goto('/en-us')
  await signInThroughDialogs(page, { email: 'wranx@summit.test', password: PASSWORD })
  await expect(page.getByTestId('role-banner-WRANX')).toHaveText('WRANX member: your professional discount is applied to eligible items.')
  await expect(page.getByTestId('role-banner-IPA')).toHaveCount(0)
  await signOut(page)

  await signInThroughDialogs(page, { email: 'ipa@summit.test', password: PASSWORD })
  await expect(page.getByTestId('role-banner-IPA')).toHaveText('IPA member: enjoy your programme pricing on eligible items.')
  await expect(page.getByTestId('role-banner-WRANX')).toHaveCount(0)
})

test('while an associate is connected the favourites page says it is not available, and the service refuses the favourites call', async ({ page, baseURL }) => {
  await page.goto('/en-us/associate-login')
  await page.getByLabel('Associate e-mail').fill('associate@summit.test')
  await page.getByLabel('Password').fill('Associate-2026!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('associate-choose-form')).toBeVisible()
  await expect(page.getByTestId('favourites-link')).toHaveCount(0)
  await page.goto('/en-us/favourites')
  await expect(page.getByTestId('favourites').getByRole('status')).toHaveText('Favourites are not available during an in-store session.')
  const token = await accessTokenOf(page, SITE)
  const refused = await page.request.get(`${baseURL}/api/wishlists/v2/favorites?${context}`, { headers: { authorization: `Bearer ${token}` } })
  expect(refused.status()).toBe(401)
  expect(((await refused.json()) as { errorDetails: Array<{ errorId: string }> }).errorDetails[0]!.errorId).toBe('AUT432')
})
