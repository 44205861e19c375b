// The in-store employee session against the real server and database, in Chromium (issue 15): an
// associate signs in at /{locale}/associate-login, picks the store and the employee from the
// utilities calls, adds and changes a price adjustment on a cart line (shown waiting until the server
// confirms), places an order that the order history shows with the in-store details, signs out and
// is back at the associate login with nothing of the session left on the device. And a registered
// shopper's token is refused on a price adjustment with a catalogue code, not as bot protection.
import { createHash, randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { addToCart, completeCardStep, completeShippingStep, indexedDbText, openProductWithSizes } from './support/shop'

const SITE = 'summit-en-us'
const AGENT = { email: 'associate@summit.test', password: 'Associate-2026!' }
const MEMBER = { email: 'member@summit.test', password: 'Summit-2026!' }
const context = `siteId=${SITE}&channel=ECOMM&brand=summit&region=US&source=ECOM15&clientApp=e2e`

const associateSignIn = async (page: Page) => {
  await page.goto('/en-us/associate-login')
  await page.getByLabel('Associate e-mail').fill(AGENT.email)
  await page.getByLabel('Password').fill(AGENT.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('associate-choose-form')).toBeVisible()
}

/** Picks the Boulder store and its employee Morgan Diaz after the associate's sign-in. */
const startSelling = async (page: Page) => {
  const choose = page.getByTestId('associate-choose-form')
  await choose.getByLabel('Store').selectOption({ label: 'Summit Outfitters Boulder' })
  await expect(choose.getByLabel('Employee').locator('option', { hasText: 'Morgan Diaz' })).toHaveCount(1)
  await choose.getByLabel('Employee').selectOption({ label: 'Morgan Diaz' })
  await choose.getByRole('button', { name: 'Start selling' }).click()
}

test('an associate signs in, picks store and employee, adds, changes and removes a price adjustment, places an order shown with the in-store details, signs out leaving nothing', async ({ page }) => {
  test.setTimeout(180_000)
  // A wrong password is refused with the catalogue's message, in the page.
  await page.goto('/en-us/associate-login')
  await page.getByLabel('Associate e-mail').fill(AGENT.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('associate-error')).toBeVisible()

  await associateSignIn(page)
  await startSelling(page)
  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByTestId('associate-bar-store')).toHaveText('In store: Summit Outfitters Boulder · Morgan Diaz')
  // No favourites while an associate is connected.
  await expect(page.getByTestId('favourites-link')).toHaveCount(0)

  await addToCart(page, (await openProductWithSizes(page, 1)).first())
  await expect(page.getByRole('status').filter({ hasText: 'Successfully added to cart' })).toBeVisible()
  await expect(page.getByTestId('favourite-heart')).toHaveCount(0)
  await page.goto('/en-us/cart')
  const total = page.getByTestId('cart-total')
  await expect(total).toBeVisible()
  const before = await total.innerText()
  // No saved for later either.
  await expect(page.getByRole('button', { name: /Save for later/ })).toHaveCount(0)

  // Add an adjustment: the form says it waits, then the line shows what the server took off.
  const adjust = page.getByTestId('price-adjustment').first()
  await adjust.getByRole('button', { name: 'Adjust price' }).click()
  await adjust.getByLabel('Adjustment type').selectOption('AMOUNT_OFF')
  await adjust.getByLabel('Value').fill('150000')
  await adjust.getByRole('button', { name: 'Apply' }).click()
  await expect(adjust.getByText('Enter a value from 0.01 to 10000.')).toBeVisible()
  await adjust.getByLabel('Value').fill('5')
  await adjust.getByLabel('Reason').selectOption('DAMAGED')
  await adjust.getByRole('button', { name: 'Apply' }).click()
  await expect(adjust.getByTestId('price-adjustment-applied')).toHaveText('Damaged item: −$5.00')
  await expect(total).not.toHaveText(before)
  const afterAmount = await total.innerText()

  // Change it to 10 %.
  await adjust.getByRole('button', { name: 'Change' }).click()
  await adjust.getByLabel('Adjustment type').selectOption('PERCENT_OFF')
  await adjust.getByLabel('Value').fill('10')
  await adjust.getByLabel('Reason').selectOption('PRICE_MATCH')
  await adjust.getByRole('button', { name: 'Apply' }).click()
  await expect(adjust.getByTestId('price-adjustment-applied')).toContainText('Price match: −$')
  await expect(total).not.toHaveText(afterAmount)
  // The log says which associate did it.
  const log = await indexedDbText(page)
  expect(log).toContain('v1.PriceAdjustmentRecorded')
  expect(log).toContain('E100202')

  // Remove it: the line's price and the total are back; then an adjustment again, for the order.
  await adjust.getByRole('button', { name: 'Remove adjustment' }).click()
  await expect(adjust.getByTestId('price-adjustment-applied')).toHaveCount(0)
  await expect(total).toHaveText(before)
  await adjust.getByRole('button', { name: 'Adjust price' }).click()
  await adjust.getByLabel('Adjustment type').selectOption('AMOUNT_OFF')
  await adjust.getByLabel('Value').fill('5')
  await adjust.getByLabel('Reason').selectOption('DAMAGED')
  await adjust.getByRole('button', { name: 'Apply' }).click()
  await expect(adjust.getByTestId('price-adjustment-applied')).toHaveText('Damaged item: −$5.00')
  await expect(total).toHaveText(afterAmount)

  // The order carries the store session.
  await page.getByTestId('go-to-checkout').click()
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-step', 'shipping')
  await completeShippingStep(page)
  await completeCardStep(page, '4111 1111 1111 1111')
  await page.getByTestId('place-order').click()
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=/)
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim()

  await page.goto('/en-us/account/orders')
  const summary = page.getByTestId('order-history').getByTestId('order-summary').filter({ hasText: orderNumber })
  await expect(summary).toBeVisible()
  await page.goto(`/en-us/account/orders/${orderNumber}`)
  await expect(page.getByTestId('order-in-store')).toContainText('Summit Outfitters Boulder, by Morgan Diaz')

  // Sign out: back at the associate login, and the device holds nothing of the session.
  await page.getByTestId('associate-bar').getByTestId('associate-sign-out').click()
  await expect(page).toHaveURL(/\/en-us\/associate-login$/)
  await expect(page.getByTestId('associate-login-form')).toBeVisible()
  await expect(page.getByTestId('associate-bar')).toHaveCount(0)
  await expect.poll(async () => { const text = await indexedDbText(page); const i = text.indexOf(orderNumber); return i < 0 ? '' : text.slice(Math.max(0, i - 600), i + 200) }).toBe('')
  const left = await indexedDbText(page)
  for (const trace of ['Morgan Diaz', 'E100202', 'Summit Outfitters Boulder', 'PriceAdjustmentRecorded', 'ada@example.com', 'Agent']) expect(left, trace).not.toContain(trace)
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  expect(cookies).not.toContain(orderNumber)
  const cached = await page.evaluate(async () => {
    const out: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) out.push(request.url)
    return out.join(' ')
  })
  expect(cached).not.toContain(orderNumber)
  expect(cached).not.toContain('/account/orders')
})

