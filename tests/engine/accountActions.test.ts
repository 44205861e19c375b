// The account's commands in the engine, against msw handlers standing for the services: favourites
// change the heart at once (offline too) and roll back on a refusal, a queued removal of a product
// the list no longer holds does nothing; the address book's answer becomes the profile's
// addresses; the invoice is saved as a file and never enters the log; a refused cancellation is
// reported with the catalogue's variant; and signing out leaves neither favourites nor orders on
// the device (state, IndexedDB, exported log).
import 'fake-indexeddb/auto'
import { clear, entries } from 'idb-keyval'
import { Effect } from 'effect'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { FavoriteItem, FavoritesResponse } from '../../src/contract/schemas/favourites'
import { makeMemoryDownloads } from '../../src/engine/effects/Downloads'
import { createEngineStore, eventLogIndexedDb } from '../../src/engine/effects/EventLog'
import { isFavourite } from '../../src/engine/projections/favourites'
import { BASES, errorBody } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { engineTestSetup, makeBrowser, settle, until } from './harness'

const { server, start } = engineTestSetup()
const base = BASES.commerce

const tile = (id: string) => ({
  id,
  name: `Product ${id}`,
  url: `/en-us/p/product-${id}`,
  image: { src: `/media/${id}.jpg`, alt: id, width: 800, height: 1000 },
  price: { current: 100, original: 100, currency: 'USD' },
  colours: [],
  rating: { score: 4, reviewsCount: 3 },
  badge: null,
})

/** A wishlists service: one list, adding and removing by product; PLP400 for products it does not sell. */
const wishlists = () => {
  const items: FavoriteItem[] = []
  const calls: string[] = []
  const list = (): FavoritesResponse => ({ favoriteId: items.length > 0 || calls.length > 0 ? 'FAV-LIST-7c1e' : null, total: items.length, start: 0, items: [...items], shared: false })
  const handlers = [
    http.get(`${base}/wishlists/v2/favorites`, () => {
      calls.push('get')
      return HttpResponse.json(list())
    }),
    http.post(`${base}/wishlists/v2/favorites`, async ({ request }) => {
      const body = (await request.json()) as { id: string }
      calls.push(`add ${body.id}`)
      if (body.id.startsWith('GONE')) return HttpResponse.json(errorBody('PLP400', 'Product not found'), { status: 404 })
      if (!items.some((i) => i.productId === body.id)) items.unshift({ itemId: `item-${body.id}`, productId: body.id, addedAt: new Date(0).toISOString(), available: true, product: tile(body.id) })
      return HttpResponse.json(list())
    }),
    http.delete(`${base}/wishlists/v2/favorites/:favoriteId/items/:itemId`, ({ params }) => {
      calls.push(`remove ${String(params.itemId)}`)
      const at = items.findIndex((i) => i.itemId === params.itemId)
      if (at >= 0) items.splice(at, 1)
      return HttpResponse.json(list())
    }),
  ]
  return { handlers, calls, items }
}

describe('favourites in the engine', () => {
  it('fills the heart at once, even offline; the outbox sends it when the network returns and the list is the outcome', async () => {
    const commerce = makeFakeCommerce()
    const wish = wishlists()
    server.use(...wish.handlers, ...commerce.handlers)
    const browser = makeBrowser()
    const { engine } = start(browser)
    await engine.ready
    browser.connectivity.setOnline(false)
    const result = await engine.dispatchAny({ _tag: 'favourites.Add', productId: 'SUM10001' })
    expect(result.ok && result.queued).toBe(true)
    expect(isFavourite(engine.getState().favourites, 'SUM10001')).toBe(true)
    expect(wish.calls).toEqual([])
    browser.connectivity.setOnline(true)
    await until(() => engine.getState().favourites.server?.total === 1)
    expect(wish.calls).toEqual(['add SUM10001'])
    expect(engine.getState().favourites.pending).toEqual([])
    expect(isFavourite(engine.getState().favourites, 'SUM10001')).toBe(true)

    await engine.dispatchAny({ _tag: 'favourites.Remove', productId: 'SUM10001' })
    await until(() => engine.getState().favourites.server?.total === 0)
    expect(wish.calls).toEqual(['add SUM10001', 'remove item-SUM10001'])
    expect(isFavourite(engine.getState().favourites, 'SUM10001')).toBe(false)
  })

  it('rolls the heart back when the server refuses; a removal of a product the list no longer holds sends nothing', async () => {
    const commerce = makeFakeCommerce()
    const wish = wishlists()
    server.use(...wish.handlers, ...commerce.handlers)
    const { engine, toasts } = start(makeBrowser())
    await engine.ready
    await engine.dispatchAny({ _tag: 'favourites.Load' })
    await engine.dispatchAny({ _tag: 'favourites.Add', productId: 'GONE0001' })
    await until(() => engine.getState().favourites.pending.length === 0)
    expect(isFavourite(engine.getState().favourites, 'GONE0001')).toBe(false)
    expect(engine.getState().favourites.lastError?.code).toBe('PLP400')
    expect(toasts.map((t) => t.code)).toContain('PLP400')
    await engine.dispatchAny({ _tag: 'favourites.Remove', productId: 'SUM19999' })
    await until(() => engine.getState().favourites.pending.length === 0)
    expect(wish.calls.filter((c) => c.startsWith('remove'))).toEqual([])
  })
})

