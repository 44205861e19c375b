// Search as a shopper uses it, in Chromium against the production server and its database: a
// misspelt search from the header finds the product; two facets narrow the results and their counts
// follow; the autosuggest opens while typing and the keyboard opens a product; Enter without a
// suggestion searches; suggestions when nothing matches; articles with the search content click
// report; French without accents; the page without JavaScript, and its results below the first
// rows on a phone.
import { expect, test, type Page } from '@playwright/test'

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products and articles' })
const results = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('article')
const count = (page: Page) => page.getByTestId('search-count')
const countOf = async (page: Page) => Number((await count(page).innerText()).replace(/\D/g, ''))
/** The count an option of a facet shows: "Teal (5)". */
const optionCount = async (page: Page, name: string, value: string) =>
  Number(/\((\d+)\)/.exec(await page.locator('label', { has: page.locator(`input[name="${name}"][value="${value}"]`) }).innerText())![1])

test('a misspelt search from the header finds the product', async ({ page }) => {
  await page.goto('/en-us')
  await searchBox(page).fill('sleping bag')
  await searchBox(page).press('Enter')
  await expect(page).toHaveURL(/\/en-us\/search\?q=sleping(\+|%20)bag$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “sleping bag”')
  await expect(page.getByText('Showing results for “sleeping bag”')).toBeVisible()
  await expect(results(page).first()).toBeVisible()
  const name = await results(page).first().getByRole('link').innerText()
  expect(name).toMatch(/Sleeping Bag|Quilt|Bag/)
  await results(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('two facets narrow the results, and the counts follow', async ({ page }) => {
  await page.goto('/en-us/search?q=jacket')
  await expect(results(page).first()).toBeVisible()
  const total = await countOf(page)

  // First facet: a colour. The count becomes that colour's, and the categories count within it.
  const colour = (await page.getByRole('group', { name: 'Colour' }).getByRole('checkbox').first().getAttribute('value'))!
  const colourCount = await optionCount(page, 'colour', colour)
  expect(colourCount).toBeLessThan(total)
  await page.locator(`input[name="colour"][value="${colour}"]`).check()
  await expect(page).toHaveURL(/colour=/)
  await expect(count(page)).toHaveText(new RegExp(`^${colourCount} products?$`))
  const categories = page.getByRole('group', { name: 'Category' }).getByRole('checkbox')
  await expect(categories.first()).toBeVisible()
  const inColour = await Promise.all((await categories.all()).map(async (box) => optionCount(page, 'category', (await box.getAttribute('value'))!)))
  expect(inColour.reduce((a, b) => a + b, 0)).toBe(colourCount)

  // Second facet: the first category. The count becomes that category's count within the colour.
  const category = (await categories.first().getAttribute('value'))!
  const categoryCount = await optionCount(page, 'category', category)
  await page.locator(`input[name="category"][value="${category}"]`).check()
  await expect(page).toHaveURL(/category=/)
  await expect(count(page)).toHaveText(new RegExp(`^${categoryCount} products?$`))
  await expect(results(page)).toHaveCount(Math.min(categoryCount, 24))
  // The colour facet still offers other colours (any may be added), counted within the category now.
  await expect(page.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { checked: true })).toHaveCount(1)
  expect(await optionCount(page, 'colour', colour)).toBe(categoryCount)
  // The URL holds the state: reloading keeps it.
  await page.reload()
  await expect(count(page)).toHaveText(new RegExp(`^${categoryCount} products?$`))
  await expect(page.locator(`input[name="category"][value="${category}"]`)).toBeChecked()
})

test('the autosuggest opens as the shopper types and the keyboard opens a product', async ({ page }) => {
  await page.goto('/en-us')
  await searchBox(page).click()
  await searchBox(page).pressSequentially('hiking bo', { delay: 40 })
  const listbox = page.getByRole('listbox', { name: 'Search products and articles' })
  await expect(listbox).toBeVisible()
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true')
  const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option')
  await expect(products.first()).toContainText('Hiking Boot')
  await expect(listbox.getByRole('group', { name: 'Popular searches' }).getByRole('option', { name: 'hiking boots' })).toBeVisible()

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  const second = products.nth(1)
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
  await expect(searchBox(page)).toBeFocused()
  const name = (await second.innerText()).split('\n')[0]!.trim()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('Escape closes the suggestions; Enter without a suggestion searches for what was typed', async ({ page }) => {
  await page.goto('/en-us')
  await searchBox(page).click()
  await searchBox(page).pressSequentially('tent', { delay: 40 })
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(searchBox(page)).toHaveValue('tent')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en-us\/search\?q=tent$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “tent”')
  await expect(searchBox(page)).toHaveValue('tent')
})

test('nothing found: suggestions lead to results', async ({ page }) => {
  await page.goto('/en-us/search?q=mrinoo')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No results for “mrinoo”')
  await page.getByRole('navigation', { name: 'Did you mean' }).getByRole('link', { name: 'merino' }).click()
  await expect(page).toHaveURL(/q=merino$/)
  await expect(results(page).first()).toBeVisible()
  await page.goto('/en-us/search?q=xyzzy')
  await expect(page.getByRole('navigation', { name: 'Popular searches' }).getByRole('link')).toHaveCount(6)
})

test('articles for the query, and opening one reports the search content click', async ({ page }) => {
  await page.goto('/en-us/search?q=sleeping%20bag')
  const articles = page.getByRole('region', { name: 'Articles and guides' })
  await expect(articles.getByRole('link').first()).toHaveText('Choosing a sleeping bag')
  // A tap before the list has hydrated is a plain link's: the page changes, the click report is lost.
  await expect(articles).not.toHaveAttribute('data-hydrating')
  await articles.getByRole('link', { name: 'Choosing a sleeping bag' }).click()
  await expect(page).toHaveURL(/\/en-us\/articles\/choosing-a-sleeping-bag$/)
  await expect(page.getByRole('heading', { name: 'Choosing a sleeping bag' }).first()).toBeVisible()
  const reported = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])
  expect(reported).toContainEqual({
    event: 'searchContentClick',
    searchTerm: 'sleeping bag',
    contentId: 'choosing-a-sleeping-bag',
    contentType: 'article',
    position: 1,
    url: '/en-us/articles/choosing-a-sleeping-bag',
  })
})

test('in French, without accents, the products have French names', async ({ page }) => {
  await page.goto('/fr-fr')
  await page.getByRole('combobox', { name: 'Rechercher des produits et des articles' }).fill('veste impermeable')
  await page.getByRole('combobox', { name: 'Rechercher des produits et des articles' }).press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « veste impermeable »')
  const tiles = page.getByRole('region', { name: 'Produits' }).getByRole('article')
  await expect(tiles.first()).toContainText('Veste imperméable')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header form and the facets work as plain forms', async ({ page }) => {
    await page.goto('/en-us')
    await page.getByRole('combobox').fill('merino')
    await page.getByRole('combobox').press('Enter')
    await expect(page).toHaveURL(/\/en-us\/search\?q=merino$/)
    await expect(results(page).first()).toBeVisible()
    const category = (await page.getByRole('group', { name: 'Category' }).getByRole('checkbox').first().getAttribute('value'))!
    const expected = await optionCount(page, 'category', category)
    await page.locator(`input[name="category"][value="${category}"]`).check()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(new RegExp(`category=.*${category}`))
    await expect(count(page)).toHaveText(new RegExp(`^${expected} products?$`))
  })

  test('on a phone, the results after the first rows, left out of the first frame, are drawn and can be opened', async ({ page }) => {
    // They are `content-visibility: hidden` for the first frame only (src/ui/offscreen.ts): a CSS
    // animation ends it, so it needs no script. Left hidden, they would be out of the accessibility
    // tree, and blank when scrolled to.
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/en-us/search?q=jacket')
    const tenth = page.getByRole('region', { name: 'Products' }).locator(':scope > ul > li').nth(9)
    await expect(tenth).toBeAttached()
    await expect.poll(() => tenth.evaluate((li) => getComputedStyle(li).contentVisibility)).toBe('auto')
    await tenth.scrollIntoViewIfNeeded()
    const link = tenth.getByRole('link').first()
    await expect(link).toBeVisible()
    const name = await link.innerText()
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })
})
