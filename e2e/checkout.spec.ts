// Checkout journeys against the real server and database: a guest home delivery paid by a card that
// asks for 3-D Secure, through the issuer's challenge, to the confirmation; pickup in store with a
// gift card covering part and a card the rest; a coupon applied and removed with the totals compared with the server's; a
// declined card (PAY400 at the top of the page, also in French on the euro site); Klarna through its
// approval page; a collection point; the captcha challenge; and an item selling out between cart and placement
// (ORD430: the cart is refreshed and its notices shown); the cart changed by another request between
// the summary and placing (BSK409: the new summary and a notice, then placed as reviewed again); and
// gift-card PINs guessed past their limit (GFC429 at the gift-card input). Card numbers typed here
// must not be found in IndexedDB afterwards.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { accessTokenOf, serverCart } from './support/serverCart'
import { addToCart, completeCardStep, completeCollectionContact, completeShippingStep, fillUsAddress, indexedDbText, openProductWithSizes } from './support/shop'

const SITE = 'summit-en-us'
const CHALLENGE_CARD = '4000 0000 0000 3220'
const AUTHORISED_CARD = '4111 1111 1111 1111'
const DECLINED_CARD = '4000 0000 0000 0002'
const SECURITY_CODE = '737'
/** A gift card with 25.00, made for the test through the reference service's test hook. */
const newGiftCard = async (request: APIRequestContext, baseURL: string) => {
  const number = `7${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 16)
  const res = await request.post(`${baseURL}/api/__test/giftCard`, { data: { number, pin: '4321', currency: 'USD', balance: 25 } })
  expect(res.status()).toBe(201)
  return { number, pin: '4321' }
}
/** Seeded coupon: 10 % off the order (README, "Seeded promotions and coupon codes"). */
const COUPON = 'WELCOME10'

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)
const context = (siteId: string) => {
  const [brand, , region] = siteId.split('-')
  return new URLSearchParams({ siteId, channel: 'ECOMM', brand: brand!, region: region!.toUpperCase(), source: 'ECOM15', clientApp: 'e2e' })
}

test.afterEach(async ({ request, baseURL }) => {
  await request.delete(`${baseURL}/api/__test/faults`)
})

/** One item in the cart, then the cart page. Returns the variant added. */
const cartWithOneItem = async (page: Page) => {
  const sizes = await openProductWithSizes(page, 1)
  await addToCart(page, sizes.first())
  await expect(page.getByRole('status').filter({ hasText: 'Successfully added to cart' })).toBeVisible()
  await page.goto('/en-us/cart')
  await expect(page.getByTestId('cart-total')).toBeVisible()
  const item = (await serverCart(page, page.url().split('/en-us')[0]!, SITE)).items[0]! as { productId: string; masterId?: string }
  return { sku: item.productId, productId: item.masterId! }
}

const fillShipping = async (page: Page) => {
  await page.getByTestId('go-to-checkout').click()
  await expect(page).toHaveURL(/\/en-us\/checkout$/)
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-step', 'shipping')
  await completeShippingStep(page)
}

const fillCard = (page: Page, number: string) => completeCardStep(page, number, SECURITY_CODE)

test('guest home delivery with a 3-D Secure card: challenge approved, confirmation, cart reset, nothing secret stored', async ({ page, baseURL }) => {
  const variant = await cartWithOneItem(page)
  const stockBefore = await stockOf(page, baseURL!, variant)
  await fillShipping(page)
  // The back button goes back a step, and forward again.
  await page.goBack()
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-step', 'shipping')
  await page.goForward()
  await expect(page).toHaveURL(/step=billing$/)
  await fillCard(page, CHALLENGE_CARD)
  await expect(page.getByTestId('summary-payment')).toHaveText('Card ending 3220')

  await page.getByTestId('place-order').click()
  const dialog = page.getByTestId('challenge-dialog')
  await expect(dialog).toBeVisible()
  await dialog.frameLocator('iframe').getByRole('button', { name: 'Approve' }).click()

  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=/)
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim()
  expect(orderNumber).toMatch(/^[A-Z]{2}\d{8}$/)
  await expect(page.getByTestId('mini-cart-count')).toHaveText('0')

  // The server agrees: the order is placed, with the total shown, and the stock went down.
  const order = await purchase(page, baseURL!, orderNumber)
  expect(order.status).toBe('PLACED')
  await expect(page.getByTestId('order-total')).toHaveText(money(order.totals.total))
  expect(await stockOf(page, baseURL!, variant)).toBe(stockBefore - 1)

  // Checkout starts over at shipping with the fresh (empty) cart.
  await page.goto('/en-us/checkout')
  await expect(page.getByText('Your cart is empty, so there is nothing to check out.')).toBeVisible()

  const stored = await indexedDbText(page)
  for (const secret of [CHALLENGE_CARD, CHALLENGE_CARD.replace(/ /g, ''), `"${SECURITY_CODE}"`]) expect(stored).not.toContain(secret)
  expect(stored).toContain(orderNumber) // the order itself is there (the confirmation renders from it)
})

test('pickup in store, a gift card covering part and a card the rest', async ({ page, request, baseURL }) => {
  const GIFT_CARD = await newGiftCard(request, baseURL!)
  await cartWithOneItem(page)
  // Choose a store holding the item today, from the cart line.
  await page.getByRole('button', { name: /^Pick up in store/ }).click()
  const dialog = page.getByTestId('pickup-dialog')
  await dialog.getByLabel('City or postcode').fill('Boulder')
  await dialog.getByRole('button', { name: 'Find stores' }).click()
  const sameDay = dialog.getByTestId('pickup-store').filter({ hasText: 'In stock: pick up today' })
  await expect(sameDay.first()).toBeVisible()
  const storeName = (await sameDay.first().getByRole('paragraph').first().innerText()).trim()
  await sameDay.first().getByRole('button', { name: /^Pick up here/ }).click()
  await expect(page.getByTestId('line-delivery')).toHaveAttribute('data-delivery', 'pickup')
  await expect(page.getByTestId('line-delivery')).toContainText(`Pick up at ${storeName}`)

  await page.getByTestId('go-to-checkout').click()
  await expect(page.getByTestId('pickup-contact')).toContainText(storeName)
  await completeCollectionContact(page)

  // No shipping address to copy: the billing address is entered.
  await fillUsAddress(page)

  await page.getByLabel('Gift card number').fill(GIFT_CARD.number)
  await page.getByLabel('PIN', { exact: true }).fill(GIFT_CARD.pin)
  await page.getByRole('button', { name: 'Check balance' }).click()
  await expect(page.getByTestId('gift-card-balance')).toContainText('$25.00')
  await page.getByRole('button', { name: 'Apply gift card' }).click()
  await expect(page.getByTestId('applied-gift-card')).toContainText('$25.00')
  const cart = (await serverCart(page, baseURL!, SITE)) as unknown as { totals: { remainingToPay: number; total: number } }
  expect(cart.totals.remainingToPay).toBeCloseTo(cart.totals.total - 25, 2)
  await expect(page.getByTestId('remaining-to-pay')).toHaveText(money(cart.totals.remainingToPay))
  await fillCard(page, AUTHORISED_CARD)
  await page.getByTestId('place-order').click()
  await expect(page).toHaveURL(/order-confirmation/)
  await expect(page.getByTestId('order-confirmation')).toContainText(storeName)
  const order = await purchase(page, baseURL!, (await page.getByTestId('order-number').innerText()).trim())
  expect(order.paymentMethod.map((p) => p.payment_method_id).sort()).toEqual(['CREDIT_CARD', 'GIFT_CARD'])
  expect(order.paymentMethod.find((p) => p.payment_method_id === 'GIFT_CARD')!.amount).toBe(25)
  expect(order.shipments.map((s) => s.deliveryType)).toEqual(['pickup'])
})

test('Klarna: the provider approves, then the order is placed', async ({ page, baseURL }) => {
  await cartWithOneItem(page)
  await fillShipping(page)
  await page.getByRole('radio', { name: 'Klarna: pay later' }).check()
  await page.getByRole('button', { name: 'Review order' }).click()
  await expect(page).toHaveURL(/step=summary$/)
  await page.getByRole('button', { name: 'Continue with Klarna' }).click()
  const dialog = page.getByTestId('klarna-dialog')
  await expect(dialog).toBeVisible()
  await dialog.frameLocator('iframe').getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(/order-confirmation/)
  const order = await purchase(page, baseURL!, (await page.getByTestId('order-number').innerText()).trim())
  expect(order.status).toBe('PLACED')
  expect(order.paymentMethod.map((p) => p.payment_method_id)).toEqual(['KLARNA'])
})

test('a line sent to a carrier collection point, the collection contact at checkout', async ({ page, baseURL }) => {
  await cartWithOneItem(page)
  await page.getByRole('button', { name: /^Send to a collection point/ }).click()
  const dialog = page.getByTestId('pickup-dialog')
  await dialog.getByLabel('City or postcode').fill('80302')
  await dialog.getByRole('button', { name: 'Find stores' }).click()
  const point = dialog.getByTestId('collection-point').first()
  const pointName = (await point.getByRole('paragraph').first().innerText()).trim()
  await point.getByRole('button', { name: /^Send here/ }).click()
  await expect(page.getByTestId('line-delivery')).toHaveAttribute('data-delivery', 'pudo')
  await expect(page.getByTestId('line-delivery')).toContainText(`Collection point: ${pointName}`)
  const cart = (await serverCart(page, baseURL!, SITE)) as unknown as { totals: { shipping: number } }
  expect(cart.totals.shipping).toBe(3.95)
  await expect(page.getByTestId('cart-shipping')).toHaveText(money(3.95))

  await page.getByTestId('go-to-checkout').click()
  await expect(page.getByTestId('pickup-contact')).toContainText(pointName)
  await completeCollectionContact(page)
})

test('with the captcha feature on, the shipping step opens the challenge and goes on with its answer', async ({ page, request, baseURL }) => {
  await cartWithOneItem(page)
  expect((await request.post(`${baseURL}/api/__test/settings`, { data: { shippingAddressCaptcha: true } })).status()).toBe(200)
  try {
    await page.getByTestId('go-to-checkout').click()
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com')
    await fillUsAddress(page)
    await page.getByRole('button', { name: 'Continue to billing' }).click()
    const dialog = page.getByTestId('captcha-dialog')
    await expect(dialog).toBeVisible()
    await expect(page).not.toHaveURL(/step=billing/)
    await dialog.frameLocator('iframe').getByRole('button', { name: 'I am not a robot' }).click()
    await expect(page).toHaveURL(/step=billing$/)
    // No error toast for the first, answerless try: it was a question, not a failure.
    await expect(page.getByRole('alert')).toHaveCount(0)
  } finally {
    await request.post(`${baseURL}/api/__test/settings`, { data: { shippingAddressCaptcha: false } })
  }
})

test('a coupon applied and removed, totals as the server computes them', async ({ page, baseURL }) => {
  await cartWithOneItem(page)
  const before = await serverCart(page, baseURL!, SITE)
  await page.getByLabel('Promo code').fill(COUPON)
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByTestId('coupon-item')).toContainText(COUPON)
  await expect.poll(async () => (await serverCart(page, baseURL!, SITE)).totals.total).toBeLessThan(before.totals.total)
  const applied = await serverCart(page, baseURL!, SITE)
  await expect(page.getByTestId('cart-total')).toHaveText(money(applied.totals.total))
  await expect(page.getByTestId('order-discount')).toBeVisible()

  await page.getByRole('button', { name: `Remove code ${COUPON}` }).click()
  await expect(page.getByTestId('coupon-item')).toHaveCount(0)
  await expect(page.getByTestId('cart-total')).toHaveText(money(before.totals.total))
  expect((await serverCart(page, baseURL!, SITE)).totals.total).toBe(before.totals.total)
})

test('a declined card shows PAY400 at the top of the page and places nothing', async ({ page }) => {
  await cartWithOneItem(page)
  await fillShipping(page)
  await fillCard(page, DECLINED_CARD)
  await page.getByTestId('place-order').click()
  const notice = page.getByTestId('checkout-notice')
  await expect(notice).toBeVisible()
  await expect(notice.locator('[data-code="PAY400"]')).toBeVisible()
  await expect(page).toHaveURL(/step=summary$/)
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
})

test('an item sells out between cart and placement: ORD430 refreshes the cart and shows its notice', async ({ page, request, baseURL }) => {
  const { sku } = await cartWithOneItem(page)
  await fillShipping(page)
  await fillCard(page, AUTHORISED_CARD)
  const res = await request.post(`${baseURL}/api/__test/stock`, { data: { sku, stock: 0 } })
  expect(res.status()).toBe(200)
  await page.getByTestId('place-order').click()
  const notice = page.getByTestId('checkout-notice')
  await expect(notice.locator('[data-flash="ProductLineItemFullInventoryMissing"]')).toBeVisible()
  await expect(page).not.toHaveURL(/order-confirmation/)
})

test('the cart changes after the summary was shown: the shopper sees the new total and a notice, and places again as reviewed', async ({ page, baseURL }) => {
  const { sku } = await cartWithOneItem(page)
  await fillShipping(page)
  await fillCard(page, AUTHORISED_CARD)
  const reviewed = await serverCart(page, baseURL!, SITE)
  await expect(page.getByTestId('cart-total')).toHaveText(money(reviewed.totals.total))
  // Another request with the shopper's token (a second tab, another device) adds a unit meanwhile.
  const token = await accessTokenOf(page, SITE)
  const added = await page.request.post(`${baseURL}/api/cart/v1/item?${context(SITE)}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { basketId: reviewed.id, items: [{ productId: sku, qty: 1 }] },
  })
  expect(added.status()).toBe(200)
  const changed = (await added.json()) as { totals: { total: number } }
  expect(changed.totals.total).toBeGreaterThan(reviewed.totals.total)

  await page.getByTestId('place-order').click()
  const notice = page.getByTestId('checkout-notice')
  await expect(notice.locator('[data-code="BSK409"]')).toHaveText('Your cart changed since you reviewed it. Please check the new total and place your order again.')
  await expect(page.getByTestId('cart-total')).toHaveText(money(changed.totals.total))
  await expect(page).toHaveURL(/step=summary$/)
  // Nothing was placed: the same cart is still the shopper's.
  expect((await serverCart(page, baseURL!, SITE)).id).toBe(reviewed.id)

  await page.getByTestId('place-order').click()
  await expect(page).toHaveURL(/order-confirmation/)
  await expect(page.getByTestId('order-total')).toHaveText(money(changed.totals.total))
})

