// The favourites feature flag off (FAVOURITES=0; spec 000 sections 2 and 6, docs/decisions/0025): no
// heart on the tiles or the product page, no favourites link in the header, and the favourites pages
// are 404. The suite's own server runs with the flag on (accountPages.spec.ts shows favourites then).
import { rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { startServer } from './support/ownServer'

// Its own server beside the suite's (E2E_PORT), the restart and update tests' (+1, +2) and the beacon's (+3).
const PORT = Number(process.env.E2E_PORT ?? 3210) + 4
const DATA_DIR = `.data/e2e-favourites-off-${PORT}`

test('with the favourites flag off no page offers favourites, and the favourites pages are 404', async ({ page }) => {
  test.setTimeout(180_000)
  rmSync(DATA_DIR, { recursive: true, force: true })
  const server = await startServer(PORT, DATA_DIR, '.output', { env: { FAVOURITES: '0' } })
  try {
    expect((await page.goto(`${server.origin}/en-us/favourites`))!.status()).toBe(404)
    expect((await page.request.get(`${server.origin}/en-us/favourites/shared/FAV-LIST-1`)).status()).toBe(404)

    await page.goto(`${server.origin}/en-us`)
    await expect(page.locator('html')).toHaveAttribute('data-favourites', 'off')
    await expect(page.getByTestId('account-link')).toHaveText('Sign in')
    await expect(page.getByTestId('favourites-link')).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Women', exact: true }).click()
    const tiles = page.getByRole('region', { name: 'Products' }).getByRole('article')
    await expect(tiles.first()).toBeVisible()
    await expect(tiles.first().getByRole('button', { name: /^Quick shop/ })).toBeVisible()
    await expect(page.getByTestId('favourite-heart')).toHaveCount(0)
    await tiles.first().getByRole('link').first().click()
    await expect(page.getByRole('button', { name: /Add to cart|Sold out/ })).toBeVisible()
    await expect(page.getByTestId('favourite-heart')).toHaveCount(0)
  } finally {
    // Leave the page first, so nothing it still loads reaches a server shutting down.
    await page.goto('about:blank')
    await server.stop()
  }
})
