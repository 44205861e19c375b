// Personalisation and the editors' preview tool as a shopper and an editor meet them, against the
// built server and its seeded experiments: variants forced through p13n_testcontext, the decision the
// personalisation service makes for a visitor (the same after a reload, sent with the page's events
// and the mt.v cookie), the data layer, segmentation by visitor state, the filter-by rule on product
// pages, personalised recommendations, and the preview tool for every doc type.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test'

const STORY = 'exp_home_homestory'
const story = (page: Page) => page.locator(`[data-block="experience"][data-experience-id="${STORY}"]`)
const forced = (entries: unknown) => `p13n_testcontext=${encodeURIComponent(JSON.stringify(entries))}`

// The page asks the storefront server, which makes the personalisation service's decide call (src/bff/pageCalls.server.ts).
const isDecide = (request: Request) => request.method() === 'POST' && /\/bff\/[a-z]+-[a-z]{2}-[a-z]{2}\/decide$/.test(new URL(request.url()).pathname)
const bodyOf = (request: Request) => request.postDataJSON() as { monetateId: string; channel: string; events: Array<{ eventType: string; [k: string]: unknown }> }

/** Console errors and failed blocks of a page (a block that throws is logged by its boundary). */
const watchConsole = (page: Page): string[] => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Blocks below the fold hydrate (and client-rendered ones load) when they come near the viewport. */
const reveal = (locator: Locator) => locator.scrollIntoViewIfNeeded()

const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).map((e) => ({ ...e })))

test('p13n_testcontext forces each variant of an experience, and a segment of a segmentation', async ({ page }) => {
  await page.goto(`/en-us?${forced([{ experienceId: STORY, variantId: 'variant-a' }])}`)
  await expect(story(page)).toHaveAttribute('data-variant', 'variant-a')
  await expect(story(page).getByRole('heading', { name: 'Gear first' })).toBeVisible()
  await expect(story(page).getByRole('heading', { name: 'Gear for every ascent' })).toHaveCount(0)

  // Named by its decision key this time (the last underscore-separated part of the id).
  await page.goto(`/en-us?${forced({ variants: [{ experienceId: 'homestory', variantId: 'variant-b' }] })}`)
  await expect(story(page)).toHaveAttribute('data-variant', 'variant-b')
  await expect(story(page).getByRole('heading', { name: 'Stories from the trail' })).toBeVisible()
  await expect(story(page).getByRole('heading', { name: 'Gear first' })).toHaveCount(0)

  await page.goto(`/en-us?${forced({ segments: [{ segmentationId: 'summit-en-us-home-segments', segmentId: 'cart-not-empty' }] })}`)
  const segments = page.locator('[data-block="segmentation"]')
  await expect(segments).toHaveAttribute('data-segment', 'cart-not-empty')
  await expect(segments.getByText('Your cart is waiting for you.')).toBeVisible()
})

test('the service decides for the visitor of the mt.v cookie, the same after a reload, from the page’s events', async ({ page, context, baseURL }) => {
  const errors = watchConsole(page)
  const decides: Request[] = []
  page.on('request', (request) => {
    if (isDecide(request)) decides.push(request)
  })
  await page.goto('/en-us')
  // Until the decision the baseline's skeleton holds the place; then a variant or the baseline.
  await reveal(story(page))
  await expect(story(page)).not.toHaveAttribute('data-variant', 'pending')
  const variant = await story(page).getAttribute('data-variant')
  const cookie = (await context.cookies()).find((c) => c.name === 'mt.v')
  expect(cookie?.value).toMatch(/^2\.\d{10}\.\d+$/)

  const decision = decides.map(bodyOf).find((b) => b.events.some((e) => e.eventType === 'monetate:decision:DecisionRequest'))!
  expect(decision.monetateId).toBe(decodeURIComponent(cookie!.value))
  expect(decision.channel).toBe('summit/d/localhost')
  const types = decision.events.map((e) => e.eventType)
  for (const type of ['PageView', 'ScreenSize', 'Language', 'UserAgent', 'IpAddress']) expect(types).toContain(`monetate:context:${type}`)
  expect(decision.events.find((e) => e.eventType === 'monetate:context:PageView')).toMatchObject({ pageType: 'home', url: `${baseURL}/en-us` })
  expect(decision.events.find((e) => e.eventType === 'monetate:context:IpAddress')).toMatchObject({ ipAddress: '203.0.113.10' })
  // Geolocation was never granted: no coordinates, and nothing asked.
  expect(types).not.toContain('monetate:context:Coordinates')

  // What the service decides for this visitor is what the page shows.
  const answer = await page.request.post(`/api/personalisation/api/engine/v1/decide/summit?siteId=summit-en-us`, {
    data: { channel: 'summit/d/localhost', monetateId: decision.monetateId, events: [{ eventType: 'monetate:context:PageView', url: '/', pageType: 'home', breadcrumbs: [], categories: [] }, { eventType: 'monetate:decision:DecisionRequest', requestId: 'x', includeReporting: true }] },
  })
  const actions = (await answer.json()).responses[0].actions as Array<{ component: string; variant: string; impressionReporting: Array<Record<string, string>> }>
  const decided = actions.find((a) => a.component === 'homestory')!
  expect(variant).toBe(decided.variant)

  // The data layer: the page view, and the impression with its mapped label and tracking variable.
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'experienceImpression').length).toBeGreaterThan(0)
  const events = await dataLayer(page)
  expect(events).toContainEqual(expect.objectContaining({ event: 'pageView', pageType: 'home', path: '/en-us', siteId: 'summit-en-us' }))
  const labels: Record<string, string> = { Baseline: 'Baseline', 'Experiment - gear first': 'A', 'B-Trail stories': 'B' }
  const label = labels[decided.impressionReporting[0]!.variant_label!]
  expect(events).toContainEqual(expect.objectContaining({ event: 'experienceImpression', experience_id: 'summit-homestory', variant_label: label, AB_Mon_SS_HP_Story: label }))

  // The same visitor after a reload: the same variant.
  await page.reload()
  await reveal(story(page))
  await expect(story(page)).toHaveAttribute('data-variant', variant!)
  // The recalculation event decides again.
  const before = decides.length
  await page.evaluate(() => dispatchEvent(new Event('recalculateMonetateVfa')))
  await expect.poll(() => decides.length).toBeGreaterThan(before)
  expect(errors).toEqual([])
})

