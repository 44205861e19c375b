// Gift cards: lookup by number and pin, the rules for applying one to a basket, the seeded test
// cards, and the atomic debit and release used by order placement. A card's number is stored only
// as a SHA-256 hash plus its last four digits, its pin only as a hash salted with the number;
// balances are minor units in the card's currency. Codes: GFC400 number or pin missing, GFC700
// unknown number or wrong pin, GFC812 expired, GFC725 another currency than the site's, GFC740
// zero balance, GFC755 already applied to this basket, GFC410 the limit of MAX_GIFT_CARDS per basket.
// PINs cannot be guessed at leisure (docs/decisions/0021): a balance check and applying a card count
// as attempts against the card, the customer behind the token and the client's address, and a wrong
// number or PIN (GFC700) stays counted; past a limit every attempt is 429 GFC429 (even with the right
// PIN) until the window ends.
import { createHash } from 'node:crypto'
import type { Currency } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import { addressKey, type AttemptKey, type AttemptRule } from '../http/attempts.ts'
import { ApiError, isApiError } from '../http/errors.ts'
import type { CallContext } from '../http/types.ts'

export const MAX_GIFT_CARDS = 2

export interface GiftCardRow {
  id: string
  last4: string
  currency: string
  balance_minor: number
  expires_on: string | null
  expired: boolean
}

const digitsOf = (value: unknown): string => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '')

export const hashNumber = (digits: string): string => createHash('sha256').update(`gift-card:${digits}`).digest('hex')
export const hashPin = (digits: string, pin: string): string => createHash('sha256').update(`gift-card-pin:${digits}:${pin}`).digest('hex')

export const maskedNumber = (last4: string): string => `**** ${last4}`

/** `{ cardNumber, pin }` from a request: GFC400 when either is missing. */
export const parseGiftCardInput = (value: { readonly cardNumber: string; readonly pin?: string | undefined } | undefined = { cardNumber: '' }): { number: string; pin: string } => {
  const number = digitsOf(value.cardNumber)
  const pin = digitsOf(value.pin)
  if (number === '' || pin === '') throw new ApiError(400, 'GFC400', 'Enter the gift card number and its pin')
  return { number, pin }
}

/** Wrong numbers or PINs allowed per window: per card, per customer (token), per client address (an IPv6 /64). */
export const GIFT_CARD_GUESSES = { windowMinutes: 30, perCard: 5, perCustomer: 10, perAddress: 30 } as const

/** The answer to a gift-card attempt past a limit: 429 GFC429, with when to try again. */
export const tooManyGuesses = (retryAfterSeconds: number): ApiError =>
  new ApiError(
    429,
    'GFC429',
    'Too many wrong gift card numbers or PINs; try again later',
    { retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) },
    { 'retry-after': String(retryAfterSeconds) },
  )

/**
 * The guessing limit of a call that checks a gift card's PIN, `input` being where its body holds the
 * card. No number or PIN: not an attempt (the call answers GFC400).
 */
export const giftCardAttempts = <Body>(input: (body: Body) => { readonly cardNumber: string; readonly pin?: string | undefined } | undefined): AttemptRule<CallContext<Body>> => ({
  windowMs: GIFT_CARD_GUESSES.windowMinutes * 60_000,
  keys: (ctx) => {
    const card = input(ctx.body)
    const number = digitsOf(card?.cardNumber)
    if (number === '' || digitsOf(card?.pin) === '') return []
    const keys: AttemptKey[] = [{ key: `gift-card:card:${hashNumber(number)}`, max: GIFT_CARD_GUESSES.perCard }]
    if (ctx.consumer) keys.push({ key: `gift-card:customer:${ctx.consumer.consumerNo}`, max: GIFT_CARD_GUESSES.perCustomer })
    if (ctx.clientAddress) keys.push({ key: `gift-card:address:${addressKey(ctx.clientAddress)}`, max: GIFT_CARD_GUESSES.perAddress })
    return keys
  },
  isWrongGuess: (error) => isApiError(error) && error.errorId === 'GFC700',
  refused: tooManyGuesses,
})

const SELECT = `SELECT id, last4, currency, balance_minor, expires_on::text AS expires_on, (expires_on IS NOT NULL AND expires_on < current_date) AS expired FROM gift_cards`

/** The card with this number and pin (GFC700 otherwise), checked for expiry (GFC812) and currency (GFC725). */
export const findGiftCard = async (db: Db, number: string, pin: string, currency: Currency): Promise<GiftCardRow> => {
  const [card] = await db.query<GiftCardRow & { pin_hash: string }>(`${SELECT.replace('SELECT ', 'SELECT pin_hash, ')} WHERE number_hash = $1`, [hashNumber(number)])
  if (!card || card.pin_hash !== hashPin(number, pin) || !/^\d{12,19}$/.test(number)) throw new ApiError(400, 'GFC700', 'The gift card number or pin is not valid')
  if (card.expired) throw new ApiError(400, 'GFC812', 'This gift card has expired', { expiresOn: card.expires_on ?? '' })
  if (card.currency !== currency) throw new ApiError(400, 'GFC725', `This gift card is in ${card.currency} and cannot pay in ${currency}`, { currency: card.currency })
  const { pin_hash: _, ...row } = card
  return row
}

