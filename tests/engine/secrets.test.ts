// Nothing secret in the log: Secret fields are redacted by the log encoder, commands carrying them are
// never queued, and after running every flow (token, cart changes, a payment-like command with a card
// number, security code and password) neither IndexedDB nor an export holds the access token or any
// of those values, nor any Luhn-valid card number.
import 'fake-indexeddb/auto'
import { Effect, Schema } from 'effect'
import { clear, entries } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { defineCommand } from '../../src/engine/commands/command'
import { call } from '../../src/engine/commands/call'
import { createEngineStore, eventLogIndexedDb } from '../../src/engine/effects/EventLog'
import { TokenStore } from '../../src/engine/effects/TokenStore'
import { CartCommandFailed } from '../../src/engine/events/cart'
import { REDACTED, Secret, hasSecrets, redactWith, redactorsByTag } from '../../src/engine/secrets'
import { luhnValid } from '../../src/contract/card'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, changeQuantity, engineTestSetup, makeBrowser, removeItem, settle, until, settled } from './harness'

const { server, start } = engineTestSetup()

const CARD = '4111 1111 1111 1111'
const CARD_COMPACT = '4242424242424242'
const SECURITY_CODE = '0592'
const PASSWORD = 'correct-horse-battery-staple-9'

const PayByCard = Schema.TaggedStruct('test.PayByCard', {
  amount: Schema.Number,
  card: Schema.Struct({ number: Secret, securityCode: Secret, holder: Schema.String }),
  password: Schema.optional(Secret),
  backup: Schema.Array(Secret),
})

/** Every string anywhere in a value. */
const strings = (value: unknown, out: string[] = []): string[] => {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out))
  return out
}

const luhnValidNumbersIn = (value: unknown) =>
  strings(value).flatMap((s) => (s.match(/(?:\d[ -]?){12,18}\d/g) ?? []).map((m) => m.replace(/[ -]/g, '')).filter((d) => d.length >= 13 && luhnValid(d)))

describe('Secret fields', () => {
  it('are replaced by "[redacted]" wherever they sit, other fields untouched', () => {
    const value = { _tag: 'test.PayByCard', amount: 10, card: { number: CARD, securityCode: SECURITY_CODE, holder: 'A. Shopper' }, password: PASSWORD, backup: [CARD_COMPACT] }
    expect(hasSecrets(PayByCard)).toBe(true)
    expect(redactWith(PayByCard)(value)).toEqual({ _tag: 'test.PayByCard', amount: 10, card: { number: REDACTED, securityCode: REDACTED, holder: 'A. Shopper' }, password: REDACTED, backup: [REDACTED] })
    expect(redactWith(PayByCard)({ ...value, password: undefined })).toMatchObject({ password: undefined })
    expect(value.card.number).toBe(CARD)
  })

  it('schemas without secrets cost nothing: no redactor', () => {
    const Plain = Schema.TaggedStruct('x.Plain', { sku: Schema.String })
    expect(hasSecrets(Plain)).toBe(false)
    const v = { _tag: 'x.Plain', sku: 'A' }
    expect(redactWith(Plain)(v)).toBe(v)
    expect([...redactorsByTag(Schema.Union([Plain, PayByCard])).keys()]).toEqual(['test.PayByCard'])
  })
})

describe('nothing secret in the log', () => {
  it('after every flow, neither IndexedDB (events, snapshots) nor an export holds the token, a card number, a security code or a password', async () => {
    const store = createEngineStore()
    await clear(store.relaxed)
    const commerce = makeFakeCommerce({ accessToken: 'tok-5f1c2a9e-very-secret' })
    server.use(...commerce.handlers)
    // queueable asked for, but a command with Secret fields is never queued (its payload would be logged)
    const pay = defineCommand<typeof PayByCard.Type, typeof CartCommandFailed.Type>({
      aggregate: 'cart',
      schema: PayByCard,
      queueable: true,
      handle: (_command, ctx) =>
        Effect.gen(function* () {
          const token = yield* (yield* TokenStore).get
          yield* call('cartGet', { site: ctx.site, path: { basketId: ctx.state.cart.basketId ?? 'none' }, ...(token ? { accessToken: token.accessToken } : {}) })
          return []
        }),
      failed: (commandId, failure) => CartCommandFailed.make({ commandId, code: failure.code, params: { ...failure.params }, placement: failure.placement }),
    })
    const { engine } = start(makeBrowser(), { layer: { eventLog: eventLogIndexedDb({ store }) }, snapshotEvery: 6, commands: { 'test.PayByCard': pay as never } })
    await engine.ready
    await settled(engine, addItem('SKU-A', 2))
    await settled(engine, addItem('SKU-B'))
    await settled(engine, changeQuantity('B1-item-1', 3))
    await settled(engine, removeItem('B1-item-2'))
    const paid = await engine.dispatchAny({
      _tag: 'test.PayByCard',
      amount: 597,
      card: { number: CARD, securityCode: SECURITY_CODE, holder: 'A. Shopper' },
      password: PASSWORD,
      backup: [CARD_COMPACT],
    })
    commerce.fail('cartGet', 403, { appId: 'bot-1', correlationId: 'c', errorDetails: [] })
    await engine.dispatchAny({ _tag: 'test.PayByCard', amount: 1, card: { number: CARD_COMPACT, securityCode: SECURITY_CODE, holder: 'B' }, backup: [] })
    expect(paid.ok).toBe(true)
    await until(() => engine.getState().outbox.queued === 0)
    await settle(50)

    const stored = (await entries(store.relaxed)).map(([, value]) => value)
    expect(stored.some((v) => typeof v === 'object' && v !== null && 'stateVersion' in v)).toBe(true) // a snapshot is among them
    const haystacks = { indexedDb: stored, exported: engine.exportLog() }
    for (const [where, value] of Object.entries(haystacks)) {
      const text = JSON.stringify(value)
      expect(text, where).not.toContain('tok-5f1c2a9e-very-secret')
      expect(text, where).not.toContain(CARD)
      expect(text, where).not.toContain(CARD_COMPACT)
      expect(text, where).not.toContain(`"${SECURITY_CODE}"`)
      expect(text, where).not.toContain(PASSWORD)
      expect(luhnValidNumbersIn(value), where).toEqual([])
    }
    expect(engine.exportLog().events.some((e) => e.type === 'v1.CommandQueued' && JSON.stringify(e.payload).includes('test.PayByCard'))).toBe(false)
    expect(luhnValidNumbersIn({ a: `card ${CARD}` })).toEqual(['4111111111111111'])
    await clear(store.relaxed)
  })
})