test('a registered shopper’s token is refused on a price adjustment: 401 with a catalogue code in the error shape, not bot protection', async ({ page, baseURL }) => {
  await page.goto('/en-us')
  const verifier = randomBytes(32).toString('base64url')
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url')
  const signIn = await page.request.post(`${baseURL}/api/consumers-v3/auth/signin?${context}`, { data: { username: MEMBER.email, password: MEMBER.password, codeChallenge } })
  expect(signIn.status()).toBe(200)
  const { authorizationCode } = (await signIn.json()) as { authorizationCode: string }
  const exchanged = await page.request.post(`${baseURL}/api/token/v2/auth/token?${context}`, { data: { type: 'Registered', authorizationCode, codeVerifier: verifier, guestObjects: {} } })
  const { accessToken } = (await exchanged.json()) as { accessToken: string }
  const headers = { authorization: `Bearer ${accessToken}` }
  const cartRes = await page.request.post(`${baseURL}/api/cart/v1/cart?${context}`, { headers, data: {} })
  const cart = (await cartRes.json()) as { id: string }
  const res = await page.request.post(`${baseURL}/api/cart/v1/cart/${cart.id}/price_adjustments?${context}`, {
    headers,
    data: { itemId: 'any-line', type: 'PERCENT_OFF', value: 50, reason: 'GOODWILL' },
  })
  expect(res.status()).toBe(401)
  const body = (await res.json()) as { appId: string; correlationId: string; errorDetails: Array<{ errorId: string; message: string }> }
  expect(body.errorDetails[0]!.errorId).toBe('AUT432')
  expect(body.correlationId).toBeTruthy()
  // The storefront's own session of this browser (a guest's) is no associate's either.
  const session = await page.request.post(`${baseURL}/session/${SITE}/token`, { headers: { origin: baseURL! }, data: { startGuest: true } })
  const guest = ((await session.json()) as { accessToken: string }).accessToken
  expect((await page.request.get(`${baseURL}/api/consumers-v3/utilities/stores?${context}`, { headers: { authorization: `Bearer ${guest}` } })).status()).toBe(401)
})

