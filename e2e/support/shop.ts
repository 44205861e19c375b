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
