// Store search for pickup in store (POST /stores/v1/search), run by reference.test.ts on each driver.
import { describe, expect, it } from 'vitest'
import { StoreSearchResponse } from '../../src/contract/schemas/checkout.ts'
import { deliverySortKey } from '../../src/contract/delivery.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'

export const storesSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db

  describe('store search', () => {
    it('finds the stores of the site country nearest the city typed, nearest first', async () => {
      const res = await call('POST', '/api/stores/v1/search', { siteId: US, body: { query: 'boulder', limit: 3 } })
      expect(res.status).toBe(200)
      const { stores } = decode(StoreSearchResponse, res.body)
      expect(stores).toHaveLength(3)
      expect(stores.slice(0, 2).map((s) => s.store.city)).toEqual(['Boulder', 'Denver'])
      expect(stores[0]!.distanceKm).toBe(0)
      expect(stores[1]!.distanceKm).toBeGreaterThan(30)
      expect(stores[1]!.distanceKm).toBeLessThan(45)
      expect(stores.every((s) => s.store.country === 'US')).toBe(true)
    })

    it('a postcode prefix works, a text matching no store finds nothing', async () => {
      const byPostcode = decode(StoreSearchResponse, (await call('POST', '/api/stores/v1/search', { siteId: US, body: { query: '80302' } })).body)
      expect(byPostcode.stores[0]!.store.city).toBe('Boulder')
      const none = decode(StoreSearchResponse, (await call('POST', '/api/stores/v1/search', { siteId: US, body: { query: 'Atlantis' } })).body)
      expect(none.stores).toEqual([])
    })

    it('with a sku: units per store, same day where the store has them, ship-to-store otherwise, sorted by delivery time then distance', async () => {
      const [row] = await db().query<{ sku: string }>(
        `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND v.stock > 5 ORDER BY v.sku LIMIT 1`,
      )
      const sku = row!.sku
      const [boulder] = await db().query<{ id: string }>(`SELECT id FROM stores WHERE city = 'Boulder'`)
      await db().query(`INSERT INTO store_inventory (store_id, sku, quantity) VALUES ($1, $2, 0) ON CONFLICT (sku, store_id) DO UPDATE SET quantity = 0`, [boulder!.id, sku])
      const { stores } = decode(StoreSearchResponse, (await call('POST', '/api/stores/v1/search', { siteId: US, body: { query: 'Boulder', sku, limit: 5 } })).body)
      const boulderResult = stores.find((s) => s.store.storeId === boulder!.id)!
      expect(boulderResult.quantity).toBe(0)
      expect(boulderResult.deliveryTime).toBe('3-5 days')
      const keys = stores.map((s) => deliverySortKey(s.deliveryTime))
      expect(keys).toEqual([...keys].sort((a, b) => a - b))
      for (const s of stores) expect(s.deliveryTime === 'same day').toBe((s.quantity ?? 0) >= 1)
    })

    it('rejects bad input with ATTR300 and never crashes', async () => {
      for (const body of [{ latitude: 200, longitude: 0 }, { latitude: 40 }, { qty: 0 }, { limit: 500 }, { query: 42 }]) {
        const res = await call('POST', '/api/stores/v1/search', { siteId: US, body })
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(res.body.errorDetails[0].errorId).toBe('ATTR300')
      }
    })
  })
}

describe('delivery sort key', () => {
  it('uses the first digit of the range, same day = 0, no digit = 1', () => {
    expect(deliverySortKey('same day')).toBe(0)
    expect(deliverySortKey('Same day')).toBe(0)
    expect(deliverySortKey('2-3 days')).toBe(2)
    expect(deliverySortKey('3-5 days')).toBe(3)
    expect(deliverySortKey('next week')).toBe(1)
  })
})
