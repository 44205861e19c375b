// What a search engine reads: canonical and hreflang links, schema.org structured data on product and
// category pages, robots.txt and the sitemaps, per brand and locale, on the real server.
import { expect, test, type Page } from '@playwright/test'

const jsonLd = async (page: Page): Promise<Array<Record<string, unknown>>> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>)

test('a product page names its canonical URL, its other locales and its offer', async ({ page, baseURL }) => {
  await page.goto('/en-us')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Women', exact: true }).click()
  await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
  await expect(page.getByRole('group', { name: 'Size' })).toBeVisible()
  const path = new URL(page.url()).pathname

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', baseURL + path)
  const alternates = page.locator('link[rel="alternate"][hreflang]')
  await expect(alternates).toHaveCount(6) // five locales and x-default
  const french = await page.locator('link[rel="alternate"][hreflang="fr-FR"]').getAttribute('href')
  expect(french).toMatch(new RegExp(`^${baseURL}/fr-fr/p/`))

  const data = await jsonLd(page)
  const product = data.find((d) => d['@type'] === 'Product') as { name: string; offers: { price: string; priceCurrency: string; availability: string }; url: string }
  expect(product.name).toBe(await page.getByRole('heading', { level: 1 }).textContent())
  expect(product.url).toBe(baseURL + path)
  expect(product.offers.priceCurrency).toBe('USD')
  expect(Number(product.offers.price)).toBeGreaterThan(0)
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)
  const trail = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; item: string }> }
  expect(trail.itemListElement.at(-1)).toMatchObject({ item: baseURL + path })
  expect(trail.itemListElement.map((i) => i.position)).toEqual(trail.itemListElement.map((_, i) => i + 1))

  // The French alternate is the same product under its French URL, answering 200.
  const answer = await page.request.get(french!)
  expect(answer.status()).toBe(200)
})

test('a filtered category view is not indexed, its plain page is', async ({ page, baseURL }) => {
  await page.goto('/en-gb')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Men', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Products' })).toBeVisible()
  const path = new URL(page.url()).pathname
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', baseURL + path)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  const trail = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList')
  expect(trail).toBeTruthy()

  await page.goto(`${path}?sort=price-asc`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', baseURL + path)
})

test('robots.txt and the sitemaps list every locale of the brand, on its host', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toContain('Disallow: /api/')

  const index = await (await request.get('/sitemap.xml')).text()
  for (const locale of ['en-us', 'en-gb', 'fr-fr', 'en-ca', 'de-de']) expect(index).toContain(`${baseURL}/sitemaps/${locale}-1.xml`)

  const french = await request.get('/sitemaps/fr-fr-1.xml')
  expect(french.headers()['content-type']).toContain('application/xml')
  const locs = [...(await french.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  expect(locs).toContain(`${baseURL}/fr-fr`)
  expect(locs.some((loc) => loc.startsWith(`${baseURL}/fr-fr/c/`))).toBe(true)
  const products = locs.filter((loc) => loc.startsWith(`${baseURL}/fr-fr/p/`))
  expect(products.length).toBeGreaterThan(10)
  expect(new Set(locs).size).toBe(locs.length)
  expect((await request.get(products[0]!)).status()).toBe(200)

  expect((await request.get('/sitemaps/xx-zz-1.xml')).status()).toBe(404)
  expect((await request.get('/sitemaps/fr-fr-2.xml')).status()).toBe(404)

  // Another brand's host: its own sitemap location and products.
  const port = new URL(baseURL!).port
  const fjellRobots = await (await request.get('/robots.txt', { headers: { host: `fjell.localhost:${port}` } })).text()
  expect(fjellRobots).toContain(`Sitemap: http://fjell.localhost:${port}/sitemap.xml`)
  const fjellProducts = await (await request.get('/sitemaps/en-gb-1.xml', { headers: { host: `fjell.localhost:${port}` } })).text()
  expect(fjellProducts).toContain(`http://fjell.localhost:${port}/en-gb/p/`)
  expect(fjellProducts).not.toContain(`/en-gb/p/${products[0]!.split('/p/')[1]}`)
})
