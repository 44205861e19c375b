// The checkout part of a rendered cart, kept out of cart.ts: each line's delivery (home by
// default, digital for e-gift-card products, pickup columns ready), the shipments the lines group
// into with their applicable and selected shipping methods and addresses, the billing address,
// the email, and the gift cards applied. renderCart calls `loadCheckout` before computeTotals (the
// selected methods' charge is `shippingMinor`, the applied cards' balances `paidMinor`, which
// computeTotals caps at the total) and `decorate` after it.
import type { Address, Cart, CartItem, CartShipment, DeliveryType, GiftOption, PaymentInstrument, StoreInfo } from '../../src/contract/schemas/cart.ts'
import type { Currency } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { pricedMethods, shippingIdOf, type PricedMethod } from './delivery.ts'
import { allocate, appliedGiftCards, maskedNumber, type AppliedGiftCard } from './giftCards.ts'
import { cartPromotions } from './cartPromotions.ts'
import { cartVoucher } from './loyaltyPoints.ts'
import { cartAthleteCredit, type AthleteCredit } from './athleteCredit.ts'
import { decimal } from './present.ts'

export interface CheckoutBasket {
  readonly id: string
  /** The owner: an athlete's basket may pay with their credit (athleteCredit.ts). */
  readonly consumer_no: string
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
  /** A free-gift line (promotions): it costs nothing. */
  bonus: boolean
  /** Warehouse (online) stock of the variant. */
  online: number
  /** Units in the line's store (pickup and ship to store). */
  in_store: number
}

/**
 * Delivery transitions (spec 000 section 4), decided from stock whenever the cart is read, so the
 * cart, prepareOrder and placement agree: a pickup line whose store no longer holds the units but
 * whose warehouse does is shipped to the store (PickupToSts); a ship-to-store line whose store now
 * holds the units is picked up (StsToPickup). Next-day delivery needs every home line to have
 * NEXT_DAY_MIN_STOCK units in the warehouse; a cart that chose it and no longer qualifies falls back
 * to standard (ShippingMethodDowngraded). Each transition is a customer notification on its lines.
 */
export const NEXT_DAY_MIN_STOCK = 5

type Notice = NonNullable<CartItem['customerNotifications']>[number]

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
  /** The loyalty voucher on the cart (points) and what it pays of an order total (it pays first). */
  readonly voucher: { readonly points: number; readonly amountMinor: number } | undefined
  rewardFor(totalMinor: number): number
  /** The athlete credit on the cart (what remains of it), paying after the voucher and before gift cards. */
  readonly athlete: AthleteCredit | undefined
  athleteFor(totalMinor: number): number
  /** Gift-card amounts for an order total, after the voucher and the athlete credit (minor units, same order as giftCards). */
  giftCardAmounts(totalMinor: number): number[]
  /** Adds the checkout fields to a cart rendered by renderCart. */
  decorate(cart: Cart, totalMinor: number): Cart
}

export const effectiveDelivery = (row: { is_digital: boolean; delivery_type: string; qty?: number; online?: number; in_store?: number }): DeliveryType => {
  if (row.is_digital) return 'digital'
  if (row.qty !== undefined && row.online !== undefined && row.in_store !== undefined) {
    if (row.delivery_type === 'pickup' && row.in_store < row.qty && row.online >= row.qty) return 'sts'
    if (row.delivery_type === 'sts' && row.in_store >= row.qty) return 'pickup'
  }
  return row.delivery_type as DeliveryType
}

const transitionOf = (row: LineRow): Notice | undefined => {
  const effective = effectiveDelivery(row)
  if (row.delivery_type === 'pickup' && effective === 'sts') return { code: 'PickupToSts', type: 'info', details: { storeId: row.store_id } }
  if (row.delivery_type === 'sts' && effective === 'pickup') return { code: 'StsToPickup', type: 'info', details: { storeId: row.store_id } }
  return undefined
}

/** Stores of pickup and ship-to-store lines, as the cart shows them. */
export const storesById = async (db: Db, ids: ReadonlyArray<string>): Promise<Map<string, StoreInfo>> => {
  if (ids.length === 0) return new Map()
  const rows = await db.query<{ id: string; name: string; address_line1: string; city: string; postal_code: string; country: string }>(
    `SELECT id, name, address_line1, city, postal_code, country FROM stores WHERE id = ANY($1::text[])`,
    [ids],
  )
  // A pudo line's "store" is a carrier's collection point.
  const points = await db.query<{ id: string; name: string; address_line1: string; city: string; postal_code: string; country: string }>(
    `SELECT id, name, address_line1, city, postal_code, country FROM collection_points WHERE id = ANY($1::text[])`,
    [ids],
  )
  return new Map(
    [...rows, ...points].map((r) => [r.id, { storeId: r.id, name: r.name, addressLine1: r.address_line1, city: r.city, postalCode: r.postal_code, country: r.country }]),
  )
}

/** The id of the athlete payment among a cart's payment instruments (one per cart). */
export const ATHLETE_INSTRUMENT_ID = 'athlete-credit'

/** A line's promotion discounts (minor units), as cartPromotions computes them. */
export type LineDiscounts = (itemId: string) => { readonly itemDiscount: number; readonly orderDiscount: number }

/**
 * The cart's delivery and payment state. `discounts` are the lines' promotion discounts when the
 * caller has evaluated the promotions already (renderCart); otherwise they are evaluated here, so the
 * free-delivery threshold is always on the home lines after promotions, as the totals count it.
 */
