// Events record facts: a failure stores the error id, its values and the server's message (data), never
// the shopper's words; the UI localizes at render (ui/FailureMessage), so a French shopper's log shows
// in French to them and replays in English for the engineer. Stored v1 failure events (with the
// localized message) are upcast to v2 and show the same message as before.
import { Suspense } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, GENERIC_MESSAGES, type CatalogueEntry } from '../../src/contract/errorCatalogue'
import { siteIdOf } from '../../src/contract/site/sites'
import { makeMemoryEventLog } from '../../src/engine/effects/EventLog'
import { decodeOwnRecord, decodeStoredEvent } from '../../src/engine/events/engineEvents'
import { streamOf, type StoredEventRecord } from '../../src/engine/events/storedEvent'
import { applyEvents, initialEngineState } from '../../src/engine/projections/engineState'
import { failureOfEvent, parseDebugExport, replayExport, toDebugExport } from '../../src/engine/replay/replay'
import { failureText } from '../../src/contract/errorCatalogue'
import { FailureMessage } from '../../src/ui/FailureMessage'
import { errorBody } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, engineTestSetup, makeBrowser, settled } from './harness'

const { server, start } = engineTestSetup()

const FR = { brand: 'summit', locale: 'fr-fr' } as const
const cartStream = streamOf('cart', siteIdOf(FR.brand, FR.locale))
const sessionStream = streamOf('session', siteIdOf(FR.brand, FR.locale))

/** Every French text of the catalogue (messages, fallbacks, variants). */
const FRENCH_TEXTS = (Object.values(ERROR_CATALOGUE) as ReadonlyArray<CatalogueEntry>).flatMap((entry) => [
  entry.messages.fr,
  ...(entry.fallback ? [entry.fallback.fr] : []),
  ...Object.values(entry.variants ?? {}).map((m) => m.fr),
])

/** What <FailureMessage> renders once its catalogue has loaded, as text (HTML entities decoded). */
const html = async (failure: Parameters<typeof failureText>[0], language: 'en' | 'fr' | 'de') => {
  const { prelude } = await prerender(
    <Suspense fallback={null}>
      <FailureMessage failure={failure} language={language} />
    </Suspense>,
  )
  return (await new Response(prelude).text()).replace(/<!--[^>]*-->/g, '').replace(/&#x27;|&quot;|&lt;|&gt;|&amp;/g, (e) => ({ '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e]!)
}

describe('failures are facts', () => {
  it('a failure on the French site stores its code and values, no French words; the shopper reads it in French, the engineer replays it in English', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const { engine, toasts } = start(makeBrowser(), { site: FR })
    commerce.fail('cartWithItem', 400, errorBody('INV408', 'Maximum quantity exceeded', { maxAllowedQty: 5 }))
    const result = await settled(engine, addItem('SKU-A', 50))
    expect(result.ok).toBe(false)

    const log = engine.exportLog()
    const failed = log.events.find((e) => e.commandId === result.commandId && e.type === 'v2.CartCommandFailed')
    expect(failed?.payload).toEqual({
      _tag: 'v2.CartCommandFailed',
      commandId: result.commandId,
      code: 'INV408',
      params: { maxAllowedQty: 5 },
      placement: 'toast',
      status: 400,
      serverMessage: 'Maximum quantity exceeded',
    })
    const json = JSON.stringify(log)
    for (const text of FRENCH_TEXTS) expect(json).not.toContain(text)
    expect(json).not.toMatch(/[àâçéèêëîïôûùüÿœ]/i)
    expect(json).not.toContain('"message"')
    // Neither does the toast or the dispatch result carry text.
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', code: 'INV408', params: { maxAllowedQty: 5 } })])
    expect(toasts[0]).not.toHaveProperty('message')
    expect(result).not.toHaveProperty('error.message')

    // The French shopper reads it in French.
    const shown = engine.getState().cart.lastError!
    expect(await html(shown, 'fr')).toBe('Vous pouvez ajouter au maximum 5 exemplaires de cet article.')
    expect(failureText(toasts[0] as Parameters<typeof failureText>[0], 'fr')).toBe('Vous pouvez ajouter au maximum 5 exemplaires de cet article.')

    // The engineer replays the exported log (no network) and reads the same failure in English.
    const exported = JSON.parse(JSON.stringify(await toDebugExport(log, engine.getState(), new Date('2026-11-24T09:00:00Z'))))
    server.resetHandlers()
    const replayed = await replayExport(parseDebugExport(exported))
    expect(replayed.matches).toBe(true)
    expect(await html(replayed.final.cart.lastError!, 'en')).toBe('You can add at most 5 of this item.')
    const event = replayed.events.find((e) => failureOfEvent(e) !== undefined)!
    expect(failureText(failureOfEvent(event)!, 'en')).toBe('You can add at most 5 of this item.')
  })
})

