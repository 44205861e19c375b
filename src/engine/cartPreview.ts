// The stored cart: a copy of the engine's cart slice in localStorage, per site, that the page shows
// from its first render after hydration until the engine has read its log (docs/decisions/0014).
// The engine lives in IndexedDB and loads after hydration (Effect, the log, the projections: a few
// hundred milliseconds on a phone); without the copy the cart page said "Your cart is empty." and the
// mini cart 0 until then. The copy is written from the engine's state whenever its cart changes
// (keepCartPreview), so it is what the engine will show once loaded. Commands sent while it is shown
// wait for the engine, which decides them against its own state, as any command sent before the
// engine has read its log. It carries the slice's STATE_VERSION: a copy of another version, or
// anything unreadable, is not shown (the engine's state follows a moment later), never migrated.
// The same copy goes to a cookie sent with the cart page's requests, so the server renders it
// (./cartCookie.ts, docs/decisions/0016); sign-out forgets both (forgetStoredCart).
import type { Engine } from './Engine'
import type { CartState } from './projections/cart'
import { STATE_VERSION, initialCartState } from './projections/initial'
import { forgetCartCookie, writeCartCookie } from './cartCookie'

/** Counted by hasEngineState (engine/react.tsx) like every `summit-engine.` key. */
export const CART_PREVIEW_PREFIX = 'summit-engine.cartPreview.'

export interface PreviewSite {
  readonly brand: string
  readonly locale: string
}

/** The parts of the cart slice the pages show; not the pending operations, the last error or the saved-for-later list. */
export type StoredCart = Pick<CartState, 'basketId' | 'server' | 'items' | 'totals' | 'currency' | 'count' | 'flash'>

export interface StoredCartPreview {
  readonly stateVersion: number
  readonly cart: StoredCart
}

export const cartPreviewKey = (site: PreviewSite): string => `${CART_PREVIEW_PREFIX}${site.brand}-${site.locale}`

/**
 * The server cart without the shopper's personal data (addresses, collection contacts, e-mail, an
 * e-gift card's recipient and message): the cart page does not show them, and neither localStorage
 * nor a cookie is where they should sit (the engine's log keeps them until sign-out).
 */
const withoutPersonalData = (server: CartState['server']): CartState['server'] => {
  if (!server) return server
  const { billingAddress: _billing, email: _email, ...rest } = server
  const items = rest.items.map(({ giftOption: _gift, ...item }) => item)
  return rest.shippingMethods ? { ...rest, items, shippingMethods: rest.shippingMethods.map(({ address: _address, ...shipment }) => shipment) } : { ...rest, items }
}

export const cartPreviewOf = (cart: CartState): StoredCartPreview => ({
  stateVersion: STATE_VERSION,
  cart: { basketId: cart.basketId, server: withoutPersonalData(cart.server), items: cart.items, totals: cart.totals, currency: cart.currency, count: cart.count, flash: cart.flash },
})

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isNullOr = <T>(value: unknown, is: (v: unknown) => v is T): value is T | null => value === null || is(value)

/** Every field of a line the cart page and the mini cart render (the cookie copy is the shopper's input). */
const isLine = (value: unknown): boolean =>
  isRecord(value) &&
  isString(value['key']) &&
  isNullOr(value['itemId'], isString) &&
  isString(value['name']) &&
  isString(value['colourName']) &&
  isString(value['size']) &&
  isRecord(value['image']) &&
  isString(value['image']['src']) &&
  isString(value['image']['alt']) &&
  isNumber(value['qty']) &&
  isNumber(value['unitPrice']) &&
  isNumber(value['rowTotal']) &&
  isNullOr(value['maxQty'], isNumber) &&
  isNullOr(value['originalUnitPrice'], isNumber) &&
  isNullOr(value['pdpUrl'], isString) &&
  isNullOr(value['pending'], isString) &&
  typeof value['bonus'] === 'boolean' &&
  Array.isArray(value['labels']) &&
  value['labels'].every(isString)

