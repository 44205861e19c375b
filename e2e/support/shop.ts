// Shopper steps shared by the e2e specs: open a product with enough sizes in stock, add a size to
// the cart, and read the engine's IndexedDB content (to prove nothing secret is stored).
import { expect, type Locator, type Page } from '@playwright/test'

/** Opens a product of `category` with at least `sizes` sizes in stock, returning its enabled size radios. */
export const openProductWithSizes = async (page: Page, sizes: number, options: { locale?: string; category?: string } = {}): Promise<Locator> => {
  const { locale = 'en-us', category = 'Women' } = options
  if (!page.url().includes(`/${locale}`)) await page.goto(`/${locale}`)
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: category, exact: true }).click()
  const tiles = page.getByRole('region', { name: 'Products' }).getByRole('article')
  await expect(tiles.first()).toBeVisible()
  for (let i = 0; i < 12; i++) {
    await tiles.nth(i).getByRole('link').click()
    const radios = page.getByRole('group', { name: 'Size' }).getByRole('radio')
    await expect(radios.first()).toBeAttached()
    const enabled = radios.and(page.locator(':enabled'))
    if ((await enabled.count()) >= sizes) return enabled
    await page.goBack()
  }
  throw new Error(`no product with ${sizes} sizes in stock`)
}

/** Picks a size and presses Add to cart (the outcome is the caller's to check). */
export const addToCart = async (page: Page, size: Locator) => {
  await size.check({ force: true })
  await page.getByRole('button', { name: 'Add to cart' }).click()
}

/** Waits until the service worker controls the page, so pages visited next are kept for offline use. */
export const waitForServiceWorker = async (page: Page) => {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker?.ready
    return Boolean(navigator.serviceWorker?.controller)
  })
}

/** Every value in every object store of every IndexedDB database of the page's origin, as JSON text. */
export const indexedDbText = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const out: unknown[] = []
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const name of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name, 'readonly').objectStore(name).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        out.push({ db: info.name, store: name, values })
      }
      db.close()
    }
    return JSON.stringify(out)
  })

/** Fills a US address (the labels of the checkout's address form). */
export const fillUsAddress = async (page: Page) => {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Address', { exact: true }).fill('1 Pearl Street')
  await page.getByLabel('City').fill('Boulder')
  await page.getByLabel('State').selectOption('CO')
  await page.getByLabel('ZIP code').fill('80302')
  await page.getByLabel('Phone').fill('(303) 555-0100')
}

/** The shipping step of a home-delivery cart: email, address, standard delivery, continue. */
export const completeShippingStep = async (page: Page) => {
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com')
  await fillUsAddress(page)
  await page.getByRole('radio', { name: /Standard/ }).check()
  await page.getByRole('button', { name: 'Continue to billing' }).click()
  await expect(page).toHaveURL(/step=billing$/)
}

/** The collection contact of a pickup or collection-point line at the shipping step, continue. */
export const completeCollectionContact = async (page: Page) => {
  const contact = page.getByTestId('pickup-contact')
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com')
  await contact.getByLabel('First name').fill('Ada')
  await contact.getByLabel('Last name').fill('Lovelace')
  await contact.getByLabel('Phone').fill('303 555 0100')
  await page.getByRole('button', { name: 'Continue to billing' }).click()
  await expect(page).toHaveURL(/step=billing$/)
}

/** The card at the billing step (billing address same as shipping), then to the summary. */
export const completeCardStep = async (page: Page, number: string, securityCode = '737') => {
  await page.getByLabel('Card number', { exact: true }).fill(number)
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('Security code').fill(securityCode)
  await page.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByRole('button', { name: 'Review order' }).click()
  await expect(page).toHaveURL(/step=summary$/)
}

/** Text as React writes it into server-rendered HTML (to find a product name in a page's source). */
export const inHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
