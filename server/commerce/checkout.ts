// Checkout calls of the cart service (spec 001 section 7 Cart), up to the order itself (orders.ts):
//   POST   /cart/v1/shippingMethod                              choose a shipment's method (SHP404)
//   GET    /cart/v1/cart/{basketId}/shippingMethod/{shippingId} a shipment's methods (SHP404)
//   POST   /cart/v2/cart/{basketId}/shippingAddress             address + email of a home shipment
//   DELETE /cart/v2/cart/{basketId}/shippingAddress             forget it
//   POST   /cart/v1/cart/{basketId}/shippingAddress/validation  check without storing
//   POST   /cart/v1/cart/{basketId}/billingAddress   DELETE …   billing address
//   GET    /cart/v1/cart/{basketId}/paymentMethods              CREDIT_CARD (brands), GIFT_CARD, KLARNA,
//                                                               ATHLETES_PAYMENT (athletes), REWARD_CODE (nothing due)
//   POST   /cart/v1/giftcard/balance                            a gift card's balance
//   POST   /cart/v1/cart/{basketId}/paymentInstruments DELETE … apply / remove a gift card or the athlete credit
//   GET    /cart/v1/paymentSession                              a Klarna session for what is left to pay
//   POST   /cart/v1/deviceFingerPrint                           the device fingerprint for placement
//   POST   /cart/v1/cart/prepareOrder                           the cart with placement flash notices
// and the gift option / delivery of a line for PUT /cart/v1/cart/{basketId}/item (cart.ts).
// Every call checks that the basket is the caller's (BSK404 otherwise, never data) and each
// mutating call runs in the router's one transaction with the basket row locked.
import { createHash } from 'node:crypto'
import type { Cart, UpdateItemRequest } from '../../src/contract/schemas/cart.ts'
import { addressErrorId, isEmail, shipToCountries, validateAddress, type AddressError, type AddressRules } from '../../src/contract/address.ts'
import { readConfig } from '../lib/config.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError, badPayload, productNotFound } from '../http/errors.ts'
import { route, type CallContext, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { createKlarnaSession } from '../payments/provider.ts'
import { requireCaptcha } from './captcha.ts'
import { findBasket, renderCart, touch, type BasketRow } from './cartModel.ts'
import { applyAthletePayment, athleteCreditOf, removeAthletePayment } from './athleteCredit.ts'
import { ATHLETE_INSTRUMENT_ID, loadCheckout } from './checkoutCart.ts'
import { findGiftCard, applyGiftCard, giftCardAttempts, maskedNumber, parseGiftCardInput } from './giftCards.ts'
import { decimal } from './present.ts'

// ---- small helpers ----------------------------------------------------------------------------

export const consumerOf = (ctx: CallContext): Consumer => {
  if (!ctx.consumer) throw new Error('checkout route without auth')
  return ctx.consumer
}

export const field = (value: unknown, name: string, max = 64): string => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) throw badPayload(`${name} is required`)
  return value
}

const param = (ctx: CallContext, name: string): string => String(ctx.params[name] ?? '')

export const toMinor = (amount: number): number => Math.round(amount * 100)

/** The error a refused address is answered with: its catalogue code, the first field and rule, all fields. */
export const addressError = (errors: ReadonlyArray<AddressError>, kind: AddressRules['kind']): ApiError => {
  const first = errors[0]!
  return new ApiError(400, addressErrorId(errors, kind), `The ${kind} address is not valid (${first.field}: ${first.code})`, {
    field: first.field,
    rule: first.code,
    fields: errors.map((e) => `${e.field}:${e.code}`).join(','),
  })
}

export const shippingRules = (site: Site): AddressRules => ({ kind: 'shipping', shipTo: shipToCountries(site.region), homeDelivery: true })
export const BILLING_RULES: AddressRules = { kind: 'billing' }

const reply = async (db: Db, basket: BasketRow, site: Site): Promise<Reply> => ({ body: await renderCart(db, await touch(db, basket), site) })

// ---- shipping methods -------------------------------------------------------------------------