test('a gift card PIN guessed past its limit: GFC429 at the gift-card input, even with the right PIN', async ({ page, request, baseURL }) => {
  const card = await newGiftCard(request, baseURL!)
  await cartWithOneItem(page)
  await fillShipping(page)
  const number = page.getByLabel('Gift card number')
  const pin = page.getByLabel('PIN', { exact: true })
  await number.fill(card.number)
  for (let i = 0; i < 5; i++) {
    await pin.fill(`000${i}`)
    const answered = page.waitForResponse((r) => r.url().includes('/cart/v1/giftcard/balance') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Check balance' }).click()
    expect((await answered).status()).toBe(400)
    await expect(number).toHaveAccessibleDescription('This gift card number is not valid.')
  }
  await pin.fill(card.pin)
  await page.getByRole('button', { name: 'Apply gift card' }).click()
  await expect(number).toHaveAccessibleDescription('Too many attempts with a wrong gift card number or PIN. Please try again in 30 minutes.')
  await expect(page.getByTestId('applied-gift-card')).toHaveCount(0)
})

interface ServerOrder {
  readonly orderNumber: string
  readonly status: string
  readonly totals: { total: number }
  readonly paymentMethod: ReadonlyArray<{ payment_method_id: string; amount: number }>
  readonly shipments: ReadonlyArray<{ deliveryType: string }>
}

const purchase = async (page: Page, baseURL: string, orderNumber: string): Promise<ServerOrder> => {
  const token = await accessTokenOf(page, SITE)
  const response = await page.request.get(`${baseURL}/api/consumers-v3/consumer/purchase/${orderNumber}?${context(SITE)}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as ServerOrder
}

const stockOf = async (page: Page, baseURL: string, { sku, productId }: { sku: string; productId: string }): Promise<number> => {
  const response = await page.request.get(`${baseURL}/api/products/v2/products/${productId}/inventory?${context(SITE)}`)
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { variants: Record<string, { quantity: number }> }
  return body.variants[sku]!.quantity
}

test('in French, on the euro site: labels, a French address with its phone normalised, and PAY400 in French at the top', async ({ page, baseURL }) => {
  await page.goto('/fr-fr')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').first().click()
  await page.getByRole('region', { name: 'Produits' }).getByRole('article').first().getByRole('link').click()
  const inStock = page.getByRole('group', { name: 'Taille' }).getByRole('radio').and(page.locator(':enabled'))
  await inStock.first().check({ force: true })
  await page.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
  await page.goto('/fr-fr/cart')
  await page.getByTestId('go-to-checkout').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement : Livraison')
  await page.getByLabel('E-mail', { exact: true }).fill('ada@example.com')
  await page.getByLabel('Prénom').fill('Ada')
  await page.getByLabel('Nom', { exact: true }).fill('Lovelace')
  await page.getByLabel('Adresse', { exact: true }).fill('12 rue de Rivoli')
  await page.getByLabel('Ville').fill('Paris')
  await page.getByLabel('Code postal').fill('75004')
  await page.getByLabel('Téléphone').fill('06 12 34 56 78')
  await page.getByRole('button', { name: 'Continuer vers la facturation' }).click()
  await expect(page).toHaveURL(/step=billing$/)
  const cart = (await serverCart(page, baseURL!, 'summit-fr-fr')) as unknown as { shippingMethods: Array<{ address?: { recipientContactPhone: string } }> }
  expect(cart.shippingMethods[0]!.address!.recipientContactPhone).toBe('+33612345678')
  await page.getByLabel('Numéro de carte', { exact: true }).fill(DECLINED_CARD)
  await page.getByLabel('Expiration (MM/AA)').fill('12/30')
  await page.getByLabel('Cryptogramme').fill('737')
  await page.getByLabel('Nom sur la carte').fill('Ada Lovelace')
  await page.getByRole('button', { name: 'Vérifier la commande' }).click()
  await expect(page).toHaveURL(/step=summary$/)
  await page.getByTestId('place-order').click()
  await expect(page.getByTestId('checkout-notice')).toContainText('Un problème est survenu avec votre paiement. Veuillez réessayer.')
})
