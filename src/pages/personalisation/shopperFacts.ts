// The shopper as the decide call describes them, from the engine's projections (read by the layout
// through the engine's React bindings): the customer id of a signed-in shopper, the cart's lines and
// totals once the cart is known, and the order a confirmation page shows when it was placed from this
// device. Pure; loaded with the personalisation runtime, not with the page.
import type { CartFacts, ShopperFacts } from '../../blocks/personalisation/events'
import type { DecisionLine } from '../../contract/schemas/personalisation'
import type { CartState } from '../../engine/projections/cart'
import type { EngineState } from '../../engine/projections/engineState'

const amount = (value: number): string => (Math.round(value * 100) / 100).toFixed(2)

const cartFactsOf = (cart: CartState, currency: string): CartFacts => {
  const lines = cart.items.filter((line) => line.pending !== 'remove')
  const lineTotal = lines.reduce((sum, line) => sum + line.rowTotal, 0)
  return {
    lines: lines.map((line): DecisionLine => ({ pid: line.masterId, sku: line.sku, quantity: line.qty, value: amount(line.rowTotal), currency: cart.currency ?? currency })),
    itemTotal: cart.totals?.itemTotal ?? lineTotal,
    discount: cart.totals?.totalDiscount ?? 0,
    total: cart.totals?.total ?? lineTotal,
  }
}

/** The shopper's facts for the decide call; the cart only once it is known (`cartKnown`). */
export const shopperFactsOf = (state: Pick<EngineState, 'session' | 'cart' | 'checkout'>, cartKnown: boolean, currency: string, orderNumber: string | undefined): ShopperFacts => {
  const { session, cart, checkout } = state
  const order = orderNumber ? checkout.orders[orderNumber] : undefined
  return {
    ...(session.status === 'registered' && session.consumerNo ? { customerId: session.consumerNo } : {}),
    cart: cartKnown ? cartFactsOf(cart, currency) : null,
    ...(order
      ? {
          purchase: {
            orderNumber: order.orderNumber,
            lines: order.items.map((item) => ({ pid: item.masterId, sku: item.productId, quantity: item.qty, value: amount(item.price.rowTotal), currency: order.currency })),
          },
        }
      : {}),
  }
}
