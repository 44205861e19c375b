// The router and the non-commerce services: error shape for unknown paths, correlation ids,
// content pages (decoded by the storefront's content schemas), menu, personalisation, social
// media, fapi time, generated images, and the test hooks (off unless enabled).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Schema } from 'effect'
import { CanvasPage, MenuResponse, Section } from '../../src/contract/schemas/content.ts'
import { CatalogResponse } from '../../src/contract/schemas/products.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { createReferenceHandler } from '../../server/index.ts'
import { BRANDS, LOCALES, siteIdOf } from '../../src/contract/site/sites.ts'
import { caller, pgliteHarness, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

// Generous: these run beside other test files on a small machine.
vi.setConfig({ testTimeout: 30_000 })

let harness: Harness
let call: ReturnType<typeof caller>
beforeAll(async () => {
  harness = await pgliteHarness()
  call = caller(harness)
}, 180_000)
afterAll(() => harness?.close())

describe('router', () => {
  it('answers a path that matches no call with 404 API404 in the error shape, echoing the correlation id', async () => {
    for (const path of ['/api/nothing/here', '/api/content/publish/caas/v2/nope', '/fapi/nope', '/media/x.svg']) {
      const res = await call('GET', path, { headers: { 'x-correlation-id': 'corr-123' } })
      expect(res.status).toBe(404)
      const body = decode(ErrorResponse, res.body)
      expect(body.correlationId).toBe('corr-123')
      expect(body.errorDetails[0]!.errorId).toBe('API404')
      expect(body.appId).toMatch(/^reference-/)
      expect(res.headers.get('x-correlation-id')).toBe('corr-123')
    }
    const fresh = await call('GET', '/api/nothing')
    expect(fresh.body.correlationId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers calls of the spec it does not serve yet with 501, and a wrong method with 405', async () => {
    const later = await call('POST', '/fapi/api/validate-response/cart', { body: {} })
    expect(later.status).toBe(501)
    expect(decode(ErrorResponse, later.body).errorDetails[0]!.errorId).toBe('GEN500')
    const wrong = await call('PATCH', '/api/cart/v1/item', { body: {} })
    expect(wrong.status).toBe(405)
    expect(wrong.body.errorDetails[0].errorId).toBe('API405')
  })

  it('issues guest tokens and refuses bad bodies with ATTR300', async () => {
    const token = await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' } })
    expect(decode(TokenResponse, token.body)).toMatchObject({ tokenType: 'Guest', consumerType: 'GUEST', basketId: null, expiresIn: 900 })
    const bad = await call('POST', '/api/token/v2/auth/token', { body: { type: 'Nope' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errorDetails[0].errorId).toBe('ATTR300')
    // The token call ignores Idempotency-Key (its answer is a secret that is never stored).
    const keyed = async () => (await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' }, headers: { 'idempotency-key': 'same' } })).body.accessToken
    expect(await keyed()).not.toBe(await keyed())
    const notJson = await harness.handle(new Request('http://localhost/api/token/v2/auth/token', { method: 'POST', body: '{' }))
    expect(notJson.status).toBe(400)
  })
})

describe('content', () => {
  it('serves a home page for every site with sections in order, each decoded by its block schema', async () => {
    for (const brand of BRANDS) {
      for (const locale of LOCALES) {
        const siteId = siteIdOf(brand, locale)
        const res = await call('GET', `/api/content/publish/caas/v1/canvas/page/${siteId}/home`, { siteId })
        expect(res.status).toBe(200)
        const page = decode(CanvasPage, res.body)
        const sections = page.sections.map((s) => Schema.decodeUnknownSync(Section, { onExcessProperty: 'error' })(s))
        expect(sections.map((s) => s.type)).toEqual(['promoBar', 'hero', 'benefitBar', 'categoryCards', 'segmentation', 'productRecommendations', 'productRecommendations', 'productRecommendations', 'iconText', 'experience'])
        const cards = sections[3]!.type === 'categoryCards' ? sections[3]!.cards : []
        expect(cards).toHaveLength(6)
        for (const card of cards) expect(card.url).toMatch(new RegExp(`^/${locale}/c/[a-z-]+-\\d{4,10}$`))
      }
    }
  })

  it('localises text and links cards to categories that exist', async () => {
    const page = decode(CanvasPage, (await call('GET', '/api/content/preview/caas/v1/canvas/page/summit-fr-fr/home')).body)
    const sections = page.sections as Array<{ type: string; title?: string; cards?: Array<{ url: string }> }>
    expect(sections[5]!.title).toBe('Sélectionnés pour vous')
    expect(sections[6]!.title).toBe('Meilleures ventes')
    for (const card of sections[3]!.cards!) {
      const id = card.url.split('-').pop()
      const res = await call('GET', `/api/products/v2/catalog?categoryId=${id}&count=1`, { siteId: 'summit-fr-fr' })
      expect(decode(CatalogResponse, res.body).total).toBeGreaterThan(0)
    }
  })

  it('serves error-4xx, the menu, category pages and footers; unknown pages are 404', async () => {
    const notFound = decode(CanvasPage, (await call('GET', '/api/content/publish/caas/v1/canvas/augmentedpage/fjell-de-de/error-4xx')).body)
    expect(notFound.title).toBe('Seite nicht gefunden')
    expect(notFound.sections.map((s) => (s as { type: string }).type)).toEqual(['richText', 'categoryCards'])
    const menu = decode(MenuResponse, (await call('GET', '/api/content/publish/caas/v1/canvas/menu/summit-en-us')).body)
    expect(menu.items.map((i) => i.title)).toEqual(['Men', 'Women', 'Kids', 'Equipment', 'Journal'])
    // Three levels: level-1 items, their level-2 columns (the first featured), level-3 leaves.
    expect(menu.items[0]!.columns.map((c) => c.menuStyle)).toEqual(['featured', 'default'])
    expect(menu.items[0]!.columns.flatMap((c) => c.children).length).toBeGreaterThanOrEqual(8)
    const men = menu.items[0]!.id
    const category = decode(CanvasPage, (await call('GET', `/api/content/publish/caas/v1/canvas/category/summit-en-us/${men}`)).body)
    expect((category.sections[0] as { type: string }).type).toBe('promoBar')
    // A category without its own content gets the site's default category content under its own id.
    const leaf = menu.items[0]!.columns[0]!.children[0]!
    const leafContent = decode(CanvasPage, (await call('GET', `/api/content/publish/caas/v1/canvas/category/summit-en-us/${leaf.id}`)).body)
    expect(leafContent.id).toBe(`summit-en-us:category:${leaf.id}`)
    expect(leafContent.title).toBe(leaf.title)
    expect(leafContent.sections.map((s) => (s as { type: string }).type)).toEqual(['espot', 'photoGallery', 'productRecommendations', 'experience', 'filterBy'])
    decode(CanvasPage, (await call('GET', '/api/content/publish/caas/v1/canvas/footer/summit-en-ca')).body)
    for (const path of [
      '/api/content/publish/caas/v1/canvas/page/summit-en-us/nope',
      '/api/content/draft/caas/v1/canvas/page/summit-en-us/home',
      '/api/content/publish/caas/v1/canvas/category/fjell-en-gb/' + men,
    ]) {
      const res = await call('GET', path)
      expect(res.status).toBe(404)
      expect(res.body.errorDetails[0].errorId).toBe('API404')
    }
    const badSite = await call('GET', '/api/content/publish/caas/v1/canvas/page/acme-en-us/home')
    expect(badSite.status).toBe(400)
    expect(badSite.body.errorDetails[0].errorId).toBe('ATTR100')
  })
})

describe('personalisation, social, fapi, media', () => {
  it('decides nothing without a decision request (the decisions themselves: personalisationSuite.ts)', async () => {
    const res = await call('POST', '/api/personalisation/api/engine/v1/decide/summit', { siteId: 'summit-en-us', body: { channel: 'summit/d/localhost', events: [], monetateId: 'x' } })
    expect(res.body).toEqual({ responses: [] })
  })

  it('serves recent customer media from the seed', async () => {
    const res = await call('GET', '/api/social/streams/media/recent?limit=3', { siteId: 'fjell-en-gb' })
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(3)
    expect(res.body.total).toBe(36)
    const product = res.body.data[0].product.id
    const stream = await call('GET', `/api/social/streams/${product}/media/recent`, { siteId: 'fjell-en-gb' })
    expect(stream.body.data.every((m: { product: { id: string } }) => m.product.id === product)).toBe(true)
    expect((await call('GET', '/api/social/customers/42/media/recent', { siteId: 'fjell-en-gb' })).body).toEqual({ data: [], total: 0 })
  })

  it('tells the server time', async () => {
    const before = Date.now()
    const res = await call('GET', '/fapi/server/time')
    expect(res.body.timestamp).toBeGreaterThanOrEqual(before)
  })

  it('draws product, category and hero images as cacheable SVG', async () => {
    const [row] = await harness.db.query<{ product_id: string; code: string; id: string }>(
      `SELECT c.product_id, c.code, p.category_id AS id FROM product_colours c JOIN products p ON p.id = c.product_id ORDER BY c.product_id LIMIT 1`,
    )
    for (const path of [`/media/p/${row!.product_id}/${row!.code}/1.svg`, `/media/p/${row!.product_id}/${row!.code}/3.svg`, `/media/c/${row!.id}.svg`, '/media/hero/summit-home.svg']) {
      const res = await call('GET', path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/)
    }
    const head = await harness.handle(new Request(`http://localhost/media/hero/fjell-home.svg`, { method: 'HEAD' }))
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, 'image/svg+xml', ''])
    expect((await call('GET', `/media/p/${row!.product_id}/${row!.code}/4.svg`)).status).toBe(404)
    expect((await call('GET', `/media/p/${row!.product_id}/QQQ/1.svg`)).status).toBe(404)
  })
})

describe('test hooks', () => {
  it('do not exist unless enabled', async () => {
    const off = createReferenceHandler({ getDb: async () => harness.db, testHooks: false })
    const res = await off(new Request('http://localhost/api/__test/faults', { method: 'POST', body: JSON.stringify({ call: '*', errorId: 'BSK404' }) }))
    expect(res.status).toBe(404)
    expect(((await res.json()) as { errorDetails: Array<{ errorId: string }> }).errorDetails[0]!.errorId).toBe('API404')
  })

  it('inject the next N faults of a call, then get out of the way', async () => {
    const token = decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' } })).body).accessToken
    const cart = (await call('POST', '/api/cart/v1/cart', { siteId: 'summit-en-us', token, body: {} })).body
    await call('POST', '/api/__test/faults', { body: { call: 'GET /cart/v1/cart/{basketId}', errorId: 'BSK404', times: 2 } })
    await call('POST', '/api/__test/faults', { body: { call: 'POST /token/v2/auth/token', status: 409 } })
    for (let i = 0; i < 2; i++) expect((await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: 'summit-en-us', token })).body.errorDetails[0].errorId).toBe('BSK404')
    expect((await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: 'summit-en-us', token })).status).toBe(200)
    const conflict = await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' } })
    expect(conflict.status).toBe(409)
    expect(conflict.body.errorDetails[0].errorId).toBe('AUT409')
    expect((await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' } })).status).toBe(200)

    await call('POST', '/api/__test/faults', { body: { call: 'GET /cart/v1/cart/{basketId}', errorId: 'AUT498' } })
    const invalid = await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: 'summit-en-us', token })
    expect([invalid.status, invalid.body.errorDetails[0].errorId]).toEqual([401, 'AUT498'])

    await call('POST', '/api/__test/expireToken', { body: { accessToken: token } })
    expect((await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: 'summit-en-us', token })).body.errorDetails[0].errorId).toBe('AUT404')
  })

  it('set a variant’s stock', async () => {
    const [v] = await harness.db.query<{ sku: string; product_id: string }>(`SELECT sku, product_id FROM variants WHERE stock > 0 ORDER BY sku LIMIT 1`)
    const res = await call('POST', '/api/__test/stock', { body: { sku: v!.sku, stock: 0 } })
    expect(res.body).toEqual({ sku: v!.sku, stock: 0 })
    const brand = (await harness.db.query<{ brand: string }>(`SELECT brand FROM products WHERE id = $1`, [v!.product_id]))[0]!.brand
    const inv = await call('GET', `/api/products/v2/products/${v!.product_id}/inventory`, { siteId: `${brand}-en-gb` })
    expect(inv.body.variants[v!.sku]).toEqual({ quantity: 0 })
  })
})