describe('account actions in the engine', () => {
  it("puts the address book's answer into the profile; saves the invoice as a file that never enters the log", async () => {
    const commerce = makeFakeCommerce()
    const pdf = new TextEncoder().encode('%PDF-1.7 invoice SU12345678')
    const book = [{ id: 'ad1', approachType: 'S', main: true, recipientFirstName: 'Ada', recipientLastName: 'Lovelace', addressLine1: '1520 Wazee Street', city: 'Denver', postalCode: '80202', stateCityProvDept: 'CO', country: 'US', recipientContactPhone: '+13035550142' }]
    const sent: unknown[] = []
    server.use(
      ...commerce.handlers,
      http.post(`${base}/consumers-v3/consumer/address`, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ addresses: book }, { status: 201 })
      }),
      http.post(`${base}/consumers-v3/consumer/purchase/invoice/download`, () => new HttpResponse(pdf, { headers: { 'content-type': 'application/pdf' } })),
    )
    const downloads = makeMemoryDownloads()
    const { engine } = start(makeBrowser(), { layer: { downloads } })
    await engine.ready
    const { approachType: _type, main: _main, id: _id, ...fields } = book[0]!
    const added = await engine.dispatchAny({ _tag: 'account.AddAddress', address: { ...fields, approachType: 'S' } })
    expect(added.ok).toBe(true)
    expect(sent).toEqual([{ ...fields, approachType: 'S' }])
    expect(engine.getState().account.lastDone?.kind).toBe('addressBook')

    const result = await engine.dispatchAny({ _tag: 'orders.DownloadInvoice', orderNumber: 'SU12345678' })
    expect(result.ok).toBe(true)
    expect(downloads.files()).toEqual([{ filename: 'invoice-SU12345678.pdf', type: 'application/pdf', bytes: pdf }])
    expect(JSON.stringify(engine.exportLog())).not.toContain('%PDF')
    expect(engine.getState().account.lastDone).toMatchObject({ kind: 'invoice', ref: 'SU12345678' })
  })

  it("reports a refused cancellation with the catalogue's words for its reason, and the order stays as it was", async () => {
    const commerce = makeFakeCommerce()
    server.use(
      ...commerce.handlers,
      http.post(`${base}/consumers-v3/consumer/CancelOrder`, () =>
        HttpResponse.json({ correlationId: 'c', errorDetails: [{ errorId: 'ORD410', message: 'cannot cancel', params: { reason: 'digital', status: 'PLACED' } }] }, { status: 409 }),
      ),
    )
    const { engine } = start(makeBrowser())
    await engine.ready
    const result = await engine.dispatchAny({ _tag: 'orders.Cancel', orderNumber: 'SU12345678' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect([result.error.code, result.error.variant]).toEqual(['ORD410', 'digital'])
    expect(engine.getState().account.lastError).toMatchObject({ command: 'orders.Cancel', code: 'ORD410', variant: 'digital' })
    expect(engine.getState().account.orders).toEqual({})
  })

  it('signing out leaves no favourite, order or tracking of the shopper on the device', async () => {
    const store = createEngineStore()
    await clear(store.relaxed)
    const commerce = makeFakeCommerce({ accessToken: 'tok-member-5e1a' })
    const wish = wishlists()
    const tracking = {
      orderNumber: 'SU87654321',
      status: 'SHIPPED',
      placedAt: '2026-11-01T10:00:00.000Z',
      events: [{ status: 'PLACED', at: '2026-11-01T10:00:00.000Z' }],
      carrier: 'UPS',
      trackingNumber: 'TRK123456789',
      estimatedDelivery: null,
      items: [],
      shipTo: { city: 'Boulder', country: 'US' },
    }
    server.use(
      ...wish.handlers,
      ...commerce.handlers,
      http.post(`${base}/consumers-v3/consumer/TrackOrder`, () => HttpResponse.json(tracking)),
      http.post(`${base}/consumers-v3/consumer/auth/signout`, () => HttpResponse.json({})),
    )
    const browser = makeBrowser()
    const { engine } = start(browser, { layer: { eventLog: eventLogIndexedDb({ store }) }, snapshotEvery: 3 })
    await engine.ready
    await Effect.runPromise(browser.tokens.set({ accessToken: 'tok-member-5e1a', tokenType: 'Registered', expiresAt: Date.now() + 3_600_000, consumerNo: 'R-5e1a' }))
    await engine.dispatchAny({ _tag: 'favourites.Add', productId: 'SUM20002' })
    await until(() => engine.getState().favourites.server?.total === 1)
    await engine.dispatchAny({ _tag: 'orders.Track', orderNumber: 'SU87654321' })
    await settle(50)
    const before = JSON.stringify((await entries(store.relaxed)).map(([, v]) => v))
    expect(before).toContain('FAV-LIST-7c1e')
    expect(before).toContain('TRK123456789')

    expect((await engine.dispatchAny({ _tag: 'session.SignOut' })).ok).toBe(true)
    expect(engine.getState().favourites.server).toBeNull()
    expect(engine.getState().account.tracking).toEqual({})
    await settle(50)
    for (const [where, value] of Object.entries({ indexedDb: (await entries(store.relaxed)).map(([, v]) => v), exported: engine.exportLog() })) {
      const text = JSON.stringify(value)
      expect(text, where).not.toContain('FAV-LIST-7c1e')
      expect(text, where).not.toContain('SUM20002')
      expect(text, where).not.toContain('TRK123456789')
      expect(text, where).not.toContain('Boulder')
    }
    await clear(store.relaxed)
  })
})