test('an associate looks up a size’s stock in nearby stores and reserves it for a shopper; a shopper sees no reservation', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await associateSignIn(page)
  await startSelling(page)
  await expect(page.getByTestId('associate-bar-store')).toBeVisible()

  const sizes = await openProductWithSizes(page, 1)
  await sizes.first().check({ force: true })
  const productUrl = page.url()
  await page.getByRole('button', { name: 'Check availability in stores' }).click()
  const dialog = page.getByTestId('availability-dialog')
  await dialog.getByLabel('City or postcode').fill('Boulder')
  await dialog.getByRole('button', { name: 'Find stores' }).click()
  const stocked = dialog.getByTestId('availability-store').and(page.locator(':not([data-quantity="0"])'))
  await expect(stocked.first()).toBeVisible()
  const row = stocked.first()
  const units = Number(await row.getAttribute('data-quantity'))
  const storeName = (await row.locator('p').first().innerText()).trim()

  const reserve = row.getByTestId('reserve-control')
  await reserve.getByRole('button', { name: /Reserve for a shopper/ }).click()
  // A name is needed, said in the form.
  await reserve.getByRole('button', { name: 'Reserve', exact: true }).click()
  await expect(reserve.getByText('Enter the shopper’s name (up to 100 characters).')).toBeVisible()
  await reserve.getByLabel('Shopper’s name').fill('Robin Shopper')
  await reserve.getByRole('button', { name: 'Reserve', exact: true }).click()
  await expect(reserve.getByTestId('reservation-made')).toContainText(/Reserved 1 for Robin Shopper until .+\. Reference rs_[0-9a-f]+\./)
  // The store's units of the size are read again: one fewer.
  await expect(dialog.getByTestId('availability-store').filter({ hasText: storeName }).first()).toHaveAttribute('data-quantity', String(units - 1))

  // A shopper's product page offers no reservation.
  const shopper = await browser.newPage()
  await shopper.goto(productUrl)
  await shopper.getByRole('group', { name: 'Size' }).getByRole('radio').and(shopper.locator(':enabled')).first().check({ force: true })
  await shopper.getByRole('button', { name: 'Check availability in stores' }).click()
  const theirs = shopper.getByTestId('availability-dialog')
  await theirs.getByLabel('City or postcode').fill('Boulder')
  await theirs.getByRole('button', { name: 'Find stores' }).click()
  await expect(theirs.getByTestId('availability-store').first()).toBeVisible()
  await expect(theirs.getByTestId('reserve-control')).toHaveCount(0)
  await shopper.close()
})

