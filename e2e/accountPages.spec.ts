// The account after sign-in against the real server and database, in Chromium: a member edits the
// address book (the main-address rule shows), places two orders, finds them in the order history,
// tracks one as the warehouse ships and delivers it, downloads its invoice (a real PDF naming the
// order) and gets a return label, cancels the other; a guest in another browser tracks the order by
// its number and e-mail. Favourites added as a guest survive signing in, are shared by a link that
// another browser opens read-only, and leave the device when the shopper signs out.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { isPdf, pdfText } from '../tests/support/pdfText'
import { addToCart, indexedDbText, openProductWithSizes } from './support/shop'
import { signInThroughDialogs } from './support/signIn'

const MEMBER = { email: 'member@summit.test', password: 'Summit-2026!' }
const NEWCOMER = { email: 'new@summit.test', password: 'Summit-2026!' }

/** The sign-in dialogs (decision 24), then the account page. */
const signIn = signInThroughDialogs

const addressCard = (page: Page, line: string) => page.getByTestId('account-address').filter({ hasText: line })

/** One item into the cart, then express checkout with the member's main card and address: the order number. */
const placeExpressOrder = async (page: Page): Promise<string> => {
  await addToCart(page, (await openProductWithSizes(page, 1)).first())
  await expect(page.getByRole('status').filter({ hasText: 'Successfully added to cart' })).toBeVisible()
  await page.goto('/en-us/cart')
  await page.getByTestId('go-to-checkout').click()
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-step', 'summary')
  await page.getByTestId('place-order').click()
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=/)
  return (await page.getByTestId('order-number').innerText()).trim()
}

test('a member keeps an address book, tracks, cancels and returns orders, downloads an invoice; a guest tracks by number and e-mail', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000)
  await page.goto('/en-us')
  await signIn(page, MEMBER)

  // The address book: a new delivery address made main takes the mark from the seeded one.
  const book = page.getByTestId('address-book')
  await expect(addressCard(page, '1 Pearl Street').first()).toBeVisible()
  await expect(book.getByTestId('account-address').filter({ hasText: 'Main delivery address' })).toContainText('1 Pearl Street')
  await book.getByRole('button', { name: 'Add an address' }).click()
  await book.getByLabel('Delivery address').check()
  await book.getByLabel('First name').fill('Alex')
  await book.getByLabel('Last name').fill('Morgan')
  await book.getByLabel('Address', { exact: true }).fill('2 Elm Street')
  await book.getByLabel('City').fill('Denver')
  await book.getByLabel('State').selectOption('CO')
  await book.getByLabel('ZIP code').fill('80202')
  await book.getByLabel('Phone').fill('(303) 555-0199')
  // The rules run as the shopper types: a bad ZIP code is refused before anything is sent.
  await book.getByLabel('ZIP code').fill('ABCDE')
  await book.getByRole('button', { name: 'Save address' }).click()
  await expect(book.getByText('Please check ZIP code.')).toBeVisible()
  await book.getByLabel('ZIP code').fill('80202')
  await book.getByLabel('Make this my main address of this type').check()
  await book.getByRole('button', { name: 'Save address' }).click()
  await expect(addressCard(page, '2 Elm Street')).toContainText('Main delivery address')
  await expect(addressCard(page, '1 Pearl Street').filter({ hasNotText: 'billing' }).first()).not.toContainText('Main delivery address')
  await expect(book.getByTestId('account-address').filter({ hasText: 'Main delivery address' })).toHaveCount(1)
  await expect(book.getByTestId('account-address').filter({ hasText: 'Main billing address' })).toHaveCount(1)

  // Two orders, placed earlier in this test.
  const first = await placeExpressOrder(page)
  const second = await placeExpressOrder(page)
  expect(first).not.toBe(second)

  // The history lists both, newest first.
  await page.goto('/en-us/account')
  // The recent orders section loads as it comes near the viewport (below identity's profile, loyalty,
  // subscriptions and password sections since decision 24).
  await page.locator('[data-section="orders"]').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('account-orders').getByTestId('order-summary').first()).toContainText(second)
  await page.getByRole('link', { name: 'All orders' }).click()
  await expect(page).toHaveURL(/\/en-us\/account\/orders$/)
  const summaries = page.getByTestId('order-history').getByTestId('order-summary')
  await expect(summaries.filter({ hasText: first })).toContainText('Placed')
  await expect(summaries.first()).toContainText(second)

  // Tracking the first as the warehouse ships and delivers it.
  await summaries.filter({ hasText: first }).getByRole('link', { name: `Order ${first}` }).click()
  await expect(page).toHaveURL(new RegExp(`/en-us/account/orders/${first}$`))
  const tracking = page.getByTestId('order-tracking')
  await expect(tracking).toContainText('Placed')
  await expect(tracking).toContainText('Delivering to Denver, United States')
  expect((await page.request.post(`${baseURL}/api/__test/orderStatus`, { data: { orderNumber: first, status: 'DELIVERED' } })).status()).toBe(200)
  await page.reload()
  await expect(tracking.getByTestId('order-status')).toHaveText('Delivered')
  await expect(tracking).toContainText(/UPS, tracking number TRK\d{9}/)
  await expect(tracking.getByRole('listitem')).toHaveText([/^Placed/, /^Shipped/, /^Delivered/])

  // The invoice: a PDF file whose text names the order.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download invoice (PDF)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`invoice-${first}.pdf`)
  const bytes = new Uint8Array(await readFile((await download.path())!))
  expect(isPdf(bytes)).toBe(true)
  const text = await pdfText(bytes)
  expect(text).toContain(first)
  expect(text).toContain('2 Elm Street')
  await expect(page.getByRole('status').filter({ hasText: 'Your invoice has been downloaded.' })).toBeVisible()

  // A return label for the delivered order.
  await page.getByRole('button', { name: 'Get a return label' }).click()
  const label = page.getByTestId('return-label')
  await expect(label).toContainText(/Label number 1Z\d{18}/)
  await expect(label).toContainText('Summit Outfitters Returns')
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)

  // Cancelling the second, after a confirmation.
  await page.goto(`/en-us/account/orders/${second}`)
  await page.getByRole('button', { name: 'Cancel order' }).click()
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' })).toBeVisible()
  await expect(page.getByTestId('order-tracking').getByTestId('order-status')).toHaveText('Cancelled')
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download invoice (PDF)' })).toHaveCount(0)

  // A guest, in another browser, tracks the first order by its number and e-mail.
  const guestContext = await browser.newContext()
  const guest = await guestContext.newPage()
  await guest.goto('/en-us/track-order')
  await guest.getByLabel('Order number').fill(first)
  await guest.getByLabel('E-mail address').fill('someone-else@example.com')
  await guest.getByRole('button', { name: 'Track order' }).click()
  // The catalogue's message, as a persistent toast (spec 001 section 8).
  await expect(guest.getByRole('alert').filter({ hasText: "We couldn't find this order." })).toBeVisible()
  await guest.getByLabel('E-mail address').fill(MEMBER.email)
  await guest.getByRole('button', { name: 'Track order' }).click()
  await expect(guest.getByTestId('order-tracking').getByTestId('order-status')).toHaveText('Delivered')
  await expect(guest.getByTestId('track-order')).not.toContainText('2 Elm Street')
  await guestContext.close()

  // The address book as it was: the seeded delivery address main again.
  await page.goto('/en-us/account')
  await addressCard(page, '2 Elm Street').getByRole('button', { name: /^Remove/ }).click()
  await expect(addressCard(page, '2 Elm Street')).toHaveCount(0)
  const pearl = page.getByTestId('address-book').getByTestId('account-address').filter({ hasText: '1 Pearl Street' }).filter({ hasNotText: 'Main billing address' })
  if ((await pearl.getAttribute('data-main')) !== 'true') await pearl.getByRole('button', { name: /^Make main/ }).click()
  await expect(pearl).toContainText('Main delivery address')
})