const isServerCart = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && isString(value['id']) && Array.isArray(value['items']) && isRecord(value['totals']) && Array.isArray(value['flash'])

/**
 * The stored copy read back (from localStorage, or on the server from the cart page's cookie), or
 * null when there is none, it is of another state version, or it does not read. Written by this
 * build's engine from decoded state; the check covers what the pages render of the lines, and the
 * server additionally decodes the server cart with its schema (./cartCookie.server.ts).
 */
export const parseCartPreview = (raw: string | null): StoredCartPreview | null => {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value) || value['stateVersion'] !== STATE_VERSION || !isRecord(value['cart'])) return null
    const cart = value['cart']
    const items = cart['items']
    if (!Array.isArray(items) || !items.every(isLine) || !isNumber(cart['count'])) return null
    if (!isNullOr(cart['server'], isServerCart) || !isNullOr(cart['basketId'], isString) || !isNullOr(cart['currency'], isString)) return null
    if (!isNullOr(cart['totals'], isRecord) || !Array.isArray(cart['flash'])) return null
    return value as unknown as StoredCartPreview
  } catch {
    return null
  }
}

/** The cart slice shown from a stored copy. */
export const previewCartState = (preview: StoredCartPreview): CartState => ({ ...initialCartState, ...preview.cart })

export const readCartPreview = (site: PreviewSite): StoredCartPreview | null => {
  try {
    return parseCartPreview(globalThis.localStorage?.getItem(cartPreviewKey(site)) ?? null)
  } catch {
    return null
  }
}

/** Writes the copy to localStorage and, for the server's render of the cart page, to its cookie (./cartCookie.ts). */
export const saveCartPreview = (site: PreviewSite, cart: CartState): void => {
  const json = JSON.stringify(cartPreviewOf(cart))
  try {
    globalThis.localStorage?.setItem(cartPreviewKey(site), json)
  } catch {
    // Storage full or refused: the next page shows the engine's state a moment later, as before.
  }
  void writeCartCookie(site, json)
}

/**
 * The cart page's inline head script: while the page loads, it preloads the images of the stored
 * copy's first lines (the page's largest element), so they are in the cache when the lines render
 * after hydration instead of being requested only then. Reads nothing but the copy; a missing or
 * unreadable copy, or one of another state version, preloads nothing.
 */
export const storedImagesPreloadScript = (site: PreviewSite): string =>
  `try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(cartPreviewKey(site))})||"null");` +
  `if(p&&p.stateVersion===${STATE_VERSION})p.cart.items.slice(0,2).forEach(function(l,i){` +
  `var k=document.createElement("link");k.rel="preload";k.as="image";k.href=l.image.src;if(!i)k.fetchPriority="high";document.head.appendChild(k)})}catch(e){}`

/**
 * Sign-out (the engine's onPersonalDataForgotten): the cart cookie and the saved cart pages go, then
 * both copies are written again from the cart now (which the sign-out cleared), so the next cart page
 * renders it from its first paint again. Never rejects.
 */
export const forgetStoredCart = async (site: PreviewSite, cartNow: () => CartState | null): Promise<void> => {
  await forgetCartCookie(site)
  const cart = cartNow()
  if (cart) saveCartPreview(site, cart)
}

/** Keeps the site's copy equal to the engine's cart once the engine has read its log; returns the unsubscribe. */
export const keepCartPreview = (engine: Pick<Engine, 'loaded' | 'getState' | 'subscribe'>, site: PreviewSite): (() => void) => {
  let stopped = false
  let unsubscribe = () => {}
  let saved: CartState | null = null
  const save = () => {
    const cart = engine.getState().cart
    if (cart === saved) return
    saved = cart
    saveCartPreview(site, cart)
  }
  // Not before: until then the engine's state is the empty initial one, not this device's cart.
  void engine.loaded.then(() => {
    if (stopped) return
    save()
    unsubscribe = engine.subscribe(save)
  })
  return () => {
    stopped = true
    unsubscribe()
  }
}