const setShippingMethod = async (ctx: SpecContext<'cartSetShippingMethod'>): Promise<Reply> => {
  const site = ctx.site()
  const body = ctx.body
  const cartId = field(body.cartId, 'cartId')
  const code = field(body.code, 'code')
  const shippingId = field(body.shippingId, 'shippingId')
  const basket = await findBasket(ctx.db, cartId, consumerOf(ctx), site, true)
  const state = await loadCheckout(ctx.db, basket, site)
  const shipment = state.shipments.find((s) => s.shippingId === shippingId)
  if (!shipment || !shipment.methods.some((m) => m.option.code === code))
    throw new ApiError(400, 'SHP404', `Shipping method ${code} is not available for ${shippingId}`, { shippingId, code })
  await ctx.db.query(
    `INSERT INTO basket_shipments (basket_id, shipping_id, method_code) VALUES ($1, $2, $3)
     ON CONFLICT (basket_id, shipping_id) DO UPDATE SET method_code = EXCLUDED.method_code`,
    [basket.id, shippingId, code],
  )
  return reply(ctx.db, basket, site)
}

const shippingMethods = async (ctx: SpecContext<'cartShippingMethod'>): Promise<Reply> => {
  const site = ctx.site()
  const basket = await findBasket(ctx.db, param(ctx, 'basketId'), consumerOf(ctx), site, false)
  const state = await loadCheckout(ctx.db, basket, site)
  const shippingId = param(ctx, 'shippingId')
  const shipment = state.shipments.find((s) => s.shippingId === shippingId)
  if (!shipment) throw new ApiError(404, 'SHP404', `The cart has no shipment ${shippingId}`, { shippingId })
  return { body: { shippingId, deliveryType: shipment.deliveryType, applicableShippingMethods: shipment.methods.map((m) => m.option) } }
}

// ---- addresses ----------------------------------------------------------------------------------

const addShippingAddress = async (ctx: SpecContext<'cartAddShippingAddress'>): Promise<Reply> => {
  const site = ctx.site()
  const body = ctx.body
  if (readConfig().shippingAddressCaptcha) requireCaptcha(body.recaptcha_response)
  const shippingId = field(body.shippingId, 'shippingId')
  if (typeof body.address !== 'object' || body.address === null) throw badPayload('address is required')
  const basket = await findBasket(ctx.db, param(ctx, 'basketId'), consumerOf(ctx), site, true)
  const state = await loadCheckout(ctx.db, basket, site)
  const shipment = state.shipments.find((s) => s.shippingId === shippingId)
  if (!shipment) throw new ApiError(400, 'SHP404', `The cart has no shipment ${shippingId}`, { shippingId })
  if (shipment.deliveryType !== 'home' && !((shipment.deliveryType === 'pickup' || shipment.deliveryType === 'sts' || shipment.deliveryType === 'pudo') && shipment.storeId))
    throw badPayload(`Shipment ${shippingId} (${shipment.deliveryType}) takes no shipping address`)
  // A pickup or ship-to-store shipment's "address" is its collection contact at the store: the
  // store's own address with the contact's name and phone (docs/decisions/0013).
  const [atStore] =
    shipment.deliveryType === 'home'
      ? []
      : await ctx.db.query<{ address_line1: string; city: string; postal_code: string; country: string; state_region: string | null }>(
          shipment.deliveryType === 'pudo'
            ? `SELECT cp.address_line1, cp.city, cp.postal_code, cp.country,
                 (SELECT s.state_region FROM stores s WHERE s.city = cp.city AND s.country = cp.country LIMIT 1) AS state_region
               FROM collection_points cp WHERE cp.id = $1`
            : `SELECT address_line1, city, postal_code, country, state_region FROM stores WHERE id = $1`,
          [shipment.storeId],
        )
  if (shipment.deliveryType !== 'home' && !atStore) throw new ApiError(400, 'SHP404', `Store ${shipment.storeId} is not known`, { shippingId })
  const input = body.address
  const address = atStore
    ? {
        recipientFirstName: input.recipientFirstName,
        recipientLastName: input.recipientLastName,
        recipientContactPhone: input.recipientContactPhone,
        addressLine1: atStore.address_line1,
        city: atStore.city,
        postalCode: atStore.postal_code,
        country: atStore.country,
        ...(atStore.state_region ? { stateCityProvDept: atStore.state_region } : {}),
      }
    : input
  const check = validateAddress(address, atStore ? { kind: 'billing' } : shippingRules(site))
  if (!check.valid) throw addressError(check.errors, 'shipping')
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  if (!isEmail(email)) throw new ApiError(400, 'ORD400', 'The email address is not valid', { field: 'email' })
  await ctx.db.query(
    `INSERT INTO basket_shipments (basket_id, shipping_id, address) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (basket_id, shipping_id) DO UPDATE SET address = EXCLUDED.address`,
    [basket.id, shippingId, JSON.stringify({ ...check.normalized, approachType: 'S' })],
  )
  await ctx.db.query(`UPDATE baskets SET email = $2 WHERE id = $1`, [basket.id, email])
  return reply(ctx.db, basket, site)
}

