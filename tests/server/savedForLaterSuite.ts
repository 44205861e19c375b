// Saved for later over HTTP, run by reference.test.ts on each driver: a line moves to the list and
// back in one transaction each, a sold-out item stays saved (INV700), another shopper's list is not
// found, and paging reads the list.
import { describe, expect, it } from 'vitest'
import { Cart, SaveForLaterList, SaveForLaterMoveResponse } from '../../src/contract/schemas/cart.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'

export const savedForLaterSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db
  const guest = async () => decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' }, siteId: US })).body).accessToken
  const skus = async (n: number) =>
    (await db().query<{ sku: string }>(
      `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND v.stock >= 20 AND p.max_qty >= 5 ORDER BY v.sku DESC LIMIT $1`,
      [n],
    )).map((r) => r.sku)
  const cartWith = async (token: string, lines: ReadonlyArray<[string, number]>) =>
    decode(Cart, (await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token, body: { items: lines.map(([productId, qty]) => ({ productId, qty })) } })).body)

  describe('saved for later', () => {
    it('moves a line to the list and back, never in both places', async () => {
      const token = await guest()
      const [a, b] = await skus(2)
      const cart = await cartWith(token, [[a!, 2], [b!, 1]])
      const lineA = cart.items.find((i) => i.productId === a)!
      const saved = decode(SaveForLaterMoveResponse, (await call('POST', `/api/cart/v2/cart/${cart.id}/saveForLater`, { siteId: US, token, body: { itemId: lineA.id } })).body)
      expect(saved.cart.items.map((i) => i.productId)).toEqual([b])
      expect(saved.saveForLater.items.map((i) => [i.productId, i.qty, i.available])).toEqual([[a, 2, true]])
      expect(saved.saveForLater.total).toBe(1)

      const read = decode(SaveForLaterList, (await call('GET', '/api/wishlists/v2/saveForLater?start=0&count=10', { siteId: US, token })).body)
      expect(read.saveForLaterId).toBe(saved.saveForLater.saveForLaterId)
      expect(read.items).toHaveLength(1)

      const back = decode(
        SaveForLaterMoveResponse,
        (await call('PUT', '/api/cart/v2/saveForLater', { siteId: US, token, body: { basketId: cart.id, saveForLaterId: read.saveForLaterId, itemId: read.items[0]!.itemId } })).body,
      )
      expect(back.cart.items.map((i) => [i.productId, i.qty]).sort()).toEqual([[a, 2], [b, 1]].sort())
      expect(back.saveForLater.items).toEqual([])
    })

    it('an item sold out meanwhile stays saved (INV700), and removing it empties the list', async () => {
      const token = await guest()
      const [a, b] = await skus(2)
      const cart = await cartWith(token, [[a!, 1], [b!, 1]])
      const saved = decode(
        SaveForLaterMoveResponse,
        (await call('POST', `/api/cart/v2/cart/${cart.id}/saveForLater`, { siteId: US, token, body: { itemId: cart.items.find((i) => i.productId === a)!.id } })).body,
      )
      const { saveForLaterId } = saved.saveForLater
      const itemId = saved.saveForLater.items[0]!.itemId
      const [{ stock }] = (await db().query<{ stock: number }>(`SELECT stock FROM variants WHERE sku = $1`, [a])) as [{ stock: number }]
      await db().query(`UPDATE variants SET stock = 0 WHERE sku = $1`, [a])
      try {
        const refused = await call('PUT', '/api/cart/v2/saveForLater', { siteId: US, token, body: { basketId: cart.id, saveForLaterId, itemId } })
        expect(refused.status).toBe(400)
        expect(decode(ErrorResponse, refused.body).errorDetails[0]?.errorId).toBe('INV700')
        const still = decode(SaveForLaterList, (await call('GET', '/api/wishlists/v2/saveForLater', { siteId: US, token })).body)
        expect(still.items.map((i) => [i.itemId, i.available])).toEqual([[itemId, false]])
      } finally {
        await db().query(`UPDATE variants SET stock = $2 WHERE sku = $1`, [a, stock])
      }
      const removed = decode(SaveForLaterList, (await call('DELETE', `/api/cart/v2/saveForLater/${saveForLaterId}/items/${itemId}`, { siteId: US, token })).body)
      expect(removed.items).toEqual([])
    })

    it("another shopper's list or basket is not found, never shown", async () => {
      const owner = await guest()
      const stranger = await guest()
      const [a] = await skus(1)
      const cart = await cartWith(owner, [[a!, 1]])
      const saved = decode(SaveForLaterMoveResponse, (await call('POST', `/api/cart/v2/cart/${cart.id}/saveForLater`, { siteId: US, token: owner, body: { itemId: cart.items[0]!.id } })).body)
      const { saveForLaterId } = saved.saveForLater
      const itemId = saved.saveForLater.items[0]!.itemId
      const del = await call('DELETE', `/api/cart/v2/saveForLater/${saveForLaterId}/items/${itemId}`, { siteId: US, token: stranger })
      expect(del.status).toBe(404)
      const strangerCart = await cartWith(stranger, [[a!, 1]])
      const put = await call('PUT', '/api/cart/v2/saveForLater', { siteId: US, token: stranger, body: { basketId: strangerCart.id, saveForLaterId, itemId } })
      expect(put.status).toBe(404)
      const post = await call('POST', `/api/cart/v2/cart/${cart.id}/saveForLater`, { siteId: US, token: stranger, body: { itemId: cart.items[0]!.id } })
      expect(decode(ErrorResponse, post.body).errorDetails[0]?.errorId).toBe('BSK404')
      expect((await call('GET', '/api/wishlists/v2/saveForLater', { siteId: US, token: stranger })).body.items).toEqual([])
    })
  })
}
