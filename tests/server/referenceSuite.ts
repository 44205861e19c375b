// The reference services' behaviour, written once and run against each database driver
// (reference.test.ts: in-memory PGlite always, a real PostgreSQL when TEST_DATABASE_URL is set).
// Every success response is decoded with the storefront's own schemas (src/contract/schemas), strictly
// (no unknown fields), so the contract between client and services is proven here.
import { Schema } from 'effect'
import { expect, it, describe } from 'vitest'
import { Cart } from '../../src/contract/schemas/cart.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { AvailabilityResponse, CatalogResponse, InventoryResponse, ProductDetails, RecommendationsResponse } from '../../src/contract/schemas/products.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { redeemCoupons } from '../../server/commerce/cartPromotions.ts'
import { caller, type Harness } from './harness.ts'

const strict = { onExcessProperty: 'error' } as const
export const decode = <S extends Schema.Top>(schema: S, value: unknown): S['Type'] =>
  Schema.decodeUnknownSync(schema as any, strict)(value) as S['Type']

const US = 'summit-en-us'
const GB = 'summit-en-gb'

export const referenceSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db

  const categoryId = async (brand: string, key: string): Promise<string> => {
    const [row] = await db().query<{ id: string }>(`SELECT id FROM categories WHERE brand = $1 AND key = $2`, [brand, key])
    return row!.id
  }
  const guest = async (): Promise<string> => {
    const res = await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' }, siteId: US })
    expect(res.status).toBe(200)
    return decode(TokenResponse, res.body).accessToken
  }
  /** A variant with plenty of stock whose product allows `minMax` per line. */
  const stockedSku = async (brand = 'summit', minMax = 6, offset = 0) => {
    const [row] = await db().query<{ sku: string; product_id: string; stock: number; max_qty: number }>(
      `SELECT v.sku, v.product_id, v.stock, p.max_qty FROM variants v JOIN products p ON p.id = v.product_id
       WHERE p.brand = $1 AND v.stock >= 20 AND p.max_qty >= $2 ORDER BY v.sku OFFSET $3 LIMIT 1`,
      [brand, minMax, offset],
    )
    return row!
  }
  /**
   * Like stockedSku, priced at most `maxMinor` in `currency`: carts of these stay below the seeded
   * automatic promotion's threshold (15 % off from 150), so the plain cart arithmetic tests see no
   * promotion.
   */
  const cheapSku = async (currency: string, maxMinor: number, offset = 0) => {
    const [row] = await db().query<{ sku: string; product_id: string; stock: number; max_qty: number }>(
      `SELECT v.sku, v.product_id, v.stock, p.max_qty FROM variants v JOIN products p ON p.id = v.product_id
       JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $1
       WHERE p.brand = 'summit' AND v.stock >= 20 AND p.max_qty >= 6 AND pr.current_minor <= $2 AND NOT p.free_gift ORDER BY v.sku OFFSET $3 LIMIT 1`,
      [currency, maxMinor, offset],
    )
    return row!
  }
  const prices = async (productId: string, currency: string) =>
    (await db().query<{ current_minor: number; original_minor: number }>(
      `SELECT current_minor, original_minor FROM product_prices WHERE product_id = $1 AND currency = $2`,
      [productId, currency],
    ))[0]!

  describe('catalogue', () => {
    it('lists the whole subtree of a level-1 category, decoded by CatalogResponse', async () => {
      const men = await categoryId('summit', 'men')
      const res = await call('GET', `/api/products/v2/catalog?categoryId=${men}`, { siteId: US })
      expect(res.status).toBe(200)
      const body = decode(CatalogResponse, res.body)
      const [{ n }] = (await db().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products WHERE category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = $1)`,
        [men],
      )) as [{ n: number }]
      expect(body.total).toBe(n)
      expect(body.total).toBeGreaterThan(60)
      expect(body.count).toBe(24)
      expect(body.products).toHaveLength(24)
      expect(body.category.url).toMatch(new RegExp(`^/en-us/c/men-${men}$`))
      expect(body.category.children.map((c) => c.name)).toEqual(['Clothing', 'Footwear'])
      for (const p of body.products) {
        expect(p.url).toMatch(/^\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8}$/)
        expect(p.price.currency).toBe('USD')
        expect(p.image).toMatchObject({ width: 800, height: 1000 })
        expect(p.image.alt).toContain(p.name)
      }
    })

    it('pages through a stable sort without gaps or repeats', async () => {
      const women = await categoryId('summit', 'women')
      const seen: string[] = []
      let total = 0
      for (let start = 0; ; start += 30) {
        const res = await call('GET', `/api/products/v2/catalog?categoryId=${women}&sort=price-asc&start=${start}&count=30`, { siteId: US })
        const body = decode(CatalogResponse, res.body)
        total = body.total
        seen.push(...body.products.map((p) => p.id))
        if (body.products.length < 30) break
      }
      expect(seen).toHaveLength(total)
      expect(new Set(seen).size).toBe(total)
      const capped = await call('GET', `/api/products/v2/catalog?categoryId=${women}&count=500`, { siteId: US })
      expect(capped.body.count).toBe(Math.min(96, total))
    })

    it('sorts by price, rating and newest', async () => {
      const equipment = await categoryId('summit', 'equipment')
      const list = async (sort: string) =>
        decode(CatalogResponse, (await call('GET', `/api/products/v2/catalog?categoryId=${equipment}&sort=${sort}&count=96`, { siteId: US })).body).products
      const asc = (await list('price-asc')).map((p) => p.price.current)
      expect(asc).toEqual([...asc].sort((a, b) => a - b))
      const desc = (await list('price-desc')).map((p) => p.price.current)
      expect(desc).toEqual([...desc].sort((a, b) => b - a))
      const rated = (await list('rating')).map((p) => p.rating.score)
      expect(rated).toEqual([...rated].sort((a, b) => b - a))
      const newest = await list('newest')
      const dates = await db().query<{ id: string; d: string }>(`SELECT id, released_on::text AS d FROM products WHERE id = ANY($1::text[])`, [newest.map((p) => p.id)])
      const byId = new Map(dates.map((r) => [r.id, r.d]))
      const order = newest.map((p) => byId.get(p.id)!)
      expect(order).toEqual([...order].sort().reverse())
    })

    it('filters by size, colour and price, with disjunctive facet counts', async () => {
      const men = await categoryId('summit', 'men')
      const all = decode(CatalogResponse, (await call('GET', `/api/products/v2/catalog?categoryId=${men}`, { siteId: US })).body)
      const sizeM = all.facets.sizes.find((s) => s.value === 'M')!
      const bySize = decode(CatalogResponse, (await call('GET', `/api/products/v2/catalog?categoryId=${men}&size=M&count=96`, { siteId: US })).body)
      expect(bySize.total).toBe(sizeM.count)
      const withM = await db().query<{ product_id: string }>(`SELECT product_id FROM product_sizes WHERE code = 'M'`)
      const mSet = new Set(withM.map((r) => r.product_id))
      expect(bySize.products.every((p) => mSet.has(p.id))).toBe(true)
      // Facet of the filtered dimension still counts every size (disjunctive).
      expect(bySize.facets.sizes).toEqual(all.facets.sizes)

      // Two colours: any matches; tiles show a matching colour.
      const [c1, c2] = all.facets.colours
      const byColour = decode(
        CatalogResponse,
        (await call('GET', `/api/products/v2/catalog?categoryId=${men}&colour=${c1!.value}&colour=${c2!.value}&count=96`, { siteId: US })).body,
      )
      expect(byColour.total).toBeGreaterThanOrEqual(Math.max(c1!.count, c2!.count))
      expect(byColour.total).toBeLessThanOrEqual(c1!.count + c2!.count)
      for (const p of byColour.products) {
        expect(p.colours.some((c) => c.code === c1!.value || c.code === c2!.value)).toBe(true)
        expect([c1!.value, c2!.value].some((code) => p.image.src.includes(`/${code}/`))).toBe(true)
      }

      const byPrice = decode(CatalogResponse, (await call('GET', `/api/products/v2/catalog?categoryId=${men}&priceMin=50&priceMax=120.5&count=96`, { siteId: US })).body)
      expect(byPrice.total).toBeGreaterThan(0)
      expect(byPrice.products.every((p) => p.price.current >= 50 && p.price.current <= 120.5)).toBe(true)
      expect(byPrice.facets.price).toEqual(all.facets.price)
      expect(all.facets.price.min).toBeLessThan(all.facets.price.max)
    })

    it('prices in the site currency and names categories in its language', async () => {
      const id = await categoryId('fjell', 'women-jackets')
      const body = decode(CatalogResponse, (await call('GET', `/api/products/v2/catalog?categoryId=${id}`, { siteId: 'fjell-de-de' })).body)
      expect(body.category.name).toBe('Jacken')
      expect(body.category.breadcrumbs.map((b) => b.name)).toEqual(['Damen', 'Bekleidung'])
      expect(body.category.url).toBe(`/de-de/c/damen-jacken-${id}`)
      expect(body.products.every((p) => p.price.currency === 'EUR')).toBe(true)
      // The interest line (eyebrow) and the season of the tiles, in the site's language too.
      const seasons = body.products.map((p) => p.season).filter((s) => s)
      expect(seasons.length).toBeGreaterThan(0)
      for (const season of seasons) expect(season).toMatch(/^(Frühjahr\/Sommer|Herbst\/Winter) 20\d\d$/)
      const eyebrows = body.products.map((p) => p.eyebrow).filter((e) => e)
      expect(eyebrows.length).toBeGreaterThan(0)
      for (const eyebrow of eyebrows) expect(['Wasserdicht', 'Recycelte Materialien', 'Packbar', 'Winddicht', 'Atmungsaktiv', 'Leicht', 'Merinowolle', 'Extra Grip']).toContain(eyebrow)
    })

    it('answers 404 API404 for an unknown or other-brand category and 400 ATTR100 without siteId', async () => {
      const fjellMen = await categoryId('fjell', 'men')
      for (const id of ['9999999', fjellMen]) {
        const res = await call('GET', `/api/products/v2/catalog?categoryId=${id}`, { siteId: US })
        expect(res.status).toBe(404)
        expect(decode(ErrorResponse, res.body).errorDetails[0]?.errorId).toBe('API404')
      }
      const missing = await call('GET', `/api/products/v2/catalog?categoryId=${fjellMen}`)
      expect(missing.status).toBe(400)
      expect(missing.body.errorDetails[0].errorId).toBe('ATTR100')
    })
  })

  describe('products', () => {
    it('returns details in the site currency with breadcrumbs, colours, sizes and variants', async () => {
      const { product_id } = await stockedSku()
      const res = await call('GET', `/api/products/v2/products/${product_id}/details`, { siteId: GB })
      expect(res.status).toBe(200)
      const p = decode(ProductDetails, res.body)
      const gbp = await prices(product_id, 'GBP')
      expect(p.price).toEqual({ current: gbp.current_minor / 100, original: gbp.original_minor / 100, currency: 'GBP' })
      expect(p.url).toBe(`/en-gb/p/${p.slug}-${product_id}`)
      expect(p.breadcrumbs).toHaveLength(3)
      expect(p.breadcrumbs[0]!.url).toMatch(/^\/en-gb\/c\/[a-z-]+-\d{4,10}$/)
      expect(p.colours.length).toBeGreaterThanOrEqual(2)
      expect(p.colours[0]!.images).toHaveLength(3)
      expect(p.colours[0]!.images[0]!.alt).toBe(`${p.name} in ${p.colours[0]!.name}, front view`)
      expect(p.variants).toHaveLength(p.colours.length * p.sizes.length)
      for (const v of p.variants) {
        expect(v.sku).toMatch(/^[A-Z0-9]{10,14}$/)
        expect(v.sku.startsWith(product_id)).toBe(true)
        expect(v.upc).toMatch(/^\d{12}$/)
      }
      const inventory = decode(InventoryResponse, (await call('GET', `/api/products/v2/products/${product_id}/inventory`, { siteId: GB })).body)
      expect(Object.keys(inventory.variants).sort()).toEqual(p.variants.map((v) => v.sku).sort())
    })

    it('answers 404 API404 for an unknown product and for another brand’s product', async () => {
      const { product_id } = await stockedSku('fjell')
      for (const id of ['ZZZZZZZZ', product_id]) {
        const res = await call('GET', `/api/products/v2/products/${id}/details`, { siteId: US })
        expect(res.status).toBe(404)
        expect(decode(ErrorResponse, res.body).errorDetails[0]?.errorId).toBe('API404')
      }
    })

    it('recommends deterministically: bestsellers, a category, similar products', async () => {
      const bestsellers = decode(RecommendationsResponse, (await call('GET', '/api/products/v1/widgetRecommendations?limit=12', { siteId: US })).body)
      expect(bestsellers.items).toHaveLength(12)
      const again = (await call('GET', '/api/products/v1/widgetRecommendations?limit=12', { siteId: US })).body
      expect(again).toEqual(bestsellers)
      const tents = await categoryId('summit', 'tents')
      const inTents = decode(RecommendationsResponse, (await call('GET', `/api/products/v1/widgetRecommendations?categoryId=${tents}&limit=5`, { siteId: US })).body)
      const tentIds = new Set((await db().query<{ id: string }>(`SELECT id FROM products WHERE category_id = $1`, [tents])).map((r) => r.id))
      expect(inTents.items.every((i) => tentIds.has(i.id))).toBe(true)
      const target = inTents.items[0]!.id
      const similar = decode(RecommendationsResponse, (await call('GET', `/api/products/v1/widgetRecommendations?productId=${target}&limit=4`, { siteId: US })).body)
      expect(similar.items.map((i) => i.id)).not.toContain(target)
      expect(tentIds.has(similar.items[0]!.id)).toBe(true)
    })

    it('reports store availability for the requested stores of the brand', async () => {
      const { product_id, sku } = await stockedSku()
      const res = await call('POST', `/api/products/v1/products/${product_id}/availability`, { siteId: US, body: { storeIds: ['1001', '1002', '2001'], sku } })
      expect(res.status).toBe(200)
      const body = decode(AvailabilityResponse, res.body)
      expect(body.storeInventory.map((s) => s.storeId)).toEqual(['1001', '1002'])
      const [row] = await db().query<{ quantity: number }>(`SELECT quantity FROM store_inventory WHERE store_id = '1001' AND sku = $1`, [sku])
      expect(body.storeInventory[0]!.quantity).toBe(row?.quantity ?? 0)
      const total = decode(AvailabilityResponse, (await call('POST', `/api/products/v1/products/${product_id}/availability`, { siteId: US, body: ['1001'] })).body)
      const [sum] = await db().query<{ n: number }>(
        `SELECT coalesce(sum(si.quantity), 0)::int AS n FROM store_inventory si JOIN variants v ON v.sku = si.sku WHERE si.store_id = '1001' AND v.product_id = $1`,
        [product_id],
      )
      expect(total.storeInventory[0]!.quantity).toBe(sum!.n)
    })
  })

  describe('cart', () => {
    it('requires a bearer token (401 AUT404)', async () => {
      for (const token of [undefined, 'not-a-token']) {
        const res = await call('POST', '/api/cart/v1/cart', { siteId: US, body: {}, ...(token ? { token } : {}) })
        expect(res.status).toBe(401)
        expect(decode(ErrorResponse, res.body).errorDetails[0]?.errorId).toBe('AUT404')
      }
    })

    it('adds, merges, updates and removes items with server-computed totals (US sales tax added)', async () => {
      const token = await guest()
      const created = await call('POST', '/api/cart/v1/cart', { siteId: US, body: {}, token })
      expect(created.status).toBe(201)
      const empty = decode(Cart, created.body)
      expect(empty).toMatchObject({ currency: 'USD', totalItems: 0, version: 1, items: [] })
      expect(empty.totals.shipping).toBe(0)

      const a = await cheapSku('USD', 2400, 0)
      const b = await cheapSku('USD', 2400, 40)
      const add = (sku: string, qty: number) => call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: empty.id, items: [{ productId: sku, qty }] } })
      decode(Cart, (await add(a.sku, 1)).body)
      const merged = decode(Cart, (await add(a.sku, 2)).body)
      expect(merged.items).toHaveLength(1)
      expect(merged.items[0]!.qty).toBe(3)
      expect(merged.version).toBe(3)
      const two = decode(Cart, (await add(b.sku, 1)).body)
      expect(two.items.map((i) => i.productId)).toEqual([a.sku, b.sku])

      const pa = await prices(a.product_id, 'USD')
      const pb = await prices(b.product_id, 'USD')
      const sub = pa.current_minor * 3 + pb.current_minor
      const tax = Math.round((pa.current_minor * 3 * 725) / 10000) + Math.round((pb.current_minor * 725) / 10000)
      const shipping = sub >= 7500 ? 0 : 795
      expect(two.totals.itemSubTotal).toBe(sub / 100)
      expect(two.totals.totalDiscount).toBe(((pa.original_minor - pa.current_minor) * 3 + pb.original_minor - pb.current_minor) / 100)
      expect(two.totals.tax).toBe(tax / 100)
      expect(two.totals.taxAmount).toBe(tax / 100)
      expect(two.totals.shipping).toBe(shipping / 100)
      expect(two.totals.total).toBe((sub + shipping + tax) / 100)
      expect(two.totals.totalUnits).toBe(4)
      expect(two.totalItems).toBe(4)
      expect(two.items[0]!.price.rowTotal).toBe((pa.current_minor * 3) / 100)

      const itemA = two.items[0]!.id
      const updated = decode(Cart, (await call('PUT', `/api/cart/v1/cart/${empty.id}/item`, { siteId: US, token, body: { itemId: itemA, qty: 1 } })).body)
      expect(updated.items[0]!.qty).toBe(1)
      const zero = decode(Cart, (await call('PUT', `/api/cart/v1/cart/${empty.id}/item`, { siteId: US, token, body: { itemId: itemA, qty: 0 } })).body)
      expect(zero.items.map((i) => i.productId)).toEqual([b.sku])
      const itemB = zero.items[0]!.id
      const removed = decode(Cart, (await call('DELETE', '/api/cart/v1/item', { siteId: US, token, body: { basketId: empty.id, itemId: itemB } })).body)
      expect(removed.items).toHaveLength(0)
      expect(removed.totals.total).toBe(0)
      expect(removed.version).toBe(7)
      const read = decode(Cart, (await call('GET', `/api/cart/v1/cart/${empty.id}`, { siteId: US, token })).body)
      expect(read).toEqual(removed)
    })

    it('includes VAT in British prices (tax 0, taxAmount the included VAT)', async () => {
      const token = await guest()
      const a = await cheapSku('GBP', 3900)
      const res = await call('POST', '/api/cart/v1/cartWithItem', { siteId: GB, token, body: { items: [{ productId: a.sku, qty: 2 }] } })
      expect(res.status).toBe(201)
      const cart = decode(Cart, res.body)
      const gbp = await prices(a.product_id, 'GBP')
      const row = gbp.current_minor * 2
      const shipping = row >= 5000 ? 0 : 495
      const vat = Math.round((row * 2000) / 12000) + Math.round((shipping * 2000) / 12000)
      expect(cart.currency).toBe('GBP')
      expect(cart.totals.tax).toBe(0)
      expect(cart.totals.taxAmount).toBe(vat / 100)
      expect(cart.totals.total).toBe((row + shipping) / 100)
      expect(cart.totals.totalWithoutTax).toBe((row + shipping - vat) / 100)
      // The cart belongs to its site: read from another site it does not exist.
      const elsewhere = await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })
      expect(elsewhere.status).toBe(404)
      expect(elsewhere.body.errorDetails[0].errorId).toBe('BSK404')
    })

    it('refuses more than the line maximum with INV408 and maxAllowedQty', async () => {
      const token = await guest()
      const a = await stockedSku('summit', 4)
      const cart = decode(Cart, (await call('POST', '/api/cart/v1/cart', { siteId: US, token, body: {} })).body)
      const res = await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: a.sku, qty: a.max_qty + 1 }] } })
      expect(res.status).toBe(400)
      const error = decode(ErrorResponse, res.body).errorDetails[0]!
      expect(error.errorId).toBe('INV408')
      expect(error.params).toEqual({ maxAllowedQty: a.max_qty })
      // Merging up past the maximum is refused the same way, and nothing changes.
      await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: a.sku, qty: a.max_qty }] } })
      const more = await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: a.sku }] } })
      expect(more.body.errorDetails[0].errorId).toBe('INV408')
      const read = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      expect(read.items[0]!.qty).toBe(a.max_qty)
    })

    it('refuses a sold-out variant with INV700, too many with INV406, an unknown sku with PLP400', async () => {
      const token = await guest()
      const [soldOut] = await db().query<{ sku: string }>(`SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND v.stock = 0 ORDER BY v.sku LIMIT 1`)
      const [low] = await db().query<{ sku: string; stock: number }>(
        `SELECT v.sku, v.stock FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND v.stock BETWEEN 1 AND 2 AND p.max_qty >= 4 ORDER BY v.sku LIMIT 1`,
      )
      const cart = decode(Cart, (await call('POST', '/api/cart/v1/cart', { siteId: US, token, body: {} })).body)
      const add = (productId: string, qty: number) => call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId, qty }] } })
      const out = await add(soldOut!.sku, 1)
      expect(out.status).toBe(400)
      expect(out.body.errorDetails[0].errorId).toBe('INV700')
      const tooMany = await add(low!.sku, low!.stock + 1)
      expect(tooMany.body.errorDetails[0]).toMatchObject({ errorId: 'INV406', params: { availableQty: low!.stock } })
      const unknown = await add('ZZZZZZZZBLKM', 1)
      expect(unknown.status).toBe(404)
      expect(unknown.body.errorDetails[0].errorId).toBe('PLP400')
      const badQty = await add(low!.sku, 0)
      expect(badQty.status).toBe(400)
    })

    it('never shows another consumer’s basket (BSK404)', async () => {
      const owner = await guest()
      const stranger = await guest()
      const a = await stockedSku()
      const cart = decode(Cart, (await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token: owner, body: { items: [{ productId: a.sku, qty: 1 }] } })).body)
      const attempts = [
        await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token: stranger }),
        await call('POST', '/api/cart/v1/item', { siteId: US, token: stranger, body: { basketId: cart.id, items: [{ productId: a.sku, qty: 1 }] } }),
        await call('DELETE', '/api/cart/v1/item', { siteId: US, token: stranger, body: { basketId: cart.id, itemId: cart.items[0]!.id } }),
        await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token: stranger, body: { itemId: cart.items[0]!.id, qty: 2 } }),
      ]
      for (const res of attempts) {
        expect(res.status).toBe(404)
        expect(decode(ErrorResponse, res.body).errorDetails).toEqual([{ errorId: 'BSK404', message: 'Cart not found' }])
      }
      const mine = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token: owner })).body)
      expect(mine.items[0]!.qty).toBe(1)
      expect(mine.version).toBe(1)
    })

    it('replays an Idempotency-Key, refuses it with another payload (IDM422) or while running (IDM409)', async () => {
      const token = await guest()
      const a = await stockedSku()
      const cart = decode(Cart, (await call('POST', '/api/cart/v1/cart', { siteId: US, token, body: {} })).body)
      const add = (key: string, qty: number) =>
        call('POST', '/api/cart/v1/item', { siteId: US, token, headers: { 'idempotency-key': key }, body: { basketId: cart.id, items: [{ productId: a.sku, qty }] } })
      const first = await add('cmd-1', 1)
      const second = await add('cmd-1', 1)
      expect(second.status).toBe(200)
      expect(second.headers.get('idempotent-replayed')).toBe('true')
      expect(second.body).toEqual(first.body)
      const read = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      expect(read.items[0]!.qty).toBe(1)
      expect(read.version).toBe(2)
      const changed = await add('cmd-1', 2)
      expect(changed.status).toBe(422)
      expect(changed.body.errorDetails[0].errorId).toBe('IDM422')
      // The same key from another caller is another key.
      const other = await guest()
      const theirs = decode(Cart, (await call('POST', '/api/cart/v1/cart', { siteId: US, token: other, headers: { 'idempotency-key': 'cmd-1' }, body: {} })).body)
      expect(theirs.id).not.toBe(cart.id)
      // A key whose first request is still running: 409 with IDM409 in the body.
      const [consumer] = await db().query<{ consumer_no: string }>(`SELECT consumer_no FROM baskets WHERE id = $1`, [cart.id])
      const body = { basketId: cart.id, items: [{ productId: a.sku, qty: 1 }] }
      const { requestHash } = await import('../../server/http/idempotency.ts')
      const { contextQuery } = await import('./harness.ts')
      const hash = requestHash('POST', new URL(`http://localhost/api/cart/v1/item?${contextQuery(US)}`), body)
      await db().query(`INSERT INTO idempotency_keys (caller, key, request_hash, state) VALUES ($1, 'cmd-running', $2, 'running')`, [consumer!.consumer_no, hash])
      const running = await add('cmd-running', 1)
      expect(running.status).toBe(409)
      expect(running.body.errorDetails[0].errorId).toBe('IDM409')
      // A failed call releases its key: the same key can be used again.
      const failed = await call('POST', '/api/cart/v1/item', {
        siteId: US,
        token,
        headers: { 'idempotency-key': 'cmd-2' },
        body: { basketId: cart.id, items: [{ productId: 'ZZZZZZZZBLKM', qty: 1 }] },
      })
      expect(failed.status).toBe(404)
      expect((await add('cmd-2', 1)).status).toBe(200)
    })
  })
  describe('promotions and coupons', () => {
    const errorOf = (res: { status: number; body: unknown }) => {
      expect(res.status).toBe(400)
      return decode(ErrorResponse, res.body).errorDetails[0]!.errorId
    }
    const couponCall = (method: 'PUT' | 'DELETE', token: string, basketId: string, couponCode: string, siteId = US) =>
      call(method, '/api/cart/v1/coupon', { siteId, token, body: { basketId, couponCode } })
    const newCart = async (sku: string, qty: number, siteId = US, token?: string) => {
      const owner = token ?? (await guest())
      const res = await call('POST', '/api/cart/v1/cartWithItem', { siteId, token: owner, body: { items: [{ productId: sku, qty }] } })
      expect(res.status).toBe(201)
      return { token: owner, cart: decode(Cart, res.body) }
    }
    /** A summit variant whose price in `currency` lies in [min, max]. */
    const pricedSku = async (currency: string, min: number, max: number) => {
      const [row] = await db().query<{ sku: string; product_id: string; current_minor: number; original_minor: number }>(
        `SELECT v.sku, v.product_id, pr.current_minor, pr.original_minor FROM variants v JOIN products p ON p.id = v.product_id
         JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $1
         WHERE p.brand = 'summit' AND v.stock >= 20 AND p.max_qty >= 4 AND NOT p.free_gift AND pr.current_minor BETWEEN $2 AND $3
         ORDER BY v.sku LIMIT 1`,
        [currency, min, max],
      )
      return row!
    }

    it('applies and removes coupons (case-insensitive, trimmed) with totals that follow the arithmetic', async () => {
      const a = await cheapSku('USD', 2400)
      const { token, cart } = await newCart(a.sku, 2)
      const p = await prices(a.product_id, 'USD')
      const sub = p.current_minor * 2
      expect(cart).toMatchObject({ couponItems: [], orderPromotions: [], promoSummary: [] })
      expect(cart.totals).toMatchObject({ orderDiscount: 0, shippingBeforeDiscount: 7.95, shipping: 7.95 })

      const applied = decode(Cart, (await couponCall('PUT', token, cart.id, '  welcome10 ')).body)
      const off = Math.round(sub / 10) // 10 %, half away from zero (sub is positive)
      const tax = Math.round(((sub - off) * 725) / 10000)
      expect(applied.couponItems).toEqual([{ code: 'WELCOME10', status: 'applied', promotionId: 'summit-welcome-10' }])
      expect(applied.orderPromotions).toEqual([{ promotionId: 'summit-welcome-10', promotionName: 'Welcome 10% off', amount: off / 100, couponCode: 'WELCOME10' }])
      expect(applied.promoSummary).toEqual([
        { promotionId: 'summit-welcome-10', promotionName: 'Welcome 10% off', level: 'ORDER', calloutMessage: '10% off your order|Welcome code WELCOME10|See details' },
      ])
      expect(applied.items[0]!.price).toMatchObject({ rowTotal: sub / 100, priceAfterItemDiscount: sub / 100, priceAfterOrderDiscount: (sub - off) / 100 })
      expect(applied.items[0]!.taxTotal).toBe(tax / 100)
      expect(applied.items[0]!.discountLabels).toEqual(p.current_minor < p.original_minor ? ['Marked Down'] : [])
      expect(applied.totals).toMatchObject({
        itemSubTotal: sub / 100,
        orderDiscount: off / 100,
        itemTotal: (sub - off) / 100,
        totalDiscount: ((p.original_minor - p.current_minor) * 2 + off) / 100,
        shippingBeforeDiscount: 7.95,
        shipping: 7.95,
        tax: tax / 100,
        total: (sub - off + 795 + tax) / 100,
      })
      expect(applied.version).toBe(cart.version + 1)

      const free = decode(Cart, (await couponCall('PUT', token, cart.id, 'FreeShip')).body)
      expect(free.couponItems!.map((c) => [c.code, c.status])).toEqual([['WELCOME10', 'applied'], ['FREESHIP', 'applied']])
      expect(free.totals).toMatchObject({ shippingBeforeDiscount: 7.95, shipping: 0, total: (sub - off + tax) / 100 })
      expect(free.promoSummary!.map((s) => s.level)).toEqual(['ORDER', 'SHIPPING'])

      const removed = decode(Cart, (await couponCall('DELETE', token, cart.id, 'welcome10')).body)
      const fullTax = Math.round((sub * 725) / 10000)
      expect(removed.couponItems!.map((c) => c.code)).toEqual(['FREESHIP'])
      expect(removed.orderPromotions).toEqual([])
      expect(removed.totals).toMatchObject({ orderDiscount: 0, itemTotal: sub / 100, tax: fullTax / 100, shipping: 0, total: (sub + fullTax) / 100 })
      const read = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      expect(read).toEqual(removed)
    })

    it('answers each PRM code in its situation, and a refused code changes nothing', async () => {
      const a = await cheapSku('USD', 2400)
      const { token, cart } = await newCart(a.sku, 1)
      const put = async (code: string, siteId = US, basketId = cart.id, who = token) => errorOf(await couponCall('PUT', who, basketId, code, siteId))
      expect(await put('NOSUCHCODE')).toBe('PRM130') // unknown
      expect(await put('FUTURE15')).toBe('PRM135') // not started yet
      expect(await put('LIMIT1')).toBe('PRM140') // redemption limit reached
      expect(await put('ONCEONLY')).toBe('PRM150') // single-use, already redeemed
      expect(await put('EXPIRED10')).toBe('PRM155') // expired
      expect(await put('FJELLFAN')).toBe('PRM160') // another brand's code
      expect(errorOf(await couponCall('DELETE', token, cart.id, 'TAKE20'))).toBe('PRM175') // not on the cart
      decode(Cart, (await couponCall('PUT', token, cart.id, 'WELCOME10')).body)
      expect(await put('welcome10')).toBe('PRM416') // already applied
      // A code offered in USD only is PRM160 on a British cart.
      const gb = await newCart((await cheapSku('GBP', 3000)).sku, 1, GB)
      expect(await put('USONLY5', GB, gb.cart.id, gb.token)).toBe('PRM160')
      // A sixth code does not fit on the cart: PRM175.
      for (const code of ['FREESHIP', 'TAKE20', 'CAMP25', 'USONLY5']) expect((await couponCall('PUT', token, cart.id, code)).status).toBe(200)
      expect(await put('ONCEFRESH')).toBe('PRM175')
      const read = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      expect(read.couponItems!.map((c) => c.code)).toEqual(['WELCOME10', 'FREESHIP', 'TAKE20', 'CAMP25', 'USONLY5'])
      expect(read.version).toBe(cart.version + 5)
      // An empty code is a bad payload, not a promotion error.
      const empty = await couponCall('PUT', token, cart.id, '   ')
      expect(decode(ErrorResponse, empty.body).errorDetails[0]!.errorId).toBe('ATTR300')
    })

    it('adds the free gift from the threshold on and takes it away below; a code that stops qualifying stays as not_applicable', async () => {
      const big = await pricedSku('USD', 10000, 13999)
      const created = await newCart(big.sku, 1)
      const token = created.token
      expect(created.cart.items).toHaveLength(1) // the gift promotion needs its code
      const cart = decode(Cart, (await couponCall('PUT', token, created.cart.id, 'freemug')).body)
      expect(cart.items).toHaveLength(2)
      const gift = cart.items[1]!
      expect(gift).toMatchObject({ productId: 'GIFTMUG1ORGOS', masterId: 'GIFTMUG1', qty: 1, bonus: true, discountLabels: ['Free Gift'], taxTotal: 0 })
      expect(gift.price).toEqual({ current: 0, original: 0, rowTotal: 0, priceAfterItemDiscount: 0, priceAfterOrderDiscount: 0 })
      expect(cart.items[0]!.bonus).toBe(false)
      expect(cart.totals.itemSubTotal).toBe(big.current_minor / 100)
      expect(cart.totalItems).toBe(2)
      expect(cart.promoSummary!.map((s) => s.promotionId)).toEqual(['summit-gift-mug'])
      expect(cart.promoSummary![0]!.calloutMessage).toBe('Free enamel mug over $100|With code FREEMUG, added to your cart automatically|See details')

      const take = decode(Cart, (await couponCall('PUT', token, cart.id, 'TAKE20')).body)
      expect(take.couponItems).toEqual([
        { code: 'FREEMUG', status: 'applied', promotionId: 'summit-gift-mug' },
        { code: 'TAKE20', status: 'applied', promotionId: 'summit-take-20' },
      ])
      expect(take.totals.orderDiscount).toBe(20)
      expect(take.orderPromotions![0]!.promotionName).toBe('$20 off orders over $100')
      expect(take.items.map((i) => i.bonus)).toEqual([false, true])

      // The gift promotion ends while the cart sits there: the next read drops the gift line, as a new
      // version (a client never takes an older answer of the same version for it); it comes back with it.
      const [{ ends_at: endsAt } = { ends_at: null }] = await db().query<{ ends_at: string | null }>(`SELECT ends_at FROM promotions WHERE id = 'summit-gift-mug'`)
      await db().query(`UPDATE promotions SET ends_at = now() - interval '1 second' WHERE id = 'summit-gift-mug'`)
      let ended: Cart
      try {
        ended = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      } finally {
        await db().query(`UPDATE promotions SET ends_at = $1 WHERE id = 'summit-gift-mug'`, [endsAt])
      }
      expect(ended.items.map((i) => i.bonus)).toEqual([false])
      expect(ended.version).toBeGreaterThan(take.version)
      const back = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      expect(back.items.map((i) => i.bonus)).toEqual([false, true])
      expect(back.version).toBeGreaterThan(ended.version)

      // The shopper cannot add the gift, change or remove its line.
      const addGift = await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: 'GIFTMUG1ORGOS', qty: 1 }] } })
      expect(errorOf(addGift)).toBe('GWP403')
      expect(errorOf(await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId: gift.id, qty: 2 } }))).toBe('GWP403')
      expect(errorOf(await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId: gift.id, qty: 0 } }))).toBe('GWP403')
      expect(errorOf(await call('DELETE', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, itemId: gift.id } }))).toBe('GWP403')
      expect(errorOf(await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token, body: { items: [{ productId: 'GIFTMUG1ORGOS', qty: 1 }] } }))).toBe('GWP403')

      // Swap the item for one below 100: the gift goes, both codes stay as not_applicable, and both show how far away they are.
      const near = await pricedSku('USD', 7500, 9999)
      await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: near.sku, qty: 1 }] } })
      const after = decode(Cart, (await call('DELETE', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, itemId: cart.items[0]!.id } })).body)
      expect(after.items.map((i) => i.productId)).toEqual([near.sku])
      expect(after.couponItems).toEqual([
        { code: 'FREEMUG', status: 'not_applicable', promotionId: 'summit-gift-mug' },
        { code: 'TAKE20', status: 'not_applicable', promotionId: 'summit-take-20' },
      ])
      expect(after.totals.orderDiscount).toBe(0)
      expect(after.orderPromotions).toEqual([])
      expect(after.promoSummary).toEqual([])
      const distance = (10000 - near.current_minor) / 100
      expect(after.approachingDiscount).toEqual([
        { promotionId: 'summit-gift-mug', level: 'ORDER', distance, calloutMessage: 'Free enamel mug over $100|With code FREEMUG, added to your cart automatically|See details' },
        { promotionId: 'summit-take-20', level: 'ORDER', distance, calloutMessage: '$20 off orders over $100|With code TAKE20|See details' },
      ])
    })

    it('never lists the free gift for sale', async () => {
      for (const key of ['equipment', 'camp-kitchen']) {
        const id = await categoryId('summit', key)
        const listed = decode(CatalogResponse, (await call('GET', `/api/products/v2/catalog?categoryId=${id}&count=96`, { siteId: US })).body)
        expect(listed.products.map((p) => p.id)).not.toContain('GIFTMUG1')
        const recommended = decode(RecommendationsResponse, (await call('GET', `/api/products/v1/widgetRecommendations?categoryId=${id}&limit=50`, { siteId: US })).body)
        expect(recommended.items.map((i) => i.id)).not.toContain('GIFTMUG1')
      }
    })

    it('applies a product promotion to the lines of its category only', async () => {
      const camp = await categoryId('summit', 'camping')
      const [tent] = await db().query<{ sku: string; product_id: string }>(
        `SELECT v.sku, v.product_id FROM variants v JOIN products p ON p.id = v.product_id
         WHERE p.category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = $1) AND v.stock >= 5 AND NOT p.free_gift ORDER BY v.sku LIMIT 1`,
        [camp],
      )
      const other = await cheapSku('USD', 2400)
      const { token, cart } = await newCart(tent!.sku, 1)
      await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: other.sku, qty: 1 }] } })
      const res = decode(Cart, (await couponCall('PUT', token, cart.id, 'camp25')).body)
      const tentPrice = (await prices(tent!.product_id, 'USD')).current_minor
      const off = Math.round((tentPrice * 250) / 1000)
      const tentLine = res.items.find((i) => i.productId === tent!.sku)!
      const otherLine = res.items.find((i) => i.productId === other.sku)!
      expect(tentLine.promotions).toEqual([{ promotionId: 'summit-camp-25', promotionName: '25% off camping gear', amount: off / 100, couponCode: 'CAMP25' }])
      expect(tentLine.price.priceAfterItemDiscount).toBe((tentPrice - off) / 100)
      expect(otherLine.promotions).toEqual([])
      expect(res.couponItems![0]!.status).toBe('applied')
    })

    it('keeps a promotion whose callout is not three parts out of promoSummary and approachingDiscount', async () => {
      const insert = async (id: string, callout: string, threshold: number) => {
        await db().query(
          `INSERT INTO promotions (id, brand, name, level, kind, coupon_required, callouts, position) VALUES ($1, 'summit', $1, 'ORDER', 'amount', false, $2::jsonb, 900)`,
          [id, JSON.stringify({ en: callout })],
        )
        await db().query(`INSERT INTO promotion_currencies (promotion_id, currency, threshold_minor, amount_minor, approach_minor) VALUES ($1, 'CAD', $2, 1, 100000)`, [
          id,
          threshold,
        ])
      }
      const CA = 'summit-en-ca'
      try {
        await insert('test-bad-callout', 'Almost there|no third part', 90000)
        await insert('test-good-callout', 'Almost there|Spend a little more|See details', 90000)
        const { token, cart } = await newCart((await cheapSku('CAD', 3000)).sku, 1, CA)
        expect(cart.approachingDiscount!.map((a) => a.promotionId)).toEqual(['test-good-callout'])
        await db().query(`UPDATE promotion_currencies SET threshold_minor = 0 WHERE promotion_id IN ('test-bad-callout', 'test-good-callout')`)
        const read = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: CA, token })).body)
        // Both apply (a cent each); only the valid callout reaches the shopper.
        expect(read.orderPromotions!.map((p) => p.promotionId)).toEqual(['test-bad-callout', 'test-good-callout'])
        expect(read.promoSummary!.map((p) => p.promotionId)).toEqual(['test-good-callout'])
        expect(read.approachingDiscount).toEqual([])
      } finally {
        await db().query(`DELETE FROM promotions WHERE id IN ('test-bad-callout', 'test-good-callout')`)
      }
    })

    it('never touches another shopper’s cart (BSK404)', async () => {
      const { token, cart } = await newCart((await cheapSku('USD', 2400)).sku, 1)
      decode(Cart, (await couponCall('PUT', token, cart.id, 'WELCOME10')).body)
      const stranger = await guest()
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await couponCall(method, stranger, cart.id, method === 'PUT' ? 'FREESHIP' : 'WELCOME10')
        expect(res.status).toBe(404)
        expect(decode(ErrorResponse, res.body).errorDetails).toEqual([{ errorId: 'BSK404', message: 'Cart not found' }])
      }
      const mine = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      expect(mine.couponItems!.map((c) => c.code)).toEqual(['WELCOME10'])
      expect(mine.version).toBe(cart.version + 1)
    })

    describe('redeemCoupons at order placement', () => {
      const suffix = () => Math.random().toString(36).slice(2, 8).toUpperCase()
      const cartWith = async (code: string) => {
        const { token, cart } = await newCart((await cheapSku('USD', 2400)).sku, 1)
        expect((await couponCall('PUT', token, cart.id, code)).status).toBe(200)
        return { token, cart }
      }
      const redeem = (basketId: string) => db().transaction((tx) => redeemCoupons(tx, basketId))
      const settle = async (a: string, b: string) => {
        const results = await Promise.allSettled([redeem(a), redeem(b)])
        const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []))
        const lost = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { errorId?: string }).errorId] : []))
        return { won, lost }
      }

      it('counts a redemption once per cart', async () => {
        const code = `COUNT${suffix()}`
        await db().query(`INSERT INTO coupons (brand, code, promotion_id) VALUES ('summit', $1, 'summit-welcome-10')`, [code])
        const [before] = await db().query<{ n: number }>(`SELECT redemption_count AS n FROM promotions WHERE id = 'summit-welcome-10'`)
        const { cart } = await cartWith(code)
        expect(await redeem(cart.id)).toEqual([code])
        expect(await redeem(cart.id)).toEqual([])
        const [after] = await db().query<{ n: number }>(`SELECT redemption_count AS n FROM promotions WHERE id = 'summit-welcome-10'`)
        expect(after!.n).toBe(before!.n + 1)
      })

      it('lets exactly one of two carts redeem a single-use coupon (PRM150 for the other)', async () => {
        const code = `RACE${suffix()}`
        await db().query(`INSERT INTO coupons (brand, code, promotion_id, single_use) VALUES ('summit', $1, 'summit-once-10', true)`, [code])
        const first = await cartWith(code)
        const second = await cartWith(code)
        const { won, lost } = await settle(first.cart.id, second.cart.id)
        expect(won).toHaveLength(1)
        expect(lost).toEqual(['PRM150'])
        const winner = [first, second][won[0]!]!
        const loser = [first, second][1 - won[0]!]!
        const [row] = await db().query<{ redeemed_basket_id: string }>(`SELECT redeemed_basket_id FROM coupons WHERE brand = 'summit' AND code = $1`, [code])
        expect(row!.redeemed_basket_id).toBe(winner.cart.id)
        // The winner still sees its discount; the other cart shows the code as not applicable.
        const cartOf = async (x: typeof first) => decode(Cart, (await call('GET', `/api/cart/v1/cart/${x.cart.id}`, { siteId: US, token: x.token })).body)
        expect((await cartOf(winner)).couponItems![0]!.status).toBe('applied')
        expect((await cartOf(loser)).couponItems![0]!.status).toBe('not_applicable')
        // And a third cart cannot even apply it.
        const third = await newCart((await cheapSku('USD', 2400)).sku, 1)
        expect(errorOf(await couponCall('PUT', third.token, third.cart.id, code))).toBe('PRM150')
      })

      it('lets exactly one of two carts take the last redemption of a limited promotion (PRM140 for the other)', async () => {
        const id = `test-limit-${suffix().toLowerCase()}`
        const code = `LIM${suffix()}`
        await db().query(
          `INSERT INTO promotions (id, brand, name, level, kind, percent, coupon_required, max_redemptions, callouts, position)
           VALUES ($1, 'summit', 'Limited', 'ORDER', 'percent', 5, true, 1, '{"en": "5% off|Limited|See details"}'::jsonb, 950)`,
          [id],
        )
        await db().query(`INSERT INTO promotion_currencies (promotion_id, currency) VALUES ($1, 'USD')`, [id])
        await db().query(`INSERT INTO coupons (brand, code, promotion_id) VALUES ('summit', $1, $2)`, [code, id])
        const first = await cartWith(code)
        const second = await cartWith(code)
        const { won, lost } = await settle(first.cart.id, second.cart.id)
        expect(won).toHaveLength(1)
        expect(lost).toEqual(['PRM140'])
        const [row] = await db().query<{ redemption_count: number }>(`SELECT redemption_count FROM promotions WHERE id = $1`, [id])
        expect(row!.redemption_count).toBe(1)
      })
    })
  })
}