const removeShippingAddress = async (ctx: SpecContext<'cartRemoveShippingAddress'>): Promise<Reply> => {
  const site = ctx.site()
  const shippingId = field(ctx.body.shippingId, 'shippingId')
  const basket = await findBasket(ctx.db, param(ctx, 'basketId'), consumerOf(ctx), site, true)
  await ctx.db.query(`UPDATE basket_shipments SET address = NULL WHERE basket_id = $1 AND shipping_id = $2`, [basket.id, shippingId])
  return reply(ctx.db, basket, site)
}

const validateShippingAddress = async (ctx: SpecContext<'cartValidateShippingAddress'>): Promise<Reply> => {
  const site = ctx.site()
  const body = ctx.body
  if (typeof body.address !== 'object' || body.address === null) throw badPayload('address is required')
  await findBasket(ctx.db, param(ctx, 'basketId'), consumerOf(ctx), site, false)
  const check = validateAddress(body.address, shippingRules(site))
  return { body: { valid: check.valid, ...(check.normalized ? { normalized: { ...check.normalized, approachType: 'S' } } : {}), errors: check.errors } }
}

const addBillingAddress = async (ctx: SpecContext<'cartAddBillingAddress'>): Promise<Reply> => {
  const site = ctx.site()
  const body = ctx.body
  if (typeof body.address !== 'object' || body.address === null) throw new ApiError(400, 'BIL400', 'The billing address is missing')
  const basket = await findBasket(ctx.db, param(ctx, 'basketId'), consumerOf(ctx), site, true)
  const check = validateAddress(body.address, BILLING_RULES)
  if (!check.valid) throw addressError(check.errors, 'billing')
  await ctx.db.query(`UPDATE baskets SET billing_address = $2::jsonb WHERE id = $1`, [basket.id, JSON.stringify({ ...check.normalized, approachType: 'B' })])
  return reply(ctx.db, basket, site)
}

const removeBillingAddress = async (ctx: SpecContext<'cartRemoveBillingAddress'>): Promise<Reply> => {
  const site = ctx.site()
  const basket = await findBasket(ctx.db, param(ctx, 'basketId'), consumerOf(ctx), site, true)
  await ctx.db.query(`UPDATE baskets SET billing_address = NULL WHERE id = $1`, [basket.id])
  return reply(ctx.db, basket, site)
}

// ---- item options (PUT /cart/v1/cart/{basketId}/item) -------------------------------------------

export const hasItemOptions = (body: ItemOptions): boolean => body.giftOption !== undefined || body.action !== undefined

/** What PUT …/item may change besides the quantity. */
export type ItemOptions = Pick<UpdateItemRequest, 'giftOption' | 'action' | 'favStoreId'>

/**
 * A digital line's gift option, or a line's delivery: home; pickup at a store of the site's country
 * holding the line's units (else INV701); ship to such a store when the warehouse has them (else
 * INV700). A collection point (pudo) is not offered by the reference shop. Caller holds the basket lock.
 */
