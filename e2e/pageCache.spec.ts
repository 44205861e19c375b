// The shared pages' render cache on the real server: a price change published by the reference
// services reaches a cached product page at once, and a shared page never carries anything of the
// shopper who asked for it (a signed-in shopper with a cart gets the same bytes as a stranger).
import { expect, test } from '@playwright/test'
import { addToCart, openProductWithSizes } from './support/shop'

const MEMBER = { email: 'member@summit.test', password: 'Summit-2026!' }

test('a price change reaches a cached product page', async ({ page, request }) => {
  await page.goto('/en-us')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Men', exact: true }).click()
  await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
  await expect(page.getByRole('group', { name: 'Size' })).toBeVisible()
  const path = new URL(page.url()).pathname
  const productId = path.split('-').at(-1)!

  // Kept: the second request is answered from the cache.
  await request.get(path)
  const cached = await request.get(path)
  expect(cached.headers()['x-page-cache']).toBe('hit')
  expect(cached.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)

  const changed = await request.post('/api/__test/price', { data: { productId, currency: 'USD', currentMinor: 12_345 } })
  expect(changed.status()).toBe(200)

  const after = await request.get(path)
  expect(after.headers()['x-page-cache']).toBe('miss')
  expect(await after.text()).toContain('$123.45')
  await page.reload()
  await expect(page.getByRole('form', { name: await page.getByRole('heading', { level: 1 }).innerText() }).getByText('$123.45').first()).toBeVisible()
})

test("an ad's click (its own gclid, the campaign's utm tags) gets the cached page, which hydrates and works", async ({ page, request }) => {
  await page.goto('/en-us')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Men', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Products' })).toBeVisible()
  const path = `${new URL(page.url()).pathname}?sort=price-asc`
  await request.get(path)

  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const landing = await page.goto(`${path}&utm_source=newsletter&utm_campaign=sale&gclid=Cj0KCQ-e2e`)
  expect(landing!.headers()['x-page-cache']).toBe('hit')
  const firstTile = page.getByRole('region', { name: 'Products' }).getByRole('article').first()
  const cheapest = (await firstTile.getByRole('link').first().getAttribute('href'))!

  // Analytics still read the campaign from the address, and the page is the shopper's to use.
  await expect(page).toHaveURL(/utm_source=newsletter&utm_campaign=sale&gclid=Cj0KCQ-e2e$/)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc')
  await expect(page).toHaveURL(/sort=price-desc/)
  await expect(firstTile.getByRole('link').first()).not.toHaveAttribute('href', cheapest)
  expect(problems).toEqual([])
})

test('a shared page carries nothing of a signed-in shopper with a cart', async ({ page, browser, baseURL }) => {
  const size = await openProductWithSizes(page, 1)
  await addToCart(page, size.first())
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
  await page.getByTestId('account-link').click()
  // The sign-in dialogs (decision 24): the e-mail, then the password.
  await page.getByRole('dialog').getByLabel('Email').fill(MEMBER.email)
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('dialog').getByLabel('Password').fill(MEMBER.password)
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('account-link')).not.toHaveText('Sign in')

  const productPath = new URL(page.url()).pathname.startsWith('/en-us/p/') ? new URL(page.url()).pathname : '/en-us'
  for (const path of ['/en-us', productPath]) {
    const mine = await page.request.get(path)
    const headers = mine.headers()
    expect(headers['cache-control']).toContain('public')
    expect(headers['set-cookie']).toBeUndefined()
    const html = await mine.text()
    for (const personal of [MEMBER.email, 'Alex', '1 Pearl Street']) expect(html, `${path} holds ${personal}`).not.toContain(personal)

    // A stranger gets the very same page.
    const stranger = await browser.newContext({ baseURL })
    const theirs = await stranger.request.get(path)
    expect(await theirs.text()).toBe(html)
    await stranger.close()
  }

  // The shopper's own state still shows once the page has hydrated.
  await page.goto('/en-us')
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
  await expect(page.getByTestId('account-link')).not.toHaveText('Sign in')
})

test('a page served from the cache long after its render shows its data without fetching it again', async ({ page }) => {
  // The page's clock runs two minutes ahead of the server's: everything the page arrives with was
  // rendered, as far as it can tell, two minutes ago (a kept page past its queries' 60 s staleness).
  await page.addInitScript(() => {
    const now = Date.now.bind(Date)
    Date.now = () => now() + 120_000
  })
  const refetched: string[] = []
  page.on('request', (request) => /\/api\/|\/assets\/(Schema|client)-/.test(request.url()) && refetched.push(new URL(request.url()).pathname))
  await page.goto('/en-us/search?q=jacket')
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Its data counts as fetched when the page arrived: nothing is asked again, the API client is not loaded.
  expect(refetched).toEqual([])
  // The search still works from there (the box, then the page's own request through the client).
  await page.getByRole('combobox', { name: 'Search products and articles' }).fill('fleece')
  await page.getByRole('combobox', { name: 'Search products and articles' }).press('Enter')
  await expect(page).toHaveURL(/q=fleece/)
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible()
})