test('favourites added as a guest survive signing in, are shared by a link another browser opens read-only, and leave the device at sign-out', async ({ page, browser }) => {
  await page.goto('/en-us')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Men', exact: true }).click()
  const tiles = page.getByRole('region', { name: 'Products' }).getByRole('article')
  await expect(tiles.nth(1)).toBeVisible()
  const names = [await tiles.nth(0).getByRole('heading').innerText(), await tiles.nth(1).getByRole('heading').innerText()]
  for (const [i, name] of names.entries()) {
    const heart = tiles.nth(i).getByRole('button', { name: `Favourite: ${name}` })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
  }
  await page.getByTestId('favourites-link').click()
  await expect(page).toHaveURL(/\/en-us\/favourites$/)
  const items = page.getByTestId('favourites').getByTestId('favourite-item')
  await expect(items).toHaveCount(2)
  await expect(page.getByText('2 products')).toBeVisible()

  // Signing in (the existing flow): the guest's favourites are the account's now, on the server.
  await signIn(page, NEWCOMER)
  await page.getByTestId('favourites-link').click()
  await expect(page.getByText('2 products')).toBeVisible()
  for (const name of names) await expect(items.filter({ hasText: name })).toHaveCount(1)

  // Shared by a link that another browser opens, read-only.
  await page.getByRole('button', { name: 'Share my favourites' }).click()
  const link = await page.getByLabel('Anyone with this link can see your favourites:').inputValue()
  expect(link).toMatch(/\/en-us\/favourites\/shared\/[\w-]+$/)
  const favoriteId = link.split('/').at(-1)!
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await other.goto(link)
  const shared = other.getByTestId('shared-favourites').getByTestId('shared-favourite')
  await expect(shared).toHaveCount(2)
  for (const name of names) await expect(shared.filter({ hasText: name })).toHaveCount(1)
  await expect(other.getByTestId('favourite-heart')).toHaveCount(0)
  await otherContext.close()

  // Signing out: nothing of the list stays on the device.
  expect(await indexedDbText(page)).toContain(favoriteId)
  await page.goto('/en-us/account')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/en-us$/)
  expect(await indexedDbText(page)).not.toContain(favoriteId)
})
