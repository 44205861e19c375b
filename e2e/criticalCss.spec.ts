// A shared page carries only the rules its HTML uses inline, and the whole stylesheet as a file at the
// end of its body (src/pwa/server/criticalCss.ts). With scripts off the page is the server's HTML:
// every element must look the same with the inlined rules alone as with the whole stylesheet.
import { expect, test, type Page } from '@playwright/test'

test.use({ javaScriptEnabled: false })

/** Every element's computed style (the properties that place and paint it), in document order. */
const computedStyles = (page: Page) =>
  page.evaluate(() => {
    const properties = ['display', 'position', 'width', 'height', 'margin', 'padding', 'color', 'background-color', 'font-size', 'font-weight', 'border-width', 'grid-template-columns', 'flex-direction', 'gap', 'opacity', 'visibility', 'text-decoration-line']
    return [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element)
      return `${element.tagName}.${element.getAttribute('class') ?? ''} ${properties.map((p) => style.getPropertyValue(p)).join('|')}`
    })
  })

for (const path of ['/en-us', '/en-us/c/women-womens', '/de-de/search?q=jacke']) {
  test(`${path}: the inlined rules alone style the page as the whole stylesheet does`, async ({ page, request }) => {
    const url = path.includes('/c/') ? ((await (await request.get('/en-us')).text()).match(/href="(\/en-us\/c\/[^"]+)"/)?.[1] ?? path) : path
    const response = await page.goto(url)
    expect(response?.headers()['cache-control']).toContain('public')
    const link = page.locator('body > link[rel=stylesheet]')
    await expect(link).toHaveCount(1)
    expect(await link.getAttribute('integrity')).toMatch(/^sha384-/)
    const inline = await page.locator('style[data-tsr-inline-css]').evaluate((style) => style.textContent!.length)
    const whole = await page.evaluate(async (href) => (await (await fetch(href)).text()).length, (await link.getAttribute('href'))!)
    expect(inline).toBeLessThan(whole / 2)

    const withWhole = await computedStyles(page)
    await link.evaluate((element: HTMLLinkElement) => (element.disabled = true))
    expect(await computedStyles(page)).toEqual(withWhole)
  })
}

test('a product page: the same, its buy box and sections included', async ({ page, request }) => {
  const home = await (await request.get('/en-us')).text()
  const category = home.match(/href="(\/en-us\/c\/[^"]+)"/)![1]!
  const product = (await (await request.get(category)).text()).match(/href="(\/en-us\/p\/[^"?]+)"/)![1]!
  await page.goto(product)
  const link = page.locator('body > link[rel=stylesheet]')
  await expect(link).toHaveCount(1)
  const withWhole = await computedStyles(page)
  await link.evaluate((element: HTMLLinkElement) => (element.disabled = true))
  expect(await computedStyles(page)).toEqual(withWhole)
})
