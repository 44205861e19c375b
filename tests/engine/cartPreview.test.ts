// The stored cart (engine/cartPreview.ts): a copy of the cart slice per site that reads back as what
// the pages showed, is ignored when it is of another state version or does not read, and is written
// from the engine's state only once the engine has read its log, then on every cart change.
// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { CartItemAddRequested, CartSnapshotReceived, type CartEvent } from '../../src/engine/events/cart'
import type { StoredEvent } from '../../src/engine/events/storedEvent'
import { cartPreviewKey, cartPreviewOf, keepCartPreview, parseCartPreview, previewCartState, readCartPreview, saveCartPreview, storedImagesPreloadScript } from '../../src/engine/cartPreview'
import { initialCartState, projectCart, type CartState } from '../../src/engine/projections/cart'
import { STATE_VERSION, initialEngineState, type EngineState } from '../../src/engine/projections/engineState'
import { cart, cartItem } from '../api/fixtures'
import { display } from './display'

afterEach(() => {
  localStorage.clear()
  document.head.innerHTML = ''
})

let seq = 0
const stored = (commandId: string, payload: CartEvent): StoredEvent<CartEvent> => ({ seq: ++seq, stream: 'cart/summit-en-us', commandId, at: seq, v: 1, type: payload._tag, payload })

/** A cart as the engine projects it: a server line and a line still waiting for the server. */
const projected = (): CartState => {
  const withServer = projectCart(initialCartState, stored('c1', CartSnapshotReceived.make({ cart: cart('B1', [cartItem('SUM1234501-BLK-M', 2, 'i1')]) })))
  return projectCart(withServer, stored('c2', CartItemAddRequested.make({ sku: 'SUM1234502-RED-S', qty: 1, display })))
}

const SITE = { brand: 'summit', locale: 'en-us' }

describe('stored cart', () => {
  it('reads back as the cart the pages showed, without pending operations, errors or the saved list', () => {
    const cartState = { ...projected(), lastError: { commandId: 'c9', code: 'BSK404', params: {}, placement: 'toast' as const, at: 1 } }
    saveCartPreview(SITE, cartState)
    const shown = previewCartState(readCartPreview(SITE)!)
    expect(shown.items).toEqual(cartState.items)
    expect(shown.items.map((l) => [l.itemId, l.pending])).toEqual([
      ['i1', null],
      [null, 'add'],
    ])
    expect(shown.server).toEqual(cartState.server)
    expect({ basketId: shown.basketId, count: shown.count, currency: shown.currency, totals: shown.totals }).toEqual({ basketId: 'B1', count: 3, currency: 'USD', totals: cartState.totals })
    expect(shown.pending).toEqual([])
    expect(shown.lastError).toBeNull()
    expect(shown.saved).toBeNull()
  })

  it("never holds the shopper's addresses, collection contacts, e-mail or an e-gift card's recipient and message", () => {
    const state = projected()
    const address = { recipientFirstName: 'Ada', recipientLastName: 'Lovelace', addressLine1: '1 Pearl Street', city: 'Boulder', postalCode: '80302', country: 'US', recipientContactPhone: '+13035550100' }
    const items = state.server!.items.map((item, i) => (i === 0 ? { ...item, giftOption: { email: 'grace@example.com', to: 'Grace', message: 'Happy climbing' } } : item))
    const server = { ...state.server!, items, email: 'ada@example.com', billingAddress: address, shippingMethods: [{ shippingId: 'home', deliveryType: 'home' as const, applicableShippingMethods: [], address, itemIds: [] }] }
    const stored = JSON.stringify(cartPreviewOf({ ...state, server }))
    for (const personal of ['ada@example.com', '1 Pearl Street', '+13035550100', 'grace@example.com', 'Happy climbing']) expect(stored).not.toContain(personal)
    expect(parseCartPreview(stored)?.cart.server?.items).toHaveLength(items.length)
    expect(parseCartPreview(stored)?.cart.server?.shippingMethods?.[0]?.shippingId).toBe('home')
  })

  it('is kept per site', () => {
    saveCartPreview(SITE, projected())
    expect(readCartPreview({ brand: 'summit', locale: 'fr-fr' })).toBeNull()
    expect(readCartPreview({ brand: 'fjell', locale: 'en-us' })).toBeNull()
    expect(cartPreviewKey(SITE)).toBe('summit-engine.cartPreview.summit-en-us')
  })

  it('is not shown when it is of another state version or does not read', () => {
    const good = cartPreviewOf(projected())
    expect(parseCartPreview(JSON.stringify(good))).not.toBeNull()
    expect(parseCartPreview(JSON.stringify({ ...good, stateVersion: STATE_VERSION + 1 }))).toBeNull()
    expect(parseCartPreview('{not json')).toBeNull()
    expect(parseCartPreview(null)).toBeNull()
    expect(parseCartPreview(JSON.stringify({ ...good, cart: { ...good.cart, items: [{ key: 'k' }] } }))).toBeNull()
    expect(parseCartPreview(JSON.stringify({ ...good, cart: { ...good.cart, server: { id: 'B1' } } }))).toBeNull()
  })

  it('is written from the engine once it has read its log, then on every cart change only', async () => {
    let state: EngineState = initialEngineState
    const listeners = new Set<() => void>()
    let loaded!: () => void
    const engine = {
      loaded: new Promise<void>((resolve) => (loaded = resolve)),
      getState: () => state,
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    }
    const key = cartPreviewKey(SITE)
    const stop = keepCartPreview(engine, SITE)
    // Before the log is read the engine's state is the empty initial one: never stored.
    for (const listener of listeners) listener()
    expect(localStorage.getItem(key)).toBeNull()
    state = { ...state, cart: projected() }
    loaded()
    await engine.loaded
    await Promise.resolve()
    expect(previewCartState(readCartPreview(SITE)!).count).toBe(3)
    // Another slice changed: the cart is the same object, the copy is not written again.
    localStorage.setItem(key, 'untouched')
    state = { ...state, outbox: { ...state.outbox, online: false } }
    for (const listener of listeners) listener()
    expect(localStorage.getItem(key)).toBe('untouched')
    state = { ...state, cart: initialCartState }
    for (const listener of listeners) listener()
    expect(readCartPreview(SITE)!.cart.items).toEqual([])
    stop()
    expect(listeners.size).toBe(0)
  })

  it('the cart page’s head script preloads the stored lines’ images, and nothing without a readable copy of this version', () => {
    const run = () => new Function(storedImagesPreloadScript(SITE))()
    const preloads = () => [...document.head.querySelectorAll('link[rel=preload][as=image]')].map((l) => l.getAttribute('href'))
    run()
    expect(preloads()).toEqual([])
    localStorage.setItem(cartPreviewKey(SITE), JSON.stringify({ ...cartPreviewOf(projected()), stateVersion: STATE_VERSION + 1 }))
    run()
    expect(preloads()).toEqual([])
    localStorage.setItem(cartPreviewKey(SITE), '{broken')
    expect(run).not.toThrow()
    saveCartPreview(SITE, projected())
    run()
    expect(preloads()).toEqual(projected().items.slice(0, 2).map((l) => l.image.src))
  })
})
