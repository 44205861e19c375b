// Where the shopper is in the checkout: which shipments need an address or a collection contact,
// whether the shipping and billing steps are complete, express checkout, and the step to show
// (an asked step whose earlier steps are incomplete shows the first incomplete one). Pure.
import type { Cart, CartShipment } from '../../contract/schemas/cart'
import type { SessionState } from '../../engine/projections/session'
import { shipToCountries } from '../../contract/address'
import type { CheckoutStep } from './steps'

/** Lines going to an address (home delivery); pickup and digital lines need none. */
export const homeShipment = (cart: Cart): CartShipment | undefined => cart.shippingMethods?.find((s) => s.deliveryType === 'home')
/** Pickup, ship-to-store and collection-point shipments: their "address" is the collection contact there. */
export const storeShipments = (cart: Cart): CartShipment[] =>
  (cart.shippingMethods ?? []).filter((s) => (s.deliveryType === 'pickup' || s.deliveryType === 'sts' || s.deliveryType === 'pudo') && s.storeId)
export const storeOf = (cart: Cart, storeId: string | undefined) => cart.items.find((i) => i.shippingOptions?.storeInfo?.storeId === storeId)?.shippingOptions?.storeInfo
export const shippingDone = (cart: Cart): boolean => {
  const home = homeShipment(cart)
  const digitalOk = cart.items.every((i) => !i.isDigitalProduct || i.giftOption)
  return digitalOk && (!home || Boolean(home.address && home.code)) && storeShipments(cart).every((s) => Boolean(s.address))
}
export const billingDone = (cart: Cart): boolean => Boolean(cart.billingAddress)

/**
 * Express checkout (spec 000 section 4) for a pickup-only cart: nothing missing, it starts at the summary.
 * A signed-in shopper's express checkout is `expressChoiceOf` plus the engine's `checkout.StartExpress`.
 */
export const isExpress = (cart: Cart): boolean =>
  cart.items.length > 0 && cart.items.every((i) => i.shippingOptions?.selected === 'pickup') && shippingDone(cart) && billingDone(cart)

/**
 * Express checkout for a signed-in shopper (spec 000 section 4: a saved main card and a default
 * shipping address): the main shipping address, if this site ships to its country, and the main card
 * unless expired; only while the cart's home delivery has no address yet (an address the shopper chose
 * is never replaced).
 */
export const expressChoiceOf = (session: SessionState, cart: Cart, region: string): { readonly addressId: string; readonly paymentInstrumentId: string } | undefined => {
  if (session.status !== 'registered' || !session.profile || !session.savedCards) return undefined
  const home = homeShipment(cart)
  if (!home || home.address) return undefined
  const card = session.savedCards.find((c) => c.main && !c.expired)
  const countries: ReadonlyArray<string> = shipToCountries(region)
  const address = session.profile.addresses.find((a) => a.approachType !== 'B' && a.main && countries.includes(a.country))
  return card && address?.id ? { addressId: address.id, paymentInstrumentId: card.paymentInstrumentId } : undefined
}

/** The step to show: the asked one (or, when none is asked, summary for express and shipping otherwise), unless an earlier one is incomplete. */
export const reachableStep = (askedOrNone: CheckoutStep | undefined, cart: Cart, express = false): CheckoutStep => {
  const asked = askedOrNone ?? (express || isExpress(cart) ? 'summary' : 'shipping')
  if (asked !== 'shipping' && !shippingDone(cart)) return 'shipping'
  if (asked === 'summary' && !billingDone(cart)) return 'billing'
  return asked
}
