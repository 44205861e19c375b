// The cart cookie (engine/cartCookie.ts, engine/cartCookie.server.ts): the stored cart, compressed, for
// the server's render of the cart page. It reads back on the server as the copy the page showed; a
// copy too big for a cookie, a newer cart or sign-out removes what an older write left; whatever else
// the request carries (tampered, garbage, another state version) renders nothing and never throws.
// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/en-us/cart" }
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_COOKIE_MAX_BYTES, cartCookieName, deleteCartCookie, encodeCartCookie, writeCartCookie } from '../../src/engine/cartCookie'
import { decodeCartCookie } from '../../src/engine/cartCookie.server'
import { cartPreviewOf, forgetStoredCart, saveCartPreview } from '../../src/engine/cartPreview'
import { initialCartState, projectCart, type CartState } from '../../src/engine/projections/cart'
import { STATE_VERSION } from '../../src/engine/projections/engineState'
import { CartSnapshotReceived } from '../../src/engine/events/cart'
import { CACHES } from '../../src/contract/cacheNames'
import { cart, cartItem } from '../api/fixtures'

const SITE = { brand: 'summit', locale: 'en-us' }

afterEach(() => {
  deleteCartCookie(SITE)
  localStorage.clear()
  vi.unstubAllGlobals()
})

let seq = 0
/** A cart of `lines` server lines, each its own product (names, images and URLs differ as in the catalogue). */
const cartOf = (lines: number, name = (i: number) => `Ridge Shell Jacket ${i}`): CartState => {
  const items = Array.from({ length: lines }, (_, i) => ({
    ...cartItem(`SUM12345${String(i).padStart(2, '0')}-BLK-M`, 1 + (i % 3), `i${i}`),
    name: name(i),
    image: { src: `/media/products/sum12345${i}-blk-1.jpg`, alt: name(i), width: 800, height: 1000 },
    pdpUrl: `/en-us/p/ridge-shell-jacket-${i}-SUM12345${i}`,
  }))
  return projectCart(initialCartState, { seq: ++seq, stream: 'cart/summit-en-us', commandId: `c${seq}`, at: seq, v: 1, type: 'v1.CartSnapshotReceived', payload: CartSnapshotReceived.make({ cart: cart('B1', items) }) })
}