export const applyItemOptions = async (tx: Db, itemId: string, options: ItemOptions, site: Site): Promise<void> => {
  if (options.giftOption !== undefined) {
    const [line] = await tx.query<{ is_digital: boolean }>(
      `SELECT p.is_digital FROM basket_items bi JOIN variants v ON v.sku = bi.sku JOIN products p ON p.id = v.product_id WHERE bi.id = $1`,
      [itemId],
    )
    if (!line) throw productNotFound(`Cart item ${itemId}`)
    if (!line.is_digital) throw badPayload('giftOption is only for digital items (e-gift cards)')
    const gift = options.giftOption
    const email = gift.email.trim()
    if (!isEmail(email)) throw new ApiError(400, 'ORD400', "The recipient's email address is not valid", { field: 'giftOption.email' })
    const to = gift.to.trim()
    if (to === '' || to.length > 100) throw badPayload("giftOption.to (the recipient's name) is required, at most 100 characters")
    if (gift.message.length > 300) throw badPayload('giftOption.message must be a text of at most 300 characters')
    await tx.query(`UPDATE basket_items SET gift_option = $2::jsonb WHERE id = $1`, [itemId, JSON.stringify({ email, to, message: gift.message.trim() })])
  }
  if (options.action === undefined) return
  if (options.action === 'home') {
    await tx.query(`UPDATE basket_items SET delivery_type = 'home', store_id = NULL WHERE id = $1`, [itemId])
    return
  }
  if (options.action !== 'pickup' && options.action !== 'sts' && options.action !== 'pudo') throw badPayload(`Delivery ${String(options.action)} is not offered; home, pickup, sts or pudo`)
  if (typeof options.favStoreId !== 'string' || options.favStoreId === '') throw badPayload('favStoreId (the store or collection point) is required for pickup, ship to store and pudo')
  if (options.action === 'pudo') {
    const [line] = await tx.query<{ qty: number; is_digital: boolean; online: number; point_ok: boolean }>(
      `SELECT bi.qty, p.is_digital, v.stock AS online, EXISTS (SELECT 1 FROM collection_points cp WHERE cp.id = $2 AND cp.country = $3) AS point_ok
       FROM basket_items bi JOIN variants v ON v.sku = bi.sku JOIN products p ON p.id = v.product_id WHERE bi.id = $1`,
      [itemId, options.favStoreId, site.region],
    )
    if (!line) throw productNotFound(`Cart item ${itemId}`)
    if (line.is_digital) throw badPayload('A digital item is sent by email; it cannot go to a collection point')
    if (!line.point_ok) throw new ApiError(400, 'SHP404', `Collection point ${options.favStoreId} is not served on this site`, { storeId: options.favStoreId })
    if (line.online < line.qty) throw new ApiError(400, 'INV700', 'The item cannot be sent to a collection point', { availableQty: line.online })
    await tx.query(`UPDATE basket_items SET delivery_type = 'pudo', store_id = $2 WHERE id = $1`, [itemId, options.favStoreId])
    return
  }
  const [line] = await tx.query<{ sku: string; qty: number; is_digital: boolean; online: number; in_store: number | null; store_ok: boolean }>(
    `SELECT bi.sku, bi.qty, p.is_digital, v.stock AS online,
       (SELECT si.quantity FROM store_inventory si WHERE si.store_id = $2 AND si.sku = bi.sku) AS in_store,
       EXISTS (SELECT 1 FROM stores s WHERE s.id = $2 AND s.brand = $3 AND s.country = $4) AS store_ok
     FROM basket_items bi JOIN variants v ON v.sku = bi.sku JOIN products p ON p.id = v.product_id WHERE bi.id = $1`,
    [itemId, options.favStoreId, site.brand, site.region],
  )
  if (!line) throw productNotFound(`Cart item ${itemId}`)
  if (line.is_digital) throw badPayload('A digital item is sent by email; it cannot be picked up')
  if (!line.store_ok) throw new ApiError(400, 'SHP404', `Store ${options.favStoreId} does not offer pickup on this site`, { storeId: options.favStoreId })
  if (options.action === 'pickup' && (line.in_store ?? 0) < line.qty)
    throw new ApiError(400, 'INV701', 'The store does not hold this quantity', { storeId: options.favStoreId, availableQty: line.in_store ?? 0 })
  if (options.action === 'sts' && line.online < line.qty) throw new ApiError(400, 'INV700', 'The item cannot be shipped to the store', { availableQty: line.online })
  await tx.query(`UPDATE basket_items SET delivery_type = $2, store_id = $3 WHERE id = $1`, [itemId, options.action, options.favStoreId])
}

// ---- payments ---------------------------------------------------------------------------------

/** Card brands accepted per region; Klarna is offered everywhere but Canada (docs/decisions/0011). */
const CARD_BRANDS: Record<string, ReadonlyArray<string>> = {
  US: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'],
  CA: ['VISA', 'MASTERCARD', 'AMEX'],
  GB: ['VISA', 'MASTERCARD', 'AMEX'],
  FR: ['VISA', 'MASTERCARD', 'AMEX'],
  DE: ['VISA', 'MASTERCARD', 'AMEX'],
}
export const cardBrandsFor = (site: Site): ReadonlyArray<string> => CARD_BRANDS[site.region] ?? ['VISA', 'MASTERCARD']
export const klarnaOffered = (site: Site): boolean => site.region !== 'CA'

