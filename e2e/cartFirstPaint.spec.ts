// The cart page's lines are in the server's HTML (docs/decisions/0016): the device keeps a copy of
// its cart in a cookie sent with cart page requests only, so a shopper sees their lines, and the first
// line's image loads, before any script has run; the page then hydrates without a mismatch and the
// lines stay. Pages other than the cart never receive the cookie, and the cart page is not cacheable.
import { expect, test, type Page } from '@playwright/test'
import { addToCart, inHtml, openProductWithSizes } from './support/shop'

const lines = (page: Page) => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')

test('the cart lines are in the server-rendered page, which hydrates without a mismatch', async ({ page, browser, baseURL }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))

  const sizes = await openProductWithSizes(page, 1)
  const productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  await addToCart(page, sizes.first())
  await expect(page.getByRole('status').filter({ hasText: 'Successfully added to cart' })).toBeVisible()
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')

  // The server's HTML, requested with the page's cookies: the line (once the server confirmed it, its
  // delivery too), its quantity, its image fetched first and preloaded from the head; nothing cacheable.
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/en-us/cart')).text()
      return html.includes(inHtml(productName)) && html.includes('data-testid="line-delivery"')
    })
    .toBe(true)
  const response = await page.request.get('/en-us/cart')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  const html = await response.text()
  expect(html).not.toContain('>Loading…<')
  const head = html.slice(0, html.indexOf('</head>'))
  const imagePreloads = head.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? []
  expect(imagePreloads).toHaveLength(1)
  const preload = imagePreloads[0]!
  // React writes the attribute `fetchPriority`; HTML attribute names are case-insensitive.
  expect(preload).toMatch(/ fetchpriority="high"/i)
  const imageSrc = preload.match(/href="([^"]+)"/)?.[1]
  expect(imageSrc).toBeTruthy()
  // The page's modules come after that image (src/pwa/server/imageFirstScripts.ts): no module preload in the
  // head, the loader in the entry script's place. Not the stored copy's preload script either (the
  // lines are in the HTML).
  expect(head).not.toContain('rel="modulepreload"')
  expect(html).toContain('/*summit:image-first*/')
  expect(head).not.toContain('summit-engine.cartPreview.')
  expect(html).toMatch(new RegExp(`<img [^>]*src="${imageSrc!.replace(/[.?*+^$()[\]\\|{}]/g, '\\$&')}"[^>]*fetchpriority="high"`, 'i'))
  // Other pages and the API never receive it.
  const cookies = await page.context().cookies(`${baseURL}/en-us/cart`)
  const cartCookie = cookies.find((c) => c.name.startsWith('cart-preview-'))
  expect(cartCookie).toMatchObject({ path: '/en-us/cart', sameSite: 'Lax' })
  expect(cartCookie!.value.length).toBeLessThan(3_800)
  expect((await page.context().cookies(`${baseURL}/en-us`)).some((c) => c.name.startsWith('cart-preview-'))).toBe(false)
  console.log(`cart cookie, 1 line: ${cartCookie!.value.length} bytes`)

  // With JavaScript off, the shopper sees the line: name, quantity, image.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await noScript.addCookies(await page.context().cookies())
  const still = await noScript.newPage()
  await still.goto('/en-us/cart')
  await expect(lines(still)).toHaveCount(1)
  await expect(lines(still).getByRole('link', { name: productName })).toBeVisible()
  await expect(lines(still).getByRole('spinbutton', { name: `Quantity of ${productName}` })).toHaveValue('1')
  await expect(lines(still).getByRole('img')).toHaveJSProperty('complete', true)
  await noScript.close()

  // A normal load hydrates the same lines (no mismatch reported) and the engine's cart follows.
  await page.goto('/en-us/cart')
  await expect(lines(page)).toHaveCount(1)
  await expect(page.getByTestId('cart-total')).toBeVisible()
  await page.getByRole('spinbutton', { name: `Quantity of ${productName}` }).fill('2')
  await page.getByRole('spinbutton', { name: `Quantity of ${productName}` }).press('Enter')
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2')
  await expect(lines(page)).toHaveCount(1)
  expect(problems).toEqual([])
})
