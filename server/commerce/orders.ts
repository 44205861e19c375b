// Orders: place (PUT /cart/v2/checkout/order), finish 3-D Secure (PATCH
// /cart/v2/checkout/order/{orderNumber}) and read (GET /consumers-v3/consumer/purchase/{orderId}).
// Placing runs in the router's one transaction: the basket row is locked, the lines' variants are
// locked (SELECT … FOR UPDATE, in sku order) and their stock re-checked, then decremented; applied
// gift cards are debited with a conditional UPDATE (two orders never spend one balance); the card
// token is used once and authorised by the simulated provider; the order row, its lines and its
// gift-card debits are written and the basket is consumed. A registered shopper may pay with a
// saved card instead of a token (savedCards.ts); its test scenario plays exactly as a token's. Any
// refusal throws, so the transaction rolls back and nothing is written:
//   409 BSK409  the cart is no longer the version the shopper reviewed (`cartVersion`, ours:
//               docs/decisions/0021); params.version is the cart's version now
//   409 ORD430  a line is short of stock; params.flash is a JSON array of the cart flash notices
//               (ProductLineItemInventoryMissing with missingQty, ProductLineItemFullInventoryMissing)
//   400 ORD404  empty cart;  400 CHK380/SHP410/SHP500/PAY401 shipping address missing or invalid
//   400 ORD400  no email, or a digital line without its gift option (params.itemId)
//   400 BIL400  no billing address;  BILL410 billing phone empty;  CHK320 billing address invalid
//   402 PYT400  a gift card's part differs from the one shown when it was applied or at the last
//               prepareOrder (another order spent it), or its conditional debit finds too little,
//               or nothing pays the remainder;  400 GFC812 an applied gift card expired
//   400 PYT404  card token missing, unknown, used or expired; a saved card (additionalData
//               .paymentInstrumentId instead of a token) that is not the caller's
//   400 FE309   the saved card has expired
//   402 PAY400  card declined or brand not accepted; Klarna session not approved (or for another amount)
// A card that asks for 3-D Secure gives an order PENDING_AUTHENTICATION whose flash holds
// PaymentNotAuthorized with details.challengeUrl (and challengeId); stock and gift cards stay held
// until the PATCH: transStatus Y confirmed by the provider's challenge → PLACED; anything else →
// FAILED, stock and gift-card debits given back. Both answers carry a fresh empty cart, as does a
// PLACED placement. Another consumer's order is 404 ORD409.
import { inStoreSalesOf } from './agentSession.ts'
import { publishChange } from '../lib/changes.ts'
import { randomInt } from 'node:crypto'
import type { Address, Cart } from '../../src/contract/schemas/cart.ts'
import type { Order, OrderResponse } from '../../src/contract/schemas/checkout.ts'
import { validateAddress } from '../../src/contract/address.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError, badPayload } from '../http/errors.ts'
import { route, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { challengeResult, createChallenge, useCardToken, useKlarnaSession } from '../payments/provider.ts'
import { createBasket, findBasket, renderCart, type BasketRow } from './cartModel.ts'
import { BILLING_RULES, addressError, cardBrandsFor, consumerOf, field, klarnaOffered, shippingRules, toMinor } from './checkout.ts'
import { cartPromotions, redeemCoupons } from './cartPromotions.ts'
import { spendPoints } from './loyaltyPoints.ts'
import { spendAthleteCredit } from './athleteCredit.ts'
import { loadCheckout, storesById } from './checkoutCart.ts'
import { allocate, debitGiftCard, maskedNumber } from './giftCards.ts'
import { orderOf, ownOrder, releaseOrder, type Snapshot } from './orderRecords.ts'
import { deliverGiftCards } from './giftCardDelivery.ts'
import { savedCardToPay } from './savedCards.ts'
import { decimal } from './present.ts'

const ORDER_PREFIX: Record<string, string> = { summit: 'SU', fjell: 'FJ' }

const newOrderNumber = async (db: Db, site: Site): Promise<string> => {
  for (;;) {
    const candidate = `${ORDER_PREFIX[site.brand] ?? 'SU'}${randomInt(10_000_000, 100_000_000)}`
    const [taken] = await db.query(`SELECT 1 FROM orders WHERE order_number = $1`, [candidate])
    if (!taken) return candidate
  }
}

const freshCart = async (db: Db, consumer: Consumer, site: Site): Promise<Cart> => renderCart(db, await createBasket(db, consumer, site), site)

/** Where a line's units come from: the store's inventory for pickup, the warehouse (online stock) otherwise. */
const pickedUp = (line: { deliveryType: string; storeId: string | null }): line is { deliveryType: 'pickup'; storeId: string } =>
  line.deliveryType === 'pickup' && line.storeId !== null

const stockNotices = async (
  tx: Db,
  lines: ReadonlyArray<{ id: string; sku: string; qty: number; deliveryType: string; storeId: string | null }>,
): Promise<Cart['flash']> => {
  const skus = [...new Set(lines.map((l) => l.sku))].sort()
  const rows = await tx.query<{ sku: string; stock: number }>(`SELECT sku, stock FROM variants WHERE sku = ANY($1::text[]) ORDER BY sku FOR UPDATE`, [skus])
  const stockOf = new Map(rows.map((r) => [r.sku, r.stock]))
  const inStore = new Map<string, number>()
  for (const line of lines.filter(pickedUp)) {
    const [row] = await tx.query<{ quantity: number }>(`SELECT quantity FROM store_inventory WHERE sku = $1 AND store_id = $2 FOR UPDATE`, [line.sku, line.storeId])
    inStore.set(line.id, row?.quantity ?? 0)
  }
  const gone = new Set(
    (await tx.query<{ sku: string }>(`SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE v.sku = ANY($1::text[]) AND p.discontinued`, [skus])).map((r) => r.sku),
  )
  return lines.flatMap((line): Cart['flash'] => {
    if (gone.has(line.sku)) return [{ code: 'ProductItemNotAvailable', type: 'error', details: { itemId: line.id, sku: line.sku } }]
    const stock = inStore.get(line.id) ?? stockOf.get(line.sku) ?? 0
    if (stock === 0) return [{ code: 'ProductLineItemFullInventoryMissing', type: 'error', details: { itemId: line.id, sku: line.sku } }]
    if (stock < line.qty) return [{ code: 'ProductLineItemInventoryMissing', type: 'warning', details: { itemId: line.id, sku: line.sku, missingQty: line.qty - stock } }]
    return []
  })
}

/** The card behind a single-use provider token, used up here; 400 PYT404 when missing, unknown, used or expired. */
const cardOfToken = async (tx: Db, token: unknown) => {
  if (typeof token !== 'string' || token === '') throw new ApiError(400, 'PYT404', 'The card token is missing')
  const card = await useCardToken(tx, token)
  if (!card) throw new ApiError(400, 'PYT404', 'The card token is unknown, used or expired')
  return card
}

const placeOrder = async (ctx: SpecContext<'placeOrder'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const body = ctx.body
  const cartId = field(body.cartId, 'cartId')
  const payment = body.paymentMethod
  const tx = ctx.db
  // Stock an abandoned challenge held is for sale again before this order is checked against it.
  await expireAbandonedChallenges(tx)
  const basket = await findBasket(tx, cartId, consumer, site, true)
  // An associate's order names its store and employee; a shopper's never does (agentSession.ts).
  const inStoreSalesInfo = await inStoreSalesOf(tx, consumer, site.brand, body.inStoreSalesInfo)
  // Placed only as reviewed: a line, a coupon, an address or a gift card changed since (by another
  // tab, device or request) moved the version on, and the shopper must see the new cart first.
  if (basket.version !== body.cartVersion)
    throw new ApiError(409, 'BSK409', `The cart changed since it was reviewed (version ${body.cartVersion}, now ${basket.version})`, { version: basket.version, reviewedVersion: body.cartVersion })
  // Promotions evaluated once for both the delivery state and the cart (nothing changes the lines in between).
  const promo = await cartPromotions(tx, basket, site)
  const state = await loadCheckout(tx, basket, site, promo.discounts)
  if (state.lines.length === 0) throw new ApiError(400, 'ORD404', 'The cart is empty')

  // Stock first: the race the shopper cannot see coming.
  const short = await stockNotices(tx, state.lines)
  if (short.length > 0)
    throw new ApiError(409, 'ORD430', 'Some items are no longer available in the quantity ordered', { flash: JSON.stringify(short) })

  for (const shipment of state.shipments) {
    if (shipment.deliveryType !== 'home') continue
    if (!shipment.address) throw new ApiError(400, 'CHK380', 'The shipping address is missing', { shippingId: shipment.shippingId, reason: 'missing' })
    const check = validateAddress(shipment.address, shippingRules(site))
    if (!check.valid) throw addressError(check.errors, 'shipping')
  }
  for (const line of state.lines)
    if (line.deliveryType === 'digital' && !line.giftOption)
      throw new ApiError(400, 'ORD400', 'A digital item needs its gift option (email, recipient name, message)', { itemId: line.id, field: 'giftOption' })

  const billingInput = body.billingAddress ?? state.billingAddress
  if (!billingInput) throw new ApiError(400, 'BIL400', 'The billing address is missing')
  const billing = validateAddress(billingInput, BILLING_RULES)
  if (!billing.valid) throw addressError(billing.errors, 'billing')
  const billingAddress: Address = { ...billing.normalized!, approachType: 'B' }
  const email = state.email ?? billingAddress.recipientContactEmail
  if (!email) throw new ApiError(400, 'ORD400', 'The order needs an email address', { field: 'email' })

  const cart = await renderCart(tx, basket, site, promo)
  const totalMinor = toMinor(cart.totals.total)
  const remainingMinor = toMinor(cart.totals.remainingToPay)
  // Coupons used up since the shopper saw them fail the order (PRM150, PRM140) and roll it back.
  await redeemCoupons(tx, basket.id)

  // The split the shopper was shown (balances when applied or at the last prepareOrder) must still
  // be the split now: a card another order spent meanwhile never makes the card pay more silently.
  const reward = state.rewardFor(totalMinor)
  const athleteAmount = state.athleteFor(totalMinor)
  const amounts = state.giftCardAmounts(totalMinor)
  const shown = allocate(state.giftCards.map((c) => ({ ...c, balanceMinor: c.balanceSeenMinor })), totalMinor - reward - athleteAmount)
  const payments: Order['paymentMethod'][number][] = []
  // The loyalty voucher pays first; its points are spent here or the order fails (REW140).
  if (state.voucher && reward > 0) {
    await spendPoints(tx, consumer.consumerNo, state.voucher.points)
    payments.push({ payment_method_id: 'LOYALTY_POINTS', amount: decimal(reward) })
  }
  // Then an athlete's credit (athleteCredit.ts): spent here or the order fails (PYT400).
  if (athleteAmount > 0) {
    await spendAthleteCredit(tx, consumer.consumerNo, athleteAmount)
    payments.push({ payment_method_id: 'ATHLETES_PAYMENT', amount: decimal(athleteAmount) })
  }
  const changed = (card: (typeof state.giftCards)[number]) =>
    new ApiError(402, 'PYT400', `The balance of gift card ${maskedNumber(card.last4)} has changed; review your payment`, { paymentInstrumentId: card.paymentInstrumentId })
  for (const [i, card] of state.giftCards.entries()) {
    if (card.expired) throw new ApiError(400, 'GFC812', `Gift card ${maskedNumber(card.last4)} has expired`, { paymentInstrumentId: card.paymentInstrumentId })
    if (amounts[i] !== shown[i]) throw changed(card)
    if (amounts[i]! > 0) payments.push({ payment_method_id: 'GIFT_CARD', amount: decimal(amounts[i]!), maskedNumber: maskedNumber(card.last4) })
  }
  // Debits in card-id order, so two orders sharing two cards always lock them in the same order.
  const debits = state.giftCards.map((card, i) => ({ card, amount: amounts[i]! })).filter((d) => d.amount > 0)
  for (const { card, amount } of [...debits].sort((x, y) => (x.card.giftCardId < y.card.giftCardId ? -1 : 1)))
    if (!(await debitGiftCard(tx, card.giftCardId, amount))) throw changed(card)

  // An employee's order counts towards their annual spend (the banner's figure; docs/decisions/0030).
  const employeeSpend = consumer.consumerType === 'EMPLOYEE' ? totalMinor : 0
  if (employeeSpend > 0) await tx.query(`UPDATE consumers SET employee_current_spend_minor = employee_current_spend_minor + $2 WHERE consumer_no = $1`, [consumer.consumerNo, employeeSpend])
  const orderNumber = await newOrderNumber(tx, site)
  let status: Order['status'] = 'PLACED'
  let challengeId: string | null = null
  // The rewards payment closes an order only when nothing is left to pay (spec 000 section 6).
  if (remainingMinor > 0 && (payment.code === 'REWARD_CODE' || payment.code === 'REWARD_CARD'))
    throw new ApiError(402, 'PYT400', 'The rewards payment is offered only when nothing is left to pay', { remainingToPay: decimal(remainingMinor) })
  if (remainingMinor > 0) {
    if (payment.code === 'CREDIT_CARD') {
      const card = payment.additionalData?.paymentInstrumentId !== undefined
        ? await savedCardToPay(tx, consumer.consumerNo, payment.additionalData.paymentInstrumentId)
        : await cardOfToken(tx, payment.additionalData?.cardToken)
      if (!cardBrandsFor(site).includes(card.brand)) throw new ApiError(402, 'PAY400', `${card.brand} cards are not accepted here`)
      if (card.scenario === 'declined') throw new ApiError(402, 'PAY400', 'The card was declined')
      if (card.scenario === 'challenge') {
        status = 'PENDING_AUTHENTICATION'
        challengeId = (await createChallenge(tx, orderNumber)).challengeId
      }
      payments.push({ payment_method_id: 'CREDIT_CARD', amount: decimal(remainingMinor), maskedNumber: `${card.brand} **** ${card.last4}` })
    } else if (payment.code === 'KLARNA') {
      const sessionId = payment.additionalData?.klarnaSessionId
      const ok =
        klarnaOffered(site) &&
        typeof sessionId === 'string' &&
        (await useKlarnaSession(tx, sessionId, { basketId: basket.id, consumerNo: consumer.consumerNo, amountMinor: remainingMinor, currency: basket.currency }))
      if (!ok) throw new ApiError(402, 'PAY400', 'The Klarna session is not approved (or was for another amount)')
      payments.push({ payment_method_id: 'KLARNA', amount: decimal(remainingMinor) })
    } else throw new ApiError(402, 'PYT400', 'The payments applied do not cover the order total')
  }

  const shipped: string[] = []
  for (const line of state.lines) {
    if (pickedUp(line)) await tx.query(`UPDATE store_inventory SET quantity = quantity - $3 WHERE sku = $1 AND store_id = $2`, [line.sku, line.storeId, line.qty])
    else shipped.push(...(await tx.query<{ product_id: string }>(`UPDATE variants SET stock = stock - $2 WHERE sku = $1 RETURNING product_id`, [line.sku, line.qty])).map((r) => r.product_id))
  }
  // The product pages show which sizes are in stock online.
  await publishChange(tx, { kind: 'stock', productIds: shipped })
  await tx.query(`UPDATE baskets SET consumed_at = now(), version = version + 1, updated_at = now() WHERE id = $1`, [basket.id])

  const stores = await storesById(tx, state.shipments.flatMap((s) => (s.storeId ? [s.storeId] : [])))
  const snapshot: Snapshot = {
    orderNumber,
    createdAt: new Date().toISOString(),
    currency: basket.currency,
    email,
    items: cart.items,
    shipments: state.shipments.map((s) => ({
      shippingId: s.shippingId,
      deliveryType: s.deliveryType,
      method: s.selected.option,
      ...(s.address ? { address: s.address } : {}),
      ...(s.storeId && stores.has(s.storeId) ? { store: stores.get(s.storeId)! } : {}),
      itemIds: [...s.itemIds],
    })),
    totals: cart.totals,
    paymentMethod: payments,
    billingAddress,
    ...(inStoreSalesInfo ? { inStoreSalesInfo } : {}),
  }
  await tx.query(
    `INSERT INTO orders (order_number, consumer_no, basket_id, site_id, status, email, currency, snapshot, challenge_id, device_id, reward_points, athlete_credit_minor, employee_spend_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13)`,
    [
      orderNumber,
      consumer.consumerNo,
      basket.id,
      site.siteId,
      status,
      email,
      basket.currency,
      JSON.stringify(snapshot),
      challengeId,
      state.deviceId ?? null,
      state.voucher && reward > 0 ? state.voucher.points : null,
      athleteAmount > 0 ? athleteAmount : null,
      employeeSpend > 0 ? employeeSpend : null,
    ],
  )
  for (const line of state.lines)
    await tx.query(`INSERT INTO order_lines (order_number, sku, qty, store_id) VALUES ($1, $2, $3, $4)`, [orderNumber, line.sku, line.qty, pickedUp(line) ? line.storeId : null])
  for (const [i, card] of state.giftCards.entries())
    if (amounts[i]! > 0)
      await tx.query(`INSERT INTO order_gift_card_debits (order_number, gift_card_id, amount_minor) VALUES ($1, $2, $3)`, [orderNumber, card.giftCardId, amounts[i]])

  // E-gift cards go to their recipients once the order is placed (after 3-D Secure: at the PATCH).
  if (status === 'PLACED') await deliverGiftCards(tx, { orderNumber, siteId: site.siteId, currency: basket.currency, items: cart.items })
  const order = orderOf({ order_number: orderNumber, consumer_no: consumer.consumerNo, site_id: site.siteId, status, snapshot, challenge_id: challengeId })
  const response: OrderResponse = status === 'PLACED' ? { order, cart: await freshCart(tx, consumer, site) } : { order }
  return { body: response }
}

/**
 * A 3-D Secure challenge left unanswered this long voids its order: what the order held (stock, gift
 * cards, coupons, points) goes back, and a late answer finds the order FAILED. Without it an
 * abandoned challenge would hold its stock for ever.
 */
export const CHALLENGE_TTL_MINUTES = 30

/** Voids the orders whose challenge has waited longer than CHALLENGE_TTL_MINUTES; resolves with their numbers. */
export const expireAbandonedChallenges = async (tx: Db): Promise<ReadonlyArray<string>> => {
  // One UPDATE claims each stale order: concurrent callers never release one twice.
  const stale = await tx.query<{ order_number: string }>(
    `UPDATE orders SET status = 'FAILED', updated_at = now()
     WHERE status = 'PENDING_AUTHENTICATION' AND created_at < now() - make_interval(mins => $1)
     RETURNING order_number`,
    [CHALLENGE_TTL_MINUTES],
  )
  for (const { order_number } of stale.sort((a, b) => (a.order_number < b.order_number ? -1 : 1))) await releaseOrder(tx, order_number)
  return stale.map((o) => o.order_number)
}

const currentCart = async (db: Db, consumer: Consumer, site: Site): Promise<Cart | undefined> => {
  const [row] = await db.query<{ current_basket_id: string | null }>(`SELECT current_basket_id FROM consumers WHERE consumer_no = $1`, [consumer.consumerNo])
  if (!row?.current_basket_id) return undefined
  try {
    const basket: BasketRow = await findBasket(db, row.current_basket_id, consumer, site, false)
    return await renderCart(db, basket, site)
  } catch {
    return undefined
  }
}

const patchOrder = async (ctx: SpecContext<'patchOrder'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const transStatus = ctx.body.paymentMethod.additionalData.threeDS2Result.transStatus
  if (transStatus !== 'Y' && transStatus !== 'N') throw badPayload('paymentMethod.additionalData.threeDS2Result.transStatus must be Y or N')
  await expireAbandonedChallenges(ctx.db)
  const row = await ownOrder(ctx.db, String(ctx.params.orderNumber ?? ''), consumer, site, true)
  if (row.status !== 'PENDING_AUTHENTICATION') {
    // Already settled (a repeated PATCH): the order as it is, with the shopper's current cart.
    const cart = await currentCart(ctx.db, consumer, site)
    return { body: { order: orderOf(row), ...(cart ? { cart } : {}) } satisfies OrderResponse }
  }
  const confirmed = transStatus === 'Y' && row.challenge_id !== null && (await challengeResult(ctx.db, row.challenge_id)) === 'Y'
  const status: Order['status'] = confirmed ? 'PLACED' : 'FAILED'
  if (!confirmed) await releaseOrder(ctx.db, row.order_number)
  await ctx.db.query(`UPDATE orders SET status = $2, updated_at = now() WHERE order_number = $1`, [row.order_number, status])
  if (confirmed) await deliverGiftCards(ctx.db, { orderNumber: row.order_number, siteId: row.site_id, currency: row.snapshot.currency, items: row.snapshot.items })
  const response: OrderResponse = { order: orderOf({ ...row, status }), cart: await freshCart(ctx.db, consumer, site) }
  return { body: response }
}

const purchase = async (ctx: SpecContext<'purchaseGet'>): Promise<Reply> => {
  const site = ctx.site()
  const row = await ownOrder(ctx.db, String(ctx.params.orderId ?? ''), consumerOf(ctx), site, false)
  return { body: orderOf(row) }
}

export const orderRoutes: ReadonlyArray<RouteDef> = [
  route('placeOrder', { handler: placeOrder }),
  route('patchOrder', { handler: patchOrder }),
  route('purchaseGet', { handler: purchase }),
]