export const loadCheckout = async (db: Db, basket: CheckoutBasket, site: Site, discounts?: LineDiscounts): Promise<CheckoutState> => {
  const lines = await db.query<LineRow>(
    `SELECT bi.id, bi.sku, bi.qty, bi.delivery_type, bi.store_id, bi.gift_option, p.is_digital, pr.current_minor, bi.bonus, v.stock AS online,
       coalesce((SELECT si.quantity FROM store_inventory si WHERE si.store_id = bi.store_id AND si.sku = bi.sku), 0) AS in_store
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
  const discountOf = discounts ?? (await cartPromotions(db, basket, site)).discounts
  const homeSubtotal = lines
    .filter((l) => effectiveDelivery(l) === 'home' && !l.bonus)
    .reduce((s, l) => {
      const { itemDiscount, orderDiscount } = discountOf(l.id)
      return s + Math.max(0, l.current_minor * l.qty - itemDiscount - orderDiscount)
    }, 0)

  const groups = new Map<string, { type: DeliveryType; storeId: string | undefined; itemIds: string[] }>()
  for (const line of lines) {
    const type = effectiveDelivery(line)
    const shippingId = shippingIdOf(type, line.store_id)
    const group = groups.get(shippingId) ?? { type, storeId: line.store_id ?? undefined, itemIds: [] }
    group.itemIds.push(line.id)
    groups.set(shippingId, group)
  }
  const notices = new Map<string, Notice[]>()
  const notify = (itemId: string, notice: Notice) => notices.set(itemId, [...(notices.get(itemId) ?? []), notice])
  for (const line of lines) {
    const transition = transitionOf(line)
    if (transition) notify(line.id, transition)
  }
  const nextDayOk = lines.filter((l) => effectiveDelivery(l) === 'home').every((l) => l.online >= NEXT_DAY_MIN_STOCK)
  const shipments: ShipmentInfo[] = [...groups].map(([shippingId, g]) => {
    const methods = pricedMethods(g.type, basket.currency, site.language, homeSubtotal).filter((m) => nextDayOk || m.option.code !== 'next-day')
    // A store shipment keeps its collection contact when a transition moves it between pickup and ship to store.
    const other = g.storeId ? shippingIdOf(g.type === 'pickup' ? 'sts' : 'pickup', g.storeId) : undefined
    const saved = storedById.get(shippingId) ?? (other ? storedById.get(other) : undefined)
    const chosen = methods.find((m) => m.option.code === saved?.method_code)
    if (!chosen && saved?.method_code === 'next-day' && g.type === 'home')
      for (const itemId of g.itemIds) notify(itemId, { code: 'ShippingMethodDowngraded', type: 'info', details: { from: 'next-day', to: methods[0]!.option.code } })
    const selected = chosen ?? methods[0]!
    return { shippingId, deliveryType: g.type, methods, selected, address: saved?.address ?? undefined, storeId: g.storeId, itemIds: g.itemIds }
  })
  const giftCards = await appliedGiftCards(db, basket.id)
  const voucher = await cartVoucher(db, basket.id)
  const rewardFor = (totalMinor: number): number => Math.min(voucher?.amountMinor ?? 0, Math.max(0, totalMinor))
  const athlete = await cartAthleteCredit(db, basket)
  const athleteFor = (totalMinor: number): number => Math.min(athlete?.remainingMinor ?? 0, Math.max(0, totalMinor - rewardFor(totalMinor)))
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
      paidMinor: (voucher?.amountMinor ?? 0) + (athlete?.remainingMinor ?? 0) + giftCards.reduce((s, c) => s + c.balanceMinor, 0),
    },
    voucher,
    rewardFor,
    athlete,
    athleteFor,
    giftCardAmounts: (totalMinor) => allocate(giftCards, totalMinor - rewardFor(totalMinor) - athleteFor(totalMinor)),
    decorate: (cart, totalMinor) => {
      const reward = rewardFor(totalMinor)
      const athleteAmount = athleteFor(totalMinor)
      const amounts = allocate(giftCards, totalMinor - reward - athleteAmount)
      const loyalty: PaymentInstrument[] = voucher
        ? [{ paymentInstrumentId: `loyalty-${voucher.points}`, payment_method_id: 'LOYALTY_POINTS', amount: decimal(reward) }]
        : []
      const credit: PaymentInstrument[] = athlete
        ? [{ paymentInstrumentId: ATHLETE_INSTRUMENT_ID, payment_method_id: 'ATHLETES_PAYMENT', amount: decimal(athleteAmount), remainingBalance: decimal(athlete.remainingMinor - athleteAmount) }]
        : []
      const instruments: PaymentInstrument[] = [...loyalty, ...credit, ...giftCards.map((c, i): PaymentInstrument => ({
        paymentInstrumentId: c.paymentInstrumentId,
        payment_method_id: 'GIFT_CARD',
        amount: decimal(amounts[i]!),
        maskedNumber: maskedNumber(c.last4),
        remainingBalance: decimal(c.balanceMinor - amounts[i]!),
      }))]
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
        ...(voucher ? { totals: { ...cart.totals, appliedRewards: decimal(reward) } } : {}),
        items: cart.items.map((item) => {
          const line = lineById.get(item.id)
          const shipment = shipmentOf.get(item.id)
          if (!line || !shipment) return item
          const digital = shipment.deliveryType === 'digital'
          return {
            ...item,
            ...(notices.has(item.id) ? { customerNotifications: [...(item.customerNotifications ?? []), ...notices.get(item.id)!] } : {}),
            isDigitalProduct: digital,
            shippingOptions: {
              selected: shipment.deliveryType,
              available: digital ? ['digital'] : ['home', 'pickup', 'sts', 'pudo'],
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
