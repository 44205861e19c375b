// The checkout part of a rendered cart, kept out of cart.ts: each line's delivery (home by
// default, digital for e-gift-card products, pickup columns ready), the shipments the lines group
// into with their applicable and selected shipping methods and addresses, the billing address,
// the email, and the gift cards applied. renderCart calls `loadCheckout` before computeTotals (the
// selected methods' charge is `shippingMinor`, the applied cards' balances `paidMinor`, which
// computeTotals caps at the total) and `decorate` after it.
import type { Address, Cart, CartShipment, DeliveryType, GiftOption, PaymentInstrument, StoreInfo } from '../../src/api/schemas/cart.ts'
import type { Currency } from '../../src/site/sites.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { pricedMethods, shippingIdOf, type PricedMethod } from './delivery.ts'
import { allocate, appliedGiftCards, maskedNumber, type AppliedGiftCard } from './giftCards.ts'
import { decimal } from './present.ts'

export interface CheckoutBasket {
  readonly id: string
  readonly currency: Currency
}

interface LineRow {
  id: string
  sku: string
  qty: number
  delivery_type: 'home' | 'pickup' | 'sts' | 'pudo'
  store_id: string | null
  gift_option: GiftOption | null
  is_digital: boolean
  current_minor: number
}

export interface ShipmentInfo {
  readonly shippingId: string
  readonly deliveryType: DeliveryType
  readonly methods: ReadonlyArray<PricedMethod>
  readonly selected: PricedMethod
  readonly address: Address | undefined
  readonly storeId: string | undefined
  readonly itemIds: ReadonlyArray<string>
}

export interface CheckoutState {
  readonly lines: ReadonlyArray<{
    readonly id: string
    readonly sku: string
    readonly qty: number
    readonly deliveryType: DeliveryType
    /** The store of a pickup or ship-to-store line. */
    readonly storeId: string | null
    readonly giftOption: GiftOption | null
  }>
  readonly shipments: ReadonlyArray<ShipmentInfo>
  readonly billingAddress: Address | undefined
  readonly email: string | undefined
  readonly deviceId: string | undefined
  readonly giftCards: ReadonlyArray<AppliedGiftCard>
  /** For computeTotals. */
  readonly totalsOptions: { readonly shippingMinor: number; readonly paidMinor: number }
  /** Gift-card amounts for an order total (minor units, same order as giftCards). */
  giftCardAmounts(totalMinor: number): number[]
  /** Adds the checkout fields to a cart rendered by renderCart. */
  decorate(cart: Cart, totalMinor: number): Cart
}

export const effectiveDelivery = (row: { is_digital: boolean; delivery_type: string }): DeliveryType =>
  row.is_digital ? 'digital' : (row.delivery_type as DeliveryType)

/** Stores of pickup and ship-to-store lines, as the cart shows them. */
export const storesById = async (db: Db, ids: ReadonlyArray<string>): Promise<Map<string, StoreInfo>> => {
  if (ids.length === 0) return new Map()
  const rows = await db.query<{ id: string; name: string; address_line1: string; city: string; postal_code: string; country: string }>(
    `SELECT id, name, address_line1, city, postal_code, country FROM stores WHERE id = ANY($1::text[])`,
    [ids],
  )
  return new Map(rows.map((r) => [r.id, { storeId: r.id, name: r.name, addressLine1: r.address_line1, city: r.city, postalCode: r.postal_code, country: r.country }]))
}