/** Applies a card to a basket (the caller holds the basket lock). */
export const applyGiftCard = async (tx: Db, basketId: string, card: GiftCardRow, remainingMinor: number): Promise<string> => {
  if (card.balance_minor <= 0) throw new ApiError(400, 'GFC740', 'This gift card has no balance left')
  const applied = await tx.query<{ gift_card_id: string | null }>(`SELECT gift_card_id FROM basket_payments WHERE basket_id = $1 AND method = 'GIFT_CARD'`, [basketId])
  if (applied.some((p) => p.gift_card_id === card.id)) throw new ApiError(400, 'GFC755', 'This gift card is already applied')
  if (applied.length >= MAX_GIFT_CARDS)
    throw new ApiError(400, 'GFC410', `At most ${MAX_GIFT_CARDS} gift cards can be used on one order`, { maxGiftCards: MAX_GIFT_CARDS })
  if (remainingMinor <= 0) throw new ApiError(400, 'GFO405', 'Nothing is left to pay: this gift card is not needed')
  const id = `gc_${createHash('sha256').update(`${basketId}:${card.id}`).digest('hex').slice(0, 20)}`
  await tx.query(
    `INSERT INTO basket_payments (id, basket_id, method, gift_card_id, balance_seen_minor, position)
     VALUES ($1, $2, 'GIFT_CARD', $3, $4, (SELECT coalesce(max(position), 0) + 1 FROM basket_payments WHERE basket_id = $2))`,
    [id, basketId, card.id, card.balance_minor],
  )
  return id
}

export interface AppliedGiftCard {
  readonly paymentInstrumentId: string
  readonly giftCardId: string
  readonly last4: string
  /** Current balance (0 when expired). */
  readonly balanceMinor: number
  readonly balanceSeenMinor: number
  readonly expired: boolean
}

export const appliedGiftCards = async (db: Db, basketId: string): Promise<AppliedGiftCard[]> => {
  const rows = await db.query<{ id: string; gift_card_id: string; last4: string; balance_minor: number; balance_seen_minor: number; expired: boolean }>(
    `SELECT bp.id, g.id AS gift_card_id, g.last4, g.balance_minor, bp.balance_seen_minor, (g.expires_on IS NOT NULL AND g.expires_on < current_date) AS expired
     FROM basket_payments bp JOIN gift_cards g ON g.id = bp.gift_card_id WHERE bp.basket_id = $1 AND bp.method = 'GIFT_CARD' ORDER BY bp.position`,
    [basketId],
  )
  return rows.map((r) => ({
    paymentInstrumentId: r.id,
    giftCardId: r.gift_card_id,
    last4: r.last4,
    balanceMinor: r.expired ? 0 : r.balance_minor,
    balanceSeenMinor: r.balance_seen_minor,
    expired: r.expired,
  }))
}

/** Splits `totalMinor` over the cards in order: each pays min(its balance, what is left). */
export const allocate = (cards: ReadonlyArray<AppliedGiftCard>, totalMinor: number): number[] => {
  let left = totalMinor
  return cards.map((c) => {
    const amount = Math.max(0, Math.min(c.balanceMinor, left))
    left -= amount
    return amount
  })
}

/**
 * Debits a card if its balance still covers the amount and it has not expired: one conditional
 * UPDATE, so two orders can never spend the same balance (the second waits for the first's row
 * lock, then finds the balance too low). false when it does not.
 */
export const debitGiftCard = async (tx: Db, giftCardId: string, amountMinor: number): Promise<boolean> => {
  const rows = await tx.query(
    `UPDATE gift_cards SET balance_minor = balance_minor - $2
     WHERE id = $1 AND balance_minor >= $2 AND (expires_on IS NULL OR expires_on >= current_date) RETURNING id`,
    [giftCardId, amountMinor],
  )
  return rows.length === 1
}

export const creditGiftCard = async (tx: Db, giftCardId: string, amountMinor: number): Promise<void> => {
  await tx.query(`UPDATE gift_cards SET balance_minor = balance_minor + $2 WHERE id = $1`, [giftCardId, amountMinor])
}

export interface GiftCardSeed {
  readonly number: string
  readonly pin: string
  readonly currency: Currency
  readonly balanceMinor: number
  readonly expiresOn: string | null
}

/** Creates a card, or resets the card with this number (test hook, seed). */
export const upsertGiftCard = async (db: Db, card: GiftCardSeed): Promise<void> => {
  const digits = digitsOf(card.number)
  await db.query(
    `INSERT INTO gift_cards (id, number_hash, last4, pin_hash, currency, balance_minor, expires_on) VALUES ($1, $2, $3, $4, $5, $6, $7::date)
     ON CONFLICT (number_hash) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, currency = EXCLUDED.currency, balance_minor = EXCLUDED.balance_minor, expires_on = EXCLUDED.expires_on`,
    [`gcd_${hashNumber(digits).slice(0, 20)}`, hashNumber(digits), digits.slice(-4), hashPin(digits, card.pin), card.currency, card.balanceMinor, card.expiresOn],
  )
}

const CURRENCY_DIGIT: Record<Currency, string> = { USD: '1', CAD: '2', GBP: '3', EUR: '4' }

/**
 * The documented test cards (README), pin 1234, per currency (digit d: USD 1, CAD 2, GBP 3, EUR 4):
 * 600d 0000 0000 2500 holds 25.00; 600d 0000 0005 0000 holds 500.00; 600d 0000 0000 0000 holds
 * 0.00; 600d 0000 9999 2500 holds 25.00 but expired on 2024-12-31.
 */
export const SEED_GIFT_CARDS: ReadonlyArray<GiftCardSeed> = (['USD', 'CAD', 'GBP', 'EUR'] as const).flatMap((currency) => {
  const d = CURRENCY_DIGIT[currency]
  return [
    { number: `600${d}000000002500`, pin: '1234', currency, balanceMinor: 2500, expiresOn: null },
    { number: `600${d}000000050000`, pin: '1234', currency, balanceMinor: 50000, expiresOn: null },
    { number: `600${d}000000000000`, pin: '1234', currency, balanceMinor: 0, expiresOn: null },
    { number: `600${d}000099992500`, pin: '1234', currency, balanceMinor: 2500, expiresOn: '2024-12-31' },
  ]
})
