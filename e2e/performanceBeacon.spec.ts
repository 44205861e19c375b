// The performance ingest beacon behind its client flag (spec 001 section 9): off by default (a page
// sends nothing and loads none of its code); on (PERFORMANCE_INGEST=1), a page sends its measures
// when the shopper leaves it.
import { rmSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { startServer } from './support/ownServer'

// Its own server with the flag on, beside the suite's (E2E_PORT) and the restart and update tests' (+1, +2).
const PORT = Number(process.env.E2E_PORT ?? 3210) + 3
const DATA_DIR = `.data/e2e-beacon-${PORT}`

/** The shopper switches away: the page becomes hidden, when measures are sent. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })

/** Waits until the page is idle enough for the beacon to have started (requestIdleCallback, 5 s at most). */
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 6000 })))

test('with the flag off a page sends no measures', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/fapi/performance/ingest') || /web-vitals|reporter/.test(request.url())) sent.push(request.url())
  })
  await page.goto('/en-us')
  await expect(page.locator('html')).not.toHaveAttribute('data-perf-ingest', 'on')
  await idle(page)
  await page.getByRole('link', { name: 'Change country or language' }).click()
  await hide(page)
  await page.waitForTimeout(500)
  expect(sent).toEqual([])
})

test('with the flag on a page sends its measures when it is hidden', async ({ page }) => {
  test.setTimeout(120_000)
  rmSync(DATA_DIR, { recursive: true, force: true })
  const server = await startServer(PORT, DATA_DIR, '.output', { env: { PERFORMANCE_INGEST: '1' } })
  try {
    await page.goto(`${server.origin}/fr-fr`)
    await expect(page.locator('html')).toHaveAttribute('data-perf-ingest', 'on')
    await idle(page)
    // A tap, so the page has an interaction to measure too.
    await page.getByRole('link', { name: 'Changer de pays ou de langue' }).focus()
    const sent = page.waitForRequest((request) => request.url().includes('/fapi/performance/ingest'))
    const answered = page.waitForResponse((response) => response.url().includes('/fapi/performance/ingest'))
    await hide(page)
    const request = await sent
    expect(new URL(request.url()).searchParams.get('siteId')).toBe('summit-fr-fr')
    const { measures } = request.postDataJSON() as { measures: Array<{ name: string; pageType: string; value: number }> }
    expect(measures.map((m) => m.name)).toEqual(expect.arrayContaining(['FCP', 'TTFB']))
    expect(measures.every((m) => m.pageType === 'home' && m.value >= 0)).toBe(true)
    const response = await answered
    expect(response.status()).toBe(202)
    expect(await response.json()).toEqual({ accepted: measures.length })
  } finally {
    await server.stop()
  }
})