describe('v1 failure events (with the localized message) are upcast to v2', () => {
  let seq = 0
  const record = (stream: string, type: string, payload: Record<string, unknown>): StoredEventRecord => {
    seq++
    return { seq, stream, commandId: `c${seq}`, at: 1_700_000_000_000 + seq, v: 1, type, payload: { _tag: type, commandId: `c${seq}`, ...payload } }
  }

  /** Decodes a stored v1 record both ways the engine does (schemas; its own records) and checks they agree. */
  const decoded = (stored: StoredEventRecord) => {
    const strict = decodeStoredEvent(stored)
    const own = decodeOwnRecord(stored)
    expect(strict).toBeDefined()
    expect(own).toEqual(strict)
    return strict!
  }

  it('the cart failure: the text goes, the code and values stay, and it shows the same message as before', async () => {
    const message = 'Vous pouvez ajouter au maximum 5 exemplaires de cet article.'
    const v1 = record(cartStream, 'v1.CartCommandFailed', { code: 'INV408', message, params: { maxAllowedQty: 5 }, placement: 'toast', status: 400 })
    const event = decoded(v1)
    expect(event).toMatchObject({ v: 2, type: 'v2.CartCommandFailed', seq: v1.seq, commandId: v1.commandId, at: v1.at })
    expect(event.payload).toEqual({ _tag: 'v2.CartCommandFailed', commandId: v1.commandId, code: 'INV408', params: { maxAllowedQty: 5 }, placement: 'toast', status: 400 })
    const lastError = applyEvents(initialEngineState, [event]).cart.lastError!
    expect(lastError).toEqual({ commandId: v1.commandId, code: 'INV408', params: { maxAllowedQty: 5 }, placement: 'toast', status: 400, at: v1.at })
    expect(await html(lastError, 'fr')).toBe(message)
    expect(await html(lastError, 'en')).toBe('You can add at most 5 of this item.')
  })

  it("keeps the server's own message for a code the catalogue does not know, never the generic message (ours)", async () => {
    const unknown = decoded(record(cartStream, 'v1.CartCommandFailed', { code: 'ZZZ999', message: 'Server says no', params: {}, placement: 'toast', status: 422 }))
    expect(unknown.payload).toMatchObject({ code: 'ZZZ999', serverMessage: 'Server says no' })
    expect(await html(applyEvents(initialEngineState, [unknown]).cart.lastError!, 'fr')).toBe('Server says no')

    const generic = decoded(record(cartStream, 'v1.CartCommandFailed', { code: 'ZZZ998', message: GENERIC_MESSAGES.fr, params: {}, placement: 'toast' }))
    expect(generic.payload).not.toHaveProperty('serverMessage')
    const lastError = applyEvents(initialEngineState, [generic]).cart.lastError!
    expect(await html(lastError, 'fr')).toBe(GENERIC_MESSAGES.fr)
    expect(failureText(lastError, 'en')).toBe(GENERIC_MESSAGES.en)
  })

  it('recognises a catalogue variant in the old text (INV700 when moving a saved item to the cart)', async () => {
    const message = ERROR_CATALOGUE.INV700.variants.moveToCart.fr
    const event = decoded(record(cartStream, 'v1.CartCommandFailed', { code: 'INV700', message, params: {}, placement: 'toast', status: 400 }))
    expect(event.payload).toMatchObject({ code: 'INV700', variant: 'moveToCart' })
    const lastError = applyEvents(initialEngineState, [event]).cart.lastError!
    expect(await html(lastError, 'fr')).toBe(message)
    expect(failureText(lastError, 'en')).toBe('This item could not be moved to cart.')
  })

  it('the checkout, account and token failures', async () => {
    const checkout = decoded(
      record(cartStream, 'v1.CheckoutCommandFailed', {
        command: 'checkout.PlaceOrder',
        code: 'PAY400',
        message: ERROR_CATALOGUE.PAY400.messages.de,
        params: {},
        placement: 'placementInline',
        status: 402,
        flash: [],
      }),
    )
    const account = decoded(record(sessionStream, 'v1.AccountCommandFailed', { command: 'session.SignIn', code: 'AUT401', message: ERROR_CATALOGUE.AUT401.messages.fr, params: {}, placement: 'toast', status: 401 }))
    // v1 of the token failure had no placement: the catalogue's for its code.
    const token = decoded(record(sessionStream, 'v1.SessionTokenRequestFailed', { code: 'AUT500', message: ERROR_CATALOGUE.AUT500.messages.fr, params: {}, status: 500 }))
    expect([checkout.type, account.type, token.type]).toEqual(['v2.CheckoutCommandFailed', 'v2.AccountCommandFailed', 'v2.SessionTokenRequestFailed'])
    for (const event of [checkout, account, token]) expect(event.payload).not.toHaveProperty('message')
    expect(checkout.payload).toMatchObject({ command: 'checkout.PlaceOrder', code: 'PAY400', placement: 'placementInline', flash: [] })
    expect(token.payload).toMatchObject({ code: 'AUT500', placement: 'toast', status: 500 })

    const state = applyEvents(initialEngineState, [checkout, account, token])
    expect(await html(state.checkout.lastError!, 'de')).toBe(ERROR_CATALOGUE.PAY400.messages.de)
    expect(await html(state.session.accountError!, 'fr')).toBe(ERROR_CATALOGUE.AUT401.messages.fr)
    expect(await html(state.session.lastError!, 'fr')).toBe(ERROR_CATALOGUE.AUT500.messages.fr)
    expect(failureText(state.checkout.lastError!, 'en')).toBe(ERROR_CATALOGUE.PAY400.messages.en)
  })

  it('an engine starting on a log with a v1 failure projects it as v2', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const message = 'Vous pouvez ajouter au maximum 5 exemplaires de cet article.'
    const v1 = record(cartStream, 'v1.CartCommandFailed', { code: 'INV408', message, params: { maxAllowedQty: 5 }, placement: 'toast', status: 400 })
    const { engine } = start(makeBrowser(makeMemoryEventLog([v1], v1.seq)), { site: FR, loadCartOnStart: false })
    await engine.loaded
    const lastError = engine.getState().cart.lastError!
    expect(lastError).toMatchObject({ commandId: v1.commandId, code: 'INV408', params: { maxAllowedQty: 5 } })
    expect(lastError).not.toHaveProperty('message')
    expect(await html(lastError, 'fr')).toBe(message)
  })
})