/**
 * The methods the cart may pay with. An athlete with credit left also has ATHLETES_PAYMENT; the
 * rewards payment (REWARD_CODE) is offered only while nothing is left to pay (spec 000 section 6,
 * docs/decisions/0030), to a signed-in shopper.
 */
const paymentMethods = async (ctx: SpecContext<'cartPaymentMethods'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const basket = await findBasket(ctx.db, param(ctx, 'basketId'), consumer, site, false)
  const credit = await athleteCreditOf(ctx.db, consumer.consumerNo)
  const cart = await renderCart(ctx.db, basket, site)
  const nothingDue = cart.items.length > 0 && toMinor(cart.totals.remainingToPay) === 0
  return {
    body: {
      paymentMethods: [
        { id: 'CREDIT_CARD', cards: [...cardBrandsFor(site)] },
        { id: 'GIFT_CARD' },
        ...(klarnaOffered(site) ? [{ id: 'KLARNA' }] : []),
        ...(credit && credit.remainingMinor > 0 ? [{ id: 'ATHLETES_PAYMENT' }] : []),
        ...(nothingDue && consumer.tokenType === 'Registered' ? [{ id: 'REWARD_CODE' }] : []),
      ],
    },
  }
}

const giftCardBalance = async (ctx: SpecContext<'giftCardBalance'>): Promise<Reply> => {
  const site = ctx.site()
  const { number, pin } = parseGiftCardInput(ctx.body)
  const card = await findGiftCard(ctx.db, number, pin, site.currency)
  return {
    body: { maskedNumber: maskedNumber(card.last4), balance: decimal(card.balance_minor), currency: card.currency, ...(card.expires_on ? { expiresOn: card.expires_on } : {}) },
  }
}

const addPaymentInstrument = async (ctx: SpecContext<'cartAddPaymentInstrument'>): Promise<Reply> => {
  const site = ctx.site()
  const body = ctx.body
  if (body.payment_method_id === 'ATHLETES_PAYMENT') {
    // An athlete's credit (athleteCredit.ts): PAY400 for anyone else; what it pays is computed with the cart.
    const basket = await findBasket(ctx.db, param(ctx, 'basketId'), consumerOf(ctx), site, true)
    await applyAthletePayment(ctx.db, basket)
    return reply(ctx.db, basket, site)
  }
  if (body.payment_method_id !== 'GIFT_CARD')
    throw badPayload('Only GIFT_CARD and ATHLETES_PAYMENT instruments are added to the cart; cards and Klarna are given when the order is placed')
  const { number, pin } = parseGiftCardInput(body.giftCard)
  const basket = await findBasket(ctx.db, param(ctx, 'basketId'), consumerOf(ctx), site, true)
  const card = await findGiftCard(ctx.db, number, pin, site.currency)
  const cart = await renderCart(ctx.db, basket, site)
  await applyGiftCard(ctx.db, basket.id, card, toMinor(cart.totals.remainingToPay))
  return reply(ctx.db, basket, site)
}

const removePaymentInstrument = async (ctx: SpecContext<'cartRemovePaymentInstrument'>): Promise<Reply> => {
  const site = ctx.site()
  const id = field(ctx.body.paymentInstrumentId, 'paymentInstrumentId')
  const basket = await findBasket(ctx.db, param(ctx, 'basketId'), consumerOf(ctx), site, true)
  if (id === ATHLETE_INSTRUMENT_ID) {
    if (!(await removeAthletePayment(ctx.db, basket.id))) throw new ApiError(404, 'PYT404', 'Payment instrument not found')
    return reply(ctx.db, basket, site)
  }
  const removed = await ctx.db.query(`DELETE FROM basket_payments WHERE id = $1 AND basket_id = $2 RETURNING id`, [id, basket.id])
  if (removed.length === 0) throw new ApiError(404, 'PYT404', 'Payment instrument not found')
  return reply(ctx.db, basket, site)
}

const paymentSession = async (ctx: SpecContext<'paymentSession'>): Promise<Reply> => {
  const site = ctx.site()
  if (ctx.query.get('paymentMethodId') !== 'KLARNA') throw badPayload('paymentMethodId must be KLARNA')
  const basketId = field(ctx.query.get('basketId') ?? undefined, 'basketId')
  const consumer = consumerOf(ctx)
  const basket = await findBasket(ctx.db, basketId, consumer, site, false)
  if (!klarnaOffered(site)) throw new ApiError(400, 'PAY400', 'Klarna is not offered on this site')
  const cart = await renderCart(ctx.db, basket, site)
  const amountMinor = toMinor(cart.totals.remainingToPay)
  if (cart.items.length === 0 || amountMinor <= 0) throw new ApiError(400, 'PAY400', 'Nothing is left to pay with Klarna')
  const session = await createKlarnaSession(ctx.db, { basketId: basket.id, consumerNo: consumer.consumerNo, amountMinor, currency: basket.currency })
  return { body: { ...session, amount: decimal(amountMinor), currency: basket.currency } }
}