/** The cart page's cookie as the browser would send it with a request for /en-us/cart. */
const sentValue = (): string | undefined =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${cartCookieName(SITE)}=`))
    ?.slice(cartCookieName(SITE).length + 1)

/** Waits for the compression of pending cookie writes (a few event-loop turns, no clock). */
const written = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0))
}

describe('cart cookie', () => {
  it('reads back on the server as the copy the page showed, for the cart page only, kept 30 days', async () => {
    const jar: string[] = []
    const shown = cartOf(2)
    await writeCartCookie(SITE, JSON.stringify(cartPreviewOf(shown)), (c) => jar.push(c))
    expect(jar).toHaveLength(1)
    const [pair, ...attributes] = jar[0]!.split('; ')
    expect(attributes).toEqual(['Path=/en-us/cart', 'Max-Age=2592000', 'SameSite=Lax'])
    const preview = decodeCartCookie(pair!.slice(pair!.indexOf('=') + 1))
    expect(preview).toEqual(cartPreviewOf(shown))
    expect(preview!.cart.items.map((l) => [l.name, l.qty])).toEqual([
      ['Ridge Shell Jacket 0', 1],
      ['Ridge Shell Jacket 1', 2],
    ])
  })

  it('is written beside the localStorage copy, an empty cart too', async () => {
    saveCartPreview(SITE, cartOf(1))
    await written()
    expect(decodeCartCookie(sentValue())!.cart.items).toHaveLength(1)
    saveCartPreview(SITE, initialCartState)
    await written()
    expect(decodeCartCookie(sentValue())!.cart).toMatchObject({ count: 0, items: [] })
  })

  it('a write still compressing when a newer write or a deletion comes never lands', async () => {
    const jar: string[] = []
    const slow = writeCartCookie(SITE, JSON.stringify(cartPreviewOf(cartOf(3))), (c) => jar.push(c))
    deleteCartCookie(SITE, (c) => jar.push(c))
    await slow
    expect(jar).toEqual(['cart-preview-summit=; Path=/en-us/cart; Max-Age=0; SameSite=Lax'])
  })

  it('a cart too big for a cookie deletes the one an earlier cart left (the page falls back to the localStorage copy)', async () => {
    saveCartPreview(SITE, cartOf(1))
    await written()
    expect(sentValue()).toBeDefined()
    // Names that do not compress: random text.
    const huge = cartOf(30, () => crypto.randomUUID() + crypto.randomUUID())
    expect((await encodeCartCookie(JSON.stringify(cartPreviewOf(huge)))).length).toBeGreaterThan(CART_COOKIE_MAX_BYTES)
    saveCartPreview(SITE, huge)
    await written()
    expect(sentValue()).toBeUndefined()
    expect(localStorage.length).toBe(1) // the localStorage copy is still written
  })

  it('tampered, garbage, oversized or another state version: no preview, no throw', async () => {
    const good = cartPreviewOf(cartOf(1))
    const value = await encodeCartCookie(JSON.stringify(good))
    expect(decodeCartCookie(value)).not.toBeNull()
    const flipped = value.slice(0, 10) + (value[10] === 'A' ? 'B' : 'A') + value.slice(11)
    const encoded = async (preview: unknown) => encodeCartCookie(JSON.stringify(preview))
    for (const bad of [
      undefined,
      '',
      flipped,
      value.slice(0, value.length / 2),
      'not base64!',
      '%7B%22stateVersion%22%3A1%7D',
      Buffer.from(JSON.stringify(good)).toString('base64url'), // not compressed
      'A'.repeat(CART_COOKIE_MAX_BYTES + 1),
      await encoded({ ...good, stateVersion: STATE_VERSION + 1 }),
      await encoded({ ...good, cart: { ...good.cart, items: [{ ...good.cart.items[0], name: 42 }] } }),
      await encoded({ ...good, cart: { ...good.cart, server: { ...good.cart.server, totals: 'free' } } }),
      await encoded({ ...good, cart: { ...good.cart, server: { ...good.cart.server, items: [null] } } }),
      await encodeCartCookie('{"stateVersion":'),
    ]) {
      expect(() => decodeCartCookie(bad)).not.toThrow()
      expect(decodeCartCookie(bad), String(bad).slice(0, 40)).toBeNull()
    }
  })

  it('sign-out deletes it and the saved copies of the cart and the other personal pages, then writes the cleared cart', async () => {
    const saved = new Map<string, unknown>([
      ['http://localhost:3000/en-us/cart', 'cart page with lines'],
      ['http://localhost:3000/en-us/cart?from=x', 'cart page with lines'],
      ['http://localhost:3000/en-us/account', 'the account page'],
      ['http://localhost:3000/en-us/account/orders', 'the order history'],
      ['http://localhost:3000/en-us/checkout?step=billing', 'checkout'],
      ['http://localhost:3000/en-us/favourites', 'favourites'],
      ['http://localhost:3000/fr-fr/cart', 'another site'],
      ['http://localhost:3000/en-us/p/jacket-SUM1234501', 'a product page'],
    ])
    const pages = { keys: async () => [...saved.keys()].map((url) => new Request(url)), delete: async (r: Request) => saved.delete(r.url) }
    vi.stubGlobal('caches', { has: async (name: string) => name === CACHES.pages, open: async () => pages })
    saveCartPreview(SITE, cartOf(2))
    await written()
    expect(decodeCartCookie(sentValue())!.cart.items).toHaveLength(2)

    await forgetStoredCart(SITE, () => initialCartState)
    await written()
    expect(decodeCartCookie(sentValue())!.cart).toMatchObject({ count: 0, items: [] })
    expect([...saved.keys()]).toEqual(['http://localhost:3000/fr-fr/cart', 'http://localhost:3000/en-us/p/jacket-SUM1234501'])

    // Without a cart to write (the engine went away): the cookie is gone.
    await forgetStoredCart(SITE, () => null)
    await written()
    expect(sentValue()).toBeUndefined()
  })
})
