// A new version after a deploy: the open page offers it ("A new version is available — Reload"),
// keeps running meanwhile, even into a page whose chunk the new release no longer has (no white
// screen: the worker still holds the version the page runs), and Reload moves it onto the new worker.
// The test serves a copy of the production build with its own server, then deploys a release whose
// worker differs and restarts the server, as a deploy would (e2e/support/deploy.ts).
import { rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { copyBuild, releaseNewWorker, releaseWithout } from './support/deploy'
import { startServer } from './support/ownServer'

// Its own server beside the suite's (E2E_PORT) and the restart test's (E2E_PORT + 1).
const PORT = Number(process.env.E2E_PORT ?? 3210) + 2
const DATA_DIR = `.data/e2e-update-${PORT}`
const BUILD = `.data/e2e-update-build-${PORT}`

test('a new worker after a deploy is offered with an update prompt, and Reload moves the page onto it', async ({ page }) => {
  copyBuild(BUILD)
  let server = await startServer(PORT, DATA_DIR, BUILD)
  try {
    await page.goto(`${server.origin}/en-us`)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    })
    const prompt = page.getByRole('region', { name: 'Update available' })
    await expect(prompt).toHaveCount(0)

    await server.stop()
    releaseNewWorker(BUILD, 'two')
    // The sign-in page's chunk, not loaded yet by this page, is gone from the server with the release.
    const gone = releaseWithout(BUILD, /^sign-in-[\w-]+\.js$/)
    expect(gone).toHaveLength(1)
    server = await startServer(PORT, DATA_DIR, BUILD)
    expect((await page.request.get(`${server.origin}${gone[0]}`)).status()).toBe(404)
    const chunkAnswers: Array<{ status: number; fromWorker: boolean }> = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === gone[0]) chunkAnswers.push({ status: response.status(), fromWorker: response.fromServiceWorker() })
    })

    // The page finds the new worker (as on its next navigation or update check) and offers it.
    await page.evaluate(() => {
      ;(window as { beforeUpdate?: boolean }).beforeUpdate = true
      void navigator.serviceWorker.getRegistration().then((registration) => registration?.update())
    })
    await expect(prompt).toBeVisible({ timeout: 30_000 })
    await expect(prompt).toContainText('A new version is available.')
    // The page keeps working on its version meanwhile, into the sign-in page whose chunk the server
    // no longer has (the worker answers it), and back to a category.
    await page.getByRole('link', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    expect(chunkAnswers).toEqual([{ status: 200, fromWorker: true }])
    // The sign-in flow is a modal dialog (decision 24): leaving it is closing it.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Women', exact: true }).click()
    await expect(page.getByRole('region', { name: 'Products' })).toBeVisible()
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true)

    const reloaded = page.waitForEvent('load', { timeout: 30_000 })
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await reloaded
    // A fresh page (the marker is gone) on the same address, controlled by the new worker, nothing waiting.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false)
    await expect(page.getByRole('region', { name: 'Products' })).toBeVisible()
    expect(new URL(page.url()).pathname).toMatch(/^\/en-us\/c\/women-/)
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) }
    })
    expect(after).toEqual({ waiting: false, controlled: true })
    await expect(prompt).toHaveCount(0)
  } finally {
    await server.stop()
    rmSync(BUILD, { recursive: true, force: true })
  }
})
