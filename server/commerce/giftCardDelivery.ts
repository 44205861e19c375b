// E-gift cards bought in an order (docs/decisions/0025): when the order is placed (at once, or when
// its 3-D Secure challenge is approved) each unit of a digital line becomes a gift card of the
// line's price in the order's currency, and its number and pin go to the recipient of the line's
// gift option by e-mail (the mail outbox: nothing leaves the machine). The card is stored as every
// gift card is (number and pin hashed, giftCards.ts); the e-mail is the only place its number
// lives, so "resend" (POST /consumers-v3/consumer/resendGiftCardEmail) sends that e-mail again.
//   404 ORD409  not the caller's order;  404 GFO404  the order (or line) has no e-gift card
//   429 REQ429  more than RESENDS_PER_DAY resends of one order in a day
import { randomBytes, randomInt } from 'node:crypto'
import { BRAND_INFO, LOCALE_INFO, parseSiteId } from '../../src/contract/site/sites.ts'
import type { CartItem } from '../../src/contract/schemas/cart.ts'
import type { Db } from '../db/db.ts'
import { ApiError } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { hashNumber, hashPin } from './giftCards.ts'
import { queueComposedMail, requeueMail } from './mail.ts'
import { consumerOf } from './checkout.ts'
import { ownOrder } from './orderRecords.ts'
import { recordAttempt, refuseOverLimit, type Limit } from './attemptLimits.ts'

export const RESENDS_PER_DAY = 5

/** The fourth digit of a card number names its currency (README, gift cards). */
const CURRENCY_DIGIT: Record<string, string> = { USD: '1', CAD: '2', GBP: '3', EUR: '4' }

const TEXT = {
  en: { subject: (brand: string) => `Your ${brand} e-gift card`, hello: 'Hello', from: 'A gift card for you', amount: 'Value', number: 'Card number', pin: 'PIN', use: 'Use it at checkout on' },
  fr: { subject: (brand: string) => `Votre carte cadeau ${brand}`, hello: 'Bonjour', from: 'Une carte cadeau pour vous', amount: 'Montant', number: 'Numéro de carte', pin: 'Code PIN', use: 'Utilisez-la lors du paiement sur' },
  de: { subject: (brand: string) => `Ihre ${brand} E-Geschenkkarte`, hello: 'Hallo', from: 'Eine Geschenkkarte für Sie', amount: 'Wert', number: 'Kartennummer', pin: 'PIN', use: 'Lösen Sie sie an der Kasse ein auf' },
} as const

const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

interface PlacedOrder {
  readonly orderNumber: string
  readonly siteId: string
  readonly currency: string
  readonly items: ReadonlyArray<CartItem>
}

/** Issues the order's e-gift cards and queues their e-mails (inside the placing transaction). */
export const deliverGiftCards = async (tx: Db, order: PlacedOrder): Promise<void> => {
  const parsed = parseSiteId(order.siteId)
  if (!parsed) return
  const language = LOCALE_INFO[parsed.locale].language
  const words = TEXT[language]
  const brand = BRAND_INFO[parsed.brand].name
  for (const item of order.items) {
    if (!item.isDigitalProduct || !item.giftOption) continue
    const valueMinor = Math.round(item.price.current * 100)
    for (let unit = 0; unit < item.qty; unit++) {
      const number = `600${CURRENCY_DIGIT[order.currency] ?? '1'}${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
      const pin = String(randomInt(0, 10_000)).padStart(4, '0')
      const giftCardId = `gc_${randomBytes(10).toString('hex')}`
      await tx.query(
        `INSERT INTO gift_cards (id, number_hash, last4, pin_hash, currency, balance_minor, expires_on) VALUES ($1, $2, $3, $4, $5, $6, current_date + 5 * 365)`,
        [giftCardId, hashNumber(number), number.slice(-4), hashPin(number, pin), order.currency, valueMinor],
      )
      const amount = new Intl.NumberFormat(LOCALE_INFO[parsed.locale].tag, { style: 'currency', currency: order.currency }).format(valueMinor / 100)
      const mailId = await queueComposedMail(tx, {
        to: item.giftOption.email,
        siteId: order.siteId,
        template: 'giftCard',
        subject: words.subject(brand),
        bodyText: [
          `${words.hello} ${item.giftOption.to},`,
          '',
          words.from,
          item.giftOption.message,
          '',
          `${words.amount}: ${amount}`,
          `${words.number}: ${groups(number)}`,
          `${words.pin}: ${pin}`,
          '',
          `${words.use} ${brand}.`,
        ].join('\n'),
        link: `/${parsed.locale}`,
      })
      await tx.query(`INSERT INTO order_gift_cards (order_number, item_id, gift_card_id, mail_id) VALUES ($1, $2, $3, $4)`, [order.orderNumber, item.id, giftCardId, mailId])
    }
  }
}

const resend = async (ctx: SpecContext<'resendGiftCardEmail'>): Promise<Reply> => {
  const site = ctx.site()
  const { orderNumber, itemId } = ctx.body
  await ownOrder(ctx.db, orderNumber, consumerOf(ctx), site, false)
  const limit: Limit = { scope: 'giftCardResend', key: orderNumber, max: RESENDS_PER_DAY, windowMinutes: 24 * 60 }
  const mails = await ctx.db.query<{ mail_id: string }>(
    `SELECT mail_id::text AS mail_id FROM order_gift_cards WHERE order_number = $1 AND ($2::text IS NULL OR item_id = $2) ORDER BY gift_card_id`,
    [orderNumber, itemId ?? null],
  )
  if (mails.length === 0) throw new ApiError(404, 'GFO404', itemId ? `Line ${itemId} of order ${orderNumber} has no e-gift card` : `Order ${orderNumber} has no e-gift card`)
  await refuseOverLimit(ctx.db, [limit])
  let sent = 0
  for (const mail of mails) if (await requeueMail(ctx.db, mail.mail_id)) sent++
  await recordAttempt(ctx.db, [limit])
  return { body: { sent } }
}

export const giftCardDeliveryRoutes: ReadonlyArray<RouteDef> = [route('resendGiftCardEmail', { handler: resend })]
