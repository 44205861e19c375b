// Guessing limits of gift-card PINs (issue 14 finding 2, docs/decisions/0021), run on each database
// driver (reference.test.ts). The services run here on a clock of the test's own and with the
// client's address the server entry would hand them, over the harness's database: per card, per
// customer (token) and per client address, a wrong number or PIN stays counted although its call
// rolled back, and past the limit every attempt is 429 GFC429, the right PIN included, until the
// window ends.
import { randomInt } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { Cart } from '../../src/contract/schemas/cart.ts'
import { GiftCardBalanceResponse } from '../../src/contract/schemas/checkout.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { GIFT_CARD_GUESSES } from '../../server/commerce/giftCards.ts'
import { createReferenceHandler, type ReferenceHandler } from '../../server/index.ts'
import { contextQuery, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'
const WINDOW_MS = GIFT_CARD_GUESSES.windowMinutes * 60_000

export const guessLimitsSuite = (getHarness: () => Harness) => {
  let clock = Date.UTC(2026, 10, 24, 12)
  let handle: ReferenceHandler
  beforeAll(() => {
    handle = createReferenceHandler({ getDb: async () => getHarness().db, testHooks: true, now: () => clock })
  })

  /** A call from `address` (as the server entry would resolve it), or from an in-process caller without one. */
  const call = async (method: string, path: string, options: { body?: unknown; token?: string; address?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const request = new Request(`http://localhost${path}${path.includes('?') ? '&' : '?'}${contextQuery(US)}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const response = await handle(request, options.address ? { clientAddress: options.address } : {})
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
  }
  const errorIdOf = (res: { body: unknown }) => decode(ErrorResponse, res.body).errorDetails[0]!.errorId
  const guest = async () => decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' } })).body).accessToken
  const newCard = async (balance = 25) => {
    const cardNumber = `7${String(randomInt(100_000_000, 999_999_999))}${String(randomInt(100_000, 999_999))}`
    expect((await call('POST', '/api/__test/giftCard', { body: { number: cardNumber, pin: '4321', currency: 'USD', balance } })).status).toBe(201)
    return { cardNumber, pin: '4321' }
  }
  const balance = (token: string, card: { cardNumber: string; pin: string }, address?: string) =>
    call('POST', '/api/cart/v1/giftcard/balance', { token, body: card, ...(address ? { address } : {}) })
  const wrong = (card: { cardNumber: string; pin: string }) => ({ ...card, pin: card.pin === '0000' ? '1111' : '0000' })
  /** A fresh client address of the documentation range for each test that counts by address. */
  let lastOctet = 0
  const newAddress = () => `198.51.100.${++lastOctet}`

  describe('gift cards: guessing limits', () => {
    it('refuses the attempt after the 5th wrong PIN on a card, even with the right PIN, and says when to try again', async () => {
      const token = await guest()
      const card = await newCard()
      for (let i = 0; i < GIFT_CARD_GUESSES.perCard; i++) expect(errorIdOf(await balance(token, wrong(card)))).toBe('GFC700')
      const refused = await balance(token, card)
      expect(refused.status).toBe(429)
      expect(errorIdOf(refused)).toBe('GFC429')
      const detail = decode(ErrorResponse, refused.body).errorDetails[0]!
      expect(detail.params).toMatchObject({ minutes: GIFT_CARD_GUESSES.windowMinutes, retryAfterSeconds: GIFT_CARD_GUESSES.windowMinutes * 60 })
      expect(refused.headers.get('retry-after')).toBe(String(GIFT_CARD_GUESSES.windowMinutes * 60))
    })

    it('counts a card across tokens: new guest tokens do not reset it; another card is unaffected', async () => {
      const card = await newCard()
      const other = await newCard()
      for (let i = 0; i < GIFT_CARD_GUESSES.perCard; i++) expect(errorIdOf(await balance(await guest(), wrong(card)))).toBe('GFC700')
      const fresh = await guest()
      expect(errorIdOf(await balance(fresh, card))).toBe('GFC429')
      const ok = await balance(fresh, other)
      expect(ok.status).toBe(200)
      expect(decode(GiftCardBalanceResponse, ok.body).balance).toBe(25)
    })

    it('counts wrong PINs given when applying a card although the call rolls back, on the same card as balance checks', async () => {
      const token = await guest()
      const card = await newCard()
      const [row] = await getHarness().db.query<{ sku: string }>(
        `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND NOT p.is_digital AND v.stock >= 5 ORDER BY v.sku DESC LIMIT 1`,
      )
      const created = await call('POST', '/api/cart/v1/cartWithItem', { token, body: { items: [{ productId: row!.sku, qty: 1 }] } })
      const cart = decode(Cart, created.body)
      const apply = (giftCard: object) => call('POST', `/api/cart/v1/cart/${cart.id}/paymentInstruments`, { token, body: { payment_method_id: 'GIFT_CARD', giftCard } })
      for (let i = 0; i < 3; i++) expect(errorIdOf(await apply(wrong(card)))).toBe('GFC700')
      for (let i = 0; i < 2; i++) expect(errorIdOf(await balance(await guest(), wrong(card)))).toBe('GFC700')
      const refused = await apply(card)
      expect(refused.status).toBe(429)
      expect(errorIdOf(refused)).toBe('GFC429')
      // Nothing was applied while refused.
      const after = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { token })).body)
      expect(after.payment_instruments ?? []).toEqual([])
    })

    it('lets the card be tried again once its window has ended, and counts afresh', async () => {
      const token = await guest()
      const card = await newCard()
      for (let i = 0; i < GIFT_CARD_GUESSES.perCard; i++) await balance(token, wrong(card))
      expect(errorIdOf(await balance(token, card))).toBe('GFC429')
      clock += WINDOW_MS - 1000
      expect(errorIdOf(await balance(token, card))).toBe('GFC429')
      clock += 1000
      expect((await balance(token, card)).status).toBe(200)
      for (let i = 0; i < GIFT_CARD_GUESSES.perCard; i++) expect(errorIdOf(await balance(await guest(), wrong(card)))).toBe('GFC700')
      expect(errorIdOf(await balance(token, card))).toBe('GFC429')
      clock += WINDOW_MS
    })

    it('does not count right PINs, nor calls refused before a PIN was checked', async () => {
      const token = await guest()
      const card = await newCard()
      for (let i = 0; i < GIFT_CARD_GUESSES.perCard + 3; i++) expect((await balance(token, card)).status).toBe(200)
      for (let i = 0; i < 3; i++) expect(errorIdOf(await call('POST', '/api/cart/v1/giftcard/balance', { token, body: { cardNumber: card.cardNumber } }))).toBe('GFC400')
      for (let i = 0; i < GIFT_CARD_GUESSES.perCard - 1; i++) expect(errorIdOf(await balance(token, wrong(card)))).toBe('GFC700')
      expect((await balance(token, card)).status).toBe(200)
    })

    it('limits one customer trying one PIN on many cards, not another customer', async () => {
      const token = await guest()
      for (let i = 0; i < GIFT_CARD_GUESSES.perCustomer; i++) expect(errorIdOf(await balance(token, wrong(await newCard())))).toBe('GFC700')
      const card = await newCard()
      expect(errorIdOf(await balance(token, card))).toBe('GFC429')
      expect((await balance(await guest(), card)).status).toBe(200)
    })

    it('limits one client address whatever tokens it uses, not another address', async () => {
      const address = newAddress()
      for (let i = 0; i < GIFT_CARD_GUESSES.perAddress; i++) expect(errorIdOf(await balance(await guest(), wrong(await newCard()), address))).toBe('GFC700')
      const card = await newCard()
      expect(errorIdOf(await balance(await guest(), card, address))).toBe('GFC429')
      expect((await balance(await guest(), card, newAddress())).status).toBe(200)
    })

    it('lets no more than the limit of concurrent wrong PINs be checked', async () => {
      const card = await newCard()
      const tokens = await Promise.all(Array.from({ length: 16 }, () => guest()))
      const results = await Promise.all(tokens.map((token) => balance(token, wrong(card))))
      const ids = results.map(errorIdOf)
      expect(ids.filter((id) => id === 'GFC700')).toHaveLength(GIFT_CARD_GUESSES.perCard)
      expect(ids.filter((id) => id === 'GFC429')).toHaveLength(16 - GIFT_CARD_GUESSES.perCard)
      expect(errorIdOf(await balance(await guest(), card))).toBe('GFC429')
    })
  })
}