const deviceFingerprint = async (ctx: SpecContext<'deviceFingerprint'>): Promise<Reply> => {
  const site = ctx.site()
  const body = ctx.body
  const fingerprint = field(body.fingerprint, 'fingerprint', 4000)
  const basket = await findBasket(ctx.db, field(body.basketId, 'basketId'), consumerOf(ctx), site, true)
  const deviceId = `dv_${createHash('sha256').update(fingerprint).digest('hex').slice(0, 24)}`
  await ctx.db.query(`UPDATE baskets SET device_id = $2 WHERE id = $1`, [basket.id, deviceId])
  return { body: { deviceId } }
}

// ---- prepare order ------------------------------------------------------------------------------

/** Placement notices beyond the cart's stock flashes: addresses missing or no longer valid, gift options missing. */
export const placementNotices = async (db: Db, basket: BasketRow, site: Site): Promise<Cart['flash']> => {
  const state = await loadCheckout(db, basket, site)
  const notices: Array<Cart['flash'][number]> = []
  for (const shipment of state.shipments) {
    if (shipment.deliveryType !== 'home') continue
    if (!shipment.address) {
      notices.push({ code: 'InvalidShippingAddress', type: 'error', details: { shippingId: shipment.shippingId, reason: 'missing' } })
      continue
    }
    const check = validateAddress(shipment.address, shippingRules(site))
    if (!check.valid)
      notices.push({
        code: 'InvalidShippingAddress',
        type: 'error',
        details: { shippingId: shipment.shippingId, reason: 'invalid', errorId: addressErrorId(check.errors, 'shipping'), errors: check.errors },
      })
  }
  for (const line of state.lines)
    if (line.deliveryType === 'digital' && !line.giftOption) notices.push({ code: 'GiftOptionMissing', type: 'error', details: { itemId: line.id } })
  return notices
}

const prepareOrder = async (ctx: SpecContext<'prepareOrder'>): Promise<Reply> => {
  const site = ctx.site()
  const basket = await findBasket(ctx.db, field(ctx.body.basketId, 'basketId'), consumerOf(ctx), site, true)
  // The gift-card split placement will charge is the one this answer shows (orders.ts).
  await ctx.db.query(
    `UPDATE basket_payments bp SET balance_seen_minor = g.balance_minor FROM gift_cards g WHERE g.id = bp.gift_card_id AND bp.basket_id = $1`,
    [basket.id],
  )
  const cart = await renderCart(ctx.db, basket, site)
  if (cart.items.length === 0) throw new ApiError(400, 'ORD404', 'The cart is empty')
  return { body: { ...cart, flash: [...cart.flash, ...(await placementNotices(ctx.db, basket, site))] } }
}

export const checkoutRoutes: ReadonlyArray<RouteDef> = [
  route('cartSetShippingMethod', { handler: setShippingMethod }),
  route('cartShippingMethod', { handler: shippingMethods }),
  route('cartAddShippingAddress', { handler: addShippingAddress }),
  route('cartRemoveShippingAddress', { handler: removeShippingAddress }),
  route('cartValidateShippingAddress', { handler: validateShippingAddress }),
  route('cartAddBillingAddress', { handler: addBillingAddress }),
  route('cartRemoveBillingAddress', { handler: removeBillingAddress }),
  route('cartPaymentMethods', { handler: paymentMethods }),
  // Each check of a PIN is an attempt of the gift cards' guessing limit (giftCards.ts).
  route('giftCardBalance', { handler: giftCardBalance, attempts: giftCardAttempts((body) => body) }),
  route('cartAddPaymentInstrument', { handler: addPaymentInstrument, attempts: giftCardAttempts((body) => body.giftCard) }),
  route('cartRemovePaymentInstrument', { handler: removePaymentInstrument }),
  route('paymentSession', { handler: paymentSession }),
  route('deviceFingerprint', { handler: deviceFingerprint }),
  route('prepareOrder', { handler: prepareOrder }),
]
