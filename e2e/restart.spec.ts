// The cart lives in the database: it survives a restart of the server (and the page's event log
// brings it back on reload).
import { rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { startServer } from './support/ownServer'
import { serverCart } from './support/serverCart'

// Its own server beside the suite's (E2E_PORT, playwright.config.ts): the next port up, so two suites
// run side by side on one machine (each with its own E2E_PORT) never share it.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1
const DATA_DIR = `.data/e2e-restart-${PORT}`

test('a cart survives a server restart', async ({ page }) => {
  // Two server starts with their seeding, beside the suite's server.
  test.slow()
  rmSync(DATA_DIR, { recursive: true, force: true })
  let server = await startServer(PORT, DATA_DIR)
  try {
    await page.goto(`${server.origin}/en-us`)
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Men', exact: true }).click()
    await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
    const size = page.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled')).first()
    await size.check({ force: true })
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
    await page.goto(`${server.origin}/en-us/cart`)
    const before = await serverCart(page, server.origin, 'summit-en-us')
    // Most of the page's code that loads once it is idle is in before the server stops: a chunk that
    // fails to load while the server is down reloads the page (installChunkErrorReload,
    // src/pwa/browser/registerServiceWorker.ts), which aborted the test's own reload below.
    await page.waitForLoadState('networkidle')

    await server.stop()
    server = await startServer(PORT, DATA_DIR)

    // Should the page have reloaded itself at that moment, the test's reload is aborted
    // (net::ERR_ABORTED): the page is reloaded either way, and what follows checks what it shows.
    await page.reload().catch((error: unknown) => {
      if (!String(error).includes('ERR_ABORTED')) throw error
    })
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
    const after = await serverCart(page, server.origin, 'summit-en-us')
    expect(after.id).toBe(before.id)
    expect(after.items.map((i) => [i.productId, i.qty])).toEqual(before.items.map((i) => [i.productId, i.qty]))
    await expect(page.getByTestId('cart-total')).toHaveText(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(after.totals.total))
  } finally {
    await server.stop()
  }
})