test('personalised recommendations come with the decision and report their impressions', async ({ page }) => {
  const records: Array<ReturnType<typeof bodyOf>> = []
  page.on('request', (request) => {
    if (isDecide(request)) records.push(bodyOf(request))
  })
  await page.goto('/fr-fr')
  // The carousel replaces the skeleton once the decision is in.
  await reveal(page.locator('[data-block="productRecommendations"]').filter({ hasText: 'Sélectionnés pour vous' }))
  const picked = page.getByRole('region', { name: 'Sélectionnés pour vous' }).filter({ has: page.getByRole('article') })
  // As for the segmentation below: the code loads when the page is idle, then the decision (the e2e
  // server waits 15 s for it, P13N_DECISION_TIMEOUT_MS, before the baseline would show).
  await expect(picked.getByRole('article').first()).toBeVisible({ timeout: 30_000 })
  // The EMEA feed's French fields: French links and euro prices.
  await expect(picked.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/fr-fr\/p\//)
  await expect(picked.getByTestId('price-current').first()).toContainText('€')
  await expect
    .poll(() => records.flatMap((b) => b.events).find((e) => e.eventType === 'monetate:record:RecImpressions') as { recImpressions: string[] } | undefined)
    .toMatchObject({ recImpressions: expect.arrayContaining([expect.stringMatching(/^rt\./)]) })
})

test('the data layer receives each page view and the top nav link clicked', async ({ page }) => {
  await page.goto('/de-de')
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'pageView')).toEqual([{ event: 'pageView', pageType: 'home', path: '/de-de', siteId: 'summit-de-de' }])
  await page.getByRole('navigation', { name: 'Menü' }).getByRole('link', { name: 'Damen', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Damen')
  const events = await dataLayer(page)
  // The menu's own event (src/blocks/megaMenu), once: personalisation adds no second one.
  expect(events.filter((e) => e.event === 'topNavLinkClick')).toEqual([{ event: 'topNavLinkClick', level: 1, title: 'Damen', url: expect.stringMatching(/^\/de-de\/c\/damen-\d+$/) }])
  expect(events.filter((e) => e.event === 'pageView').map((e) => e.pageType)).toEqual(['home', 'category'])
})

test('a guest with an empty cart sees the segmentation’s baseline', async ({ page }) => {
  await page.goto('/en-gb')
  const segments = page.locator('[data-block="segmentation"]')
  await reveal(segments)
  // Personalisation's code loads once the page is idle, then asks for the decision: on a loaded CI
  // machine that has taken more than the default 10 s.
  await expect(segments).toHaveAttribute('data-segment', 'baseline', { timeout: 30_000 })
  await expect(segments.getByText('Sign in for faster checkout and your saved addresses.')).toBeVisible()
})

test('the filter-by rule shows the jackets guide on jacket pages only', async ({ page }) => {
  const menu = await (await page.request.get('/api/content/publish/caas/v1/canvas/menu/summit-en-us?siteId=summit-en-us')).json()
  const men = (menu.items as Array<{ title: string; columns: Array<{ children: Array<{ title: string; url: string }> }> }>).find((i) => i.title === 'Men')!
  await page.goto(men.columns.flatMap((c) => c.children).find((c) => c.title === 'Jackets')!.url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jackets')
  const area = page.locator('[data-content-area="category"]')
  await expect(area.getByRole('heading', { name: 'How waterproof is waterproof?' })).toBeVisible()

  await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
  const product = page.locator('[data-content-area="product"]')
  await reveal(product)
  await expect(product.getByRole('heading', { name: 'How waterproof is waterproof?' })).toBeVisible()
  await expect(product.getByText('Need a layer on top?')).toHaveCount(0)

  await page.goto('/en-us')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Equipment', exact: true }).click()
  await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
  await expect(page.getByRole('button', { name: /Add to cart|Sold out/ })).toBeVisible()
  await reveal(page.locator('[data-content-area="product"]'))
  await expect(page.locator('[data-content-area="product"]').getByText('Need a layer on top?')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How waterproof is waterproof?' })).toHaveCount(0)
})

test.describe('the preview tool', () => {
  test('requires a doc type, and renders every doc type with no block error and no console error', async ({ page }) => {
    test.setTimeout(180_000)
    const errors = watchConsole(page)
    // A section that does not decode is dropped with a warning (src/blocks/sections.ts): none may be.
    page.on('console', (message) => {
      if (message.type() === 'warning' && /was skipped/.test(message.text())) errors.push(message.text())
    })
    await page.goto('/en-us/preview')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    const docType = page.getByLabel('Doc type')
    await expect(page.getByLabel('Limit')).toHaveValue('20')
    await page.getByRole('button', { name: 'Go', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Doc type is required')
    await expect(docType).toHaveAttribute('aria-invalid', 'true')

    const types = (await docType.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter((v) => v !== '')
    expect(types).toEqual(expect.arrayContaining(['experience', 'segmentation', 'filterBy', 'hero', 'richText', 'productRecommendations']))
    for (const type of types) {
      await docType.selectOption(type)
      await page.getByLabel('Limit').selectOption('10')
      await page.getByRole('button', { name: 'Go', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`docType=${type}`))
      const results = page.getByTestId('preview-results')
      await expect(results.getByTestId('preview-result').first().or(results.getByText('No results.'))).toBeVisible()
      const count = await results.getByTestId('preview-result').count()
      // The seed uses every block type on some page, and the showcase finds nested sections too.
      expect(count, type).toBeGreaterThan(0)
      expect(count, type).toBeLessThanOrEqual(10)
      // "id | name" above each component, which carries its content's metadata in preview mode.
      await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(/^\S+ \| .+$/)
      // The block itself renders (its root names its type) for at least one result: some render
      // nothing by design outside their page (a filter-by rule for a product, an upsell without one).
      await expect(results.locator(`[data-content-type="${type}"] [data-block="${type}"]`).first(), type).toBeAttached()
      expect(errors, type).toEqual([])
    }
  })

  test('shows a skeleton while the showcase loads, and asks the content service on the sandbox channel', async ({ page }) => {
    await page.goto('/en-us/preview')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Hold the showcase's answer until the skeleton has been seen.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const asked: string[] = []
    await page.route('**/caas/v1/canvas/showcase/**', async (route) => {
      asked.push(new URL(route.request().url()).pathname)
      await held
      await route.continue()
    })
    await page.getByLabel('Doc type').selectOption('hero')
    await page.getByRole('button', { name: 'Go', exact: true }).click()
    await expect(page.getByTestId('preview-skeleton')).toBeVisible()
    release()
    await expect(page.getByTestId('preview-result').first()).toBeVisible()
    await expect(page.getByTestId('preview-skeleton')).toHaveCount(0)
    expect(asked).toEqual(['/api/content/preview/caas/v1/canvas/showcase/summit-en-us/hero'])
  })

  test('answers "No results." for a layout variant nothing uses', async ({ page }) => {
    await page.goto('/en-us/preview?docType=richText&layoutVariant=no-such-variant&limit=20')
    await expect(page.getByTestId('preview-results').getByText('No results.')).toBeVisible()
  })
})

test('a shopper who only looks gets the decision and the pop-ups without loading the API client', async ({ page }) => {
  const errors = watchConsole(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const decided = page.waitForResponse((response) => isDecide(response.request()) && response.status() === 200)
  await page.goto('/en-us/content/journal')
  // The storefront server made both calls for the page (src/bff/pageCalls.server.ts): the pop-up
  // shows, the decision came.
  await expect(page.getByRole('button', { name: 'Open: 10% off' })).toBeVisible()
  expect(((await (await decided).json()) as { responses: unknown[] }).responses).toHaveLength(1)
  // Effect's Schema and the client with its call table are chunks of their own (src/api/queries.ts
  // `api`, src/api/schemaFirst.ts): a page the shopper only looks at never asks for them.
  expect(scripts.length).toBeGreaterThan(5)
  expect(scripts.filter((path) => /\/assets\/(Schema|client|schemaFirst|errorCatalogue)-/.test(path))).toEqual([])
  expect(errors).toEqual([])
})