export const loadCheckout = async (db: Db, basket: CheckoutBasket, site: Site): Promise<CheckoutState> => {
  const lines = await db.query<LineRow>(
    `SELECT bi.id, bi.sku, bi.qty, bi.delivery_type, bi.store_id, bi.gift_option, p.is_digital, pr.current_minor
     FROM basket_items bi JOIN variants v ON v.sku = bi.sku JOIN products p ON p.id = v.product_id
     JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
     WHERE bi.basket_id = $1 ORDER BY bi.position`,
    [basket.id, basket.currency],
  )
  const [head] = await db.query<{ email: string | null; billing_address: Address | null; device_id: string | null }>(
    `SELECT email, billing_address, device_id FROM baskets WHERE id = $1`,
    [basket.id],
  )
  const stored = await db.query<{ shipping_id: string; method_code: string | null; address: Address | null }>(
    `SELECT shipping_id, method_code, address FROM basket_shipments WHERE basket_id = $1`,
    [basket.id],
  )
  const storedById = new Map(stored.map((s) => [s.shipping_id, s]))
  const homeSubtotal = lines.filter((l) => effectiveDelivery(l) === 'home').reduce((s, l) => s + l.current_minor * l.qty, 0)

  const groups = new Map<string, { type: DeliveryType; storeId: string | undefined; itemIds: string[] }>()
  for (const line of lines) {
    const type = effectiveDelivery(line)
    const shippingId = shippingIdOf(type, line.store_id)
    const group = groups.get(shippingId) ?? { type, storeId: line.store_id ?? undefined, itemIds: [] }
    group.itemIds.push(line.id)
    groups.set(shippingId, group)
  }
  const shipments: ShipmentInfo[] = [...groups].map(([shippingId, g]) => {
    const methods = pricedMethods(g.type, basket.currency, site.language, homeSubtotal)
    const saved = storedById.get(shippingId)
    const selected = methods.find((m) => m.option.code === saved?.method_code) ?? methods[0]!
    return { shippingId, deliveryType: g.type, methods, selected, address: saved?.address ?? undefined, storeId: g.storeId, itemIds: g.itemIds }
  })
  const giftCards = await appliedGiftCards(db, basket.id)
  const stores = await storesById(db, [...new Set(lines.map((l) => l.store_id).filter((id): id is string => id !== null))])
  const shipmentOf = new Map(shipments.flatMap((s) => s.itemIds.map((id) => [id, s] as const)))
  const lineById = new Map(lines.map((l) => [l.id, l]))

  const state: CheckoutState = {
    lines: lines.map((l) => ({ id: l.id, sku: l.sku, qty: l.qty, deliveryType: effectiveDelivery(l), storeId: l.store_id, giftOption: l.gift_option })),
    shipments,
    billingAddress: head?.billing_address ?? undefined,
    email: head?.email ?? undefined,
    deviceId: head?.device_id ?? undefined,
    giftCards,
    totalsOptions: {
      shippingMinor: shipments.reduce((s, sh) => s + sh.selected.priceMinor, 0),
      paidMinor: giftCards.reduce((s, c) => s + c.balanceMinor, 0),
    },
    giftCardAmounts: (totalMinor) => allocate(giftCards, totalMinor),
    decorate: (cart, totalMinor) => {
      const amounts = allocate(giftCards, totalMinor)
      const instruments: PaymentInstrument[] = giftCards.map((c, i) => ({
        paymentInstrumentId: c.paymentInstrumentId,
        payment_method_id: 'GIFT_CARD',
        amount: decimal(amounts[i]!),
        maskedNumber: maskedNumber(c.last4),
        remainingBalance: decimal(c.balanceMinor - amounts[i]!),
      }))
      const shippingMethods: CartShipment[] = shipments.map((s) => ({
        shippingId: s.shippingId,
        deliveryType: s.deliveryType,
        code: s.selected.option.code,
        applicableShippingMethods: s.methods.map((m) => m.option),
        ...(s.address ? { address: s.address } : {}),
        ...(s.storeId ? { storeId: s.storeId } : {}),
        itemIds: [...s.itemIds],
      }))
      return {
        ...cart,
        items: cart.items.map((item) => {
          const line = lineById.get(item.id)
          const shipment = shipmentOf.get(item.id)
          if (!line || !shipment) return item
          const digital = shipment.deliveryType === 'digital'
          return {
            ...item,
            isDigitalProduct: digital,
            shippingOptions: {
              selected: shipment.deliveryType,
              available: digital ? ['digital'] : ['home', 'pickup', 'sts'],
              shippingMethod: shipment.selected.option,
              ...(line.store_id && stores.has(line.store_id) ? { storeInfo: stores.get(line.store_id)! } : {}),
            },
            ...(line.gift_option ? { giftOption: line.gift_option } : {}),
          }
        }),
        shippingMethods,
        ...(state.billingAddress ? { billingAddress: state.billingAddress } : {}),
        ...(state.email ? { email: state.email } : {}),
        payment_instruments: instruments,
      }
    },
  }
  return state
}
