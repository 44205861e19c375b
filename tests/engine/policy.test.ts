// Each row of the recovery table (src/engine/recovery/policy.ts) driven through a real HTTP exchange (msw):
// token 409 → one retry after 2000 ms; token 403 → ignored; BSK404 → new cart, the command once more,
// a second BSK404 reported; AUT498 → reset, toast, reload after 4000 ms behind the 10 s marker;
// 403 with an appId → the bot-protection event; no network → the outbox.
import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { POLICY } from '../../src/engine/recovery/policy'
import { errorBody } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, advanceUntil, engineTestSetup, makeBrowser, settle, until, validToken, settled } from './harness'

const { server, start } = engineTestSetup()

const setup = () => {
  const commerce = makeFakeCommerce()
  server.use(...commerce.handlers)
  return commerce
}

describe('recovery policy', () => {
  it('has one row per recovery of the architecture, with stable ids', () => {
    expect(POLICY.map((r) => r.id)).toEqual(['token409', 'token403', 'token403app', 'idm409', 'bsk404', 'itemGone', 'savedItemGone', 'aut404', 'noToken', 'ord430', 'bsk409', 'aut498', 'bot', 'network', 'timeout', 'gateway'])
  })

  describe('token call', () => {
    it('409: one retry after 2000 ms on the test clock, with the same request', async () => {
      const commerce = setup()
      commerce.fail('token', 409, errorBody('AUT409', 'duplicated'))
      const { engine } = start(makeBrowser(), { testClock: true })
      let readyDone = false
      void engine.ready.then(() => (readyDone = true))
      await until(() => commerce.calls().length === 1)
      await settle()
      await engine.run(TestClock.adjust('1999 millis'))
      await settle()
      expect(commerce.calls()).toEqual(['token'])
      expect(readyDone).toBe(false)
      await engine.run(TestClock.adjust('1 millis'))
      await engine.ready
      expect(commerce.calls()).toEqual(['token', 'token'])
      expect(commerce.seen[1]!.headers['idempotency-key']).toBe(commerce.seen[0]!.headers['idempotency-key'])
      expect(engine.getState().session.status).toBe('guest')
    })

    it('409 twice: the failure is reported after the one retry', async () => {
      const commerce = setup()
      commerce.fail('token', 409, errorBody('AUT409', 'duplicated'))
      commerce.fail('token', 409, errorBody('AUT409', 'duplicated'))
      const { engine, toasts } = start(makeBrowser(), { testClock: true })
      await until(() => commerce.calls().length === 1)
      await settle()
      await engine.run(TestClock.adjust('2 seconds'))
      await engine.ready
      expect(commerce.calls()).toEqual(['token', 'token'])
      expect(engine.getState().session).toMatchObject({ status: 'none', lastError: { code: 'AUT409' } })
      expect(toasts.map((t) => t.code)).toEqual(['AUT409'])
    })

    it('403: ignored, no failure shown or recorded', async () => {
      const commerce = setup()
      commerce.fail('token', 403, errorBody('AUT432', 'forbidden'))
      const browser = makeBrowser()
      const { engine, toasts } = start(browser)
      await engine.ready
      expect(commerce.calls()).toEqual(['token'])
      expect(engine.getState().session).toMatchObject({ status: 'none', lastError: null })
      expect(browser.log.records()).toEqual([])
      expect(toasts).toEqual([])
    })

    it('403 with an appId: ignored too (no bot-protection event for the token exchange)', async () => {
      const commerce = setup()
      commerce.fail('token', 403, errorBody(undefined, 'challenge', undefined, 'app-77'))
      const browser = makeBrowser()
      const { engine, toasts } = start(browser)
      await engine.ready
      expect(browser.log.records()).toEqual([])
      expect(engine.getState().session.challenge).toBeNull()
      expect(toasts).toEqual([])
    })
  })

  describe('BSK404', () => {
    it('creates a new cart and runs the command once more, with the next Idempotency-Key; nothing else is re-added', async () => {
      const commerce = setup()
      const { engine } = start(makeBrowser())
      await settled(engine, addItem('SKU-A'))
      commerce.dropCart('B1')
      const result = await settled(engine, addItem('SKU-B', 2))
      expect(result.ok).toBe(true)
      expect(commerce.calls()).toEqual(['token', 'cartWithItem', 'cartAddItem', 'cartCreate', 'cartAddItem'])
      const retry = commerce.seen.at(-1)!
      expect(retry.body).toEqual({ basketId: 'B2', items: [{ productId: 'SKU-B', qty: 2 }] })
      expect(retry.headers['idempotency-key']).toBe(`${result.commandId}.1`)
      expect(commerce.seen.at(-2)!.headers['idempotency-key']).toBe(`${result.commandId}.recreate`)
      expect(result.events.map((e) => e.type)).toEqual([
        'v1.CommandQueued',
        'v1.CartItemAddRequested',
        'v1.CartReplaced',
        'v1.CommandRedecided',
        'v1.CommandSettled',
        'v1.CartSnapshotReceived',
      ])
      expect(engine.getState().cart).toMatchObject({ basketId: 'B2', lastError: null })
      expect(engine.getState().cart.items.map((i) => [i.sku, i.qty, i.pending])).toEqual([['SKU-B', 2, null]])
      expect(commerce.linesOf('B2')).toEqual([['SKU-B', 2]])
    })

    it('a second BSK404 is reported, not a loop', async () => {
      const commerce = setup()
      const { engine, toasts } = start(makeBrowser())
      await settled(engine, addItem('SKU-A'))
      commerce.fail('cartAddItem', 404, errorBody('BSK404', 'gone'))
      commerce.fail('cartAddItem', 404, errorBody('BSK404', 'gone'))
      const result = await settled(engine, addItem('SKU-B'))
      expect(result).toMatchObject({ ok: false, error: { code: 'BSK404' } })
      expect(commerce.calls()).toEqual(['token', 'cartWithItem', 'cartAddItem', 'cartCreate', 'cartAddItem'])
      expect(result.events.map((e) => e.type)).toEqual([
        'v1.CommandQueued',
        'v1.CartItemAddRequested',
        'v1.CartReplaced',
        'v1.CommandRedecided',
        'v1.CommandSettled',
        'v2.CartCommandFailed',
      ])
      expect(engine.getState().cart).toMatchObject({ basketId: 'B2', items: [], lastError: { code: 'BSK404' } })
      expect(engine.getState().outbox.queued).toBe(0)
      expect(toasts.map((t) => t.code)).toEqual(['BSK404'])
      // the shopper's old line is not re-added to the new cart
      expect(commerce.linesOf('B2')).toEqual([])
    })
  })

  describe('AUT498 invalid customer', () => {
    it('resets the cart, clears the saved cart and token, shows the error toast, reloads after 4000 ms', async () => {
      const commerce = setup()
      const browser = makeBrowser()
      const { engine, toasts } = start(browser, { testClock: true })
      await settled(engine, addItem('SKU-A'))
      expect(engine.getState().cart.basketId).toBe('B1')
      commerce.fail('cartAddItem', 401, errorBody('AUT498', 'invalid customer'))
      const result = await settled(engine, addItem('SKU-B'))
      expect(result).toMatchObject({ ok: false, error: { code: 'AUT498' } })
      const state = engine.getState()
      expect(state.cart).toMatchObject({ basketId: null, server: null, items: [], pending: [], lastError: { code: 'AUT498' } })
      expect(state.session.status).toBe('none')
      expect(await engine.run(browser.tokens.get)).toBeUndefined()
      expect(toasts).toEqual([expect.objectContaining({ kind: 'error', code: 'AUT498', persistent: true })])
      expect(result.events.map((e) => e.type)).toEqual(expect.arrayContaining(['v1.CartReset', 'v1.SessionEnded', 'v2.CartCommandFailed']))

      await engine.run(TestClock.adjust('3999 millis'))
      await settle()
      expect(browser.reload.count()).toBe(0)
      await engine.run(TestClock.adjust('1 millis'))
      await until(() => browser.reload.count() === 1)
      expect(browser.reloadMarker.value()).toBe(4000)
    })

    it('the 10 s reload marker keeps the reloaded page from reloading again; an older marker does not', async () => {
      const commerce = setup()
      const browser = makeBrowser()
      // the page has just been reloaded because of an AUT498 (marker at t=0), and the token call fails the same way
      await Effect.runPromise(browser.reloadMarker.set(0))
      commerce.fail('token', 401, errorBody('AUT498', 'invalid customer'))
      const { engine, toasts } = start(browser, { testClock: true })
      await engine.ready
      expect(toasts.map((t) => t.code)).toEqual(['AUT498'])
      await engine.run(TestClock.adjust('9 seconds'))
      await settle()
      expect(browser.reload.count()).toBe(0)
      // 20 s later the marker is stale: a new AUT498 reloads again
      await engine.run(TestClock.adjust('11 seconds'))
      await settled(engine, addItem('SKU-A'))
      commerce.fail('cartAddItem', 401, errorBody('AUT498', 'invalid customer'))
      await settled(engine, addItem('SKU-B'))
      await engine.run(TestClock.adjust('4 seconds'))
      await until(() => browser.reload.count() === 1)
      expect(browser.reloadMarker.value()).toBe(24_000)
    })

    it('settles every queued cart command of the invalid customer', async () => {
      const commerce = setup()
      const browser = makeBrowser()
      browser.connectivity.setOnline(false)
      await Effect.runPromise(browser.tokens.set(validToken(commerce.accessToken)))
      const { engine } = start(browser, { testClock: true })
      const a = await engine.dispatch(addItem('SKU-A'))
      const b = await engine.dispatch(addItem('SKU-B'))
      expect([a, b]).toMatchObject([{ queued: true }, { queued: true }])
      expect(engine.getState().outbox.queued).toBe(2)
      commerce.fail('cartWithItem', 401, errorBody('AUT498', 'invalid customer'))
      browser.connectivity.setOnline(true)
      await until(() => engine.getState().outbox.queued === 0)
      expect(commerce.calls().filter((c) => c.startsWith('cart'))).toEqual(['cartWithItem'])
      expect(engine.getState().cart.items).toEqual([])
    })
  })

  it('403 with an appId on a cart call: the bot-protection event with URL and appId, the command reported as BOT_PROTECTION', async () => {
    const commerce = setup()
    const browser = makeBrowser()
    const { engine, toasts } = start(browser)
    await engine.ready
    commerce.fail('cartWithItem', 403, { ...errorBody(undefined, 'challenge', undefined, 'app-77'), secretish: 'not-for-the-log' })
    const result = await settled(engine, addItem('SKU-A'))
    expect(result).toMatchObject({ ok: false, error: { code: 'BOT_PROTECTION' } })
    const event = browser.log.records().find((r) => r.type === 'v1.BotProtectionChallenged')
    expect(event).toMatchObject({
      stream: 'session/summit-en-us',
      commandId: result.commandId,
      payload: { call: 'cartWithItem', appId: 'app-77', status: 403, correlationId: 'srv-correlation-1', url: expect.stringMatching(/^http:\/\/shop\.test\/api\/cart\/v1\/cartWithItem\?/) },
    })
    expect(JSON.stringify(browser.log.records())).not.toContain('not-for-the-log')
    expect(engine.getState().session.challenge).toMatchObject({ appId: 'app-77', commandId: result.commandId })
    expect(engine.getState().cart).toMatchObject({ items: [], lastError: { code: 'BOT_PROTECTION' } })
    expect(toasts.map((t) => t.code)).toEqual(['BOT_PROTECTION'])
  })

  it('no network: the command waits in the outbox (pending, no failure), then is sent once with the same key', async () => {
    const commerce = setup()
    const { engine, toasts } = start(makeBrowser(), { testClock: true })
    await engine.ready
    commerce.fault('cartWithItem', 'drop')
    const result = await engine.dispatch(addItem('SKU-A'))
    expect(result).toMatchObject({ ok: true, queued: true })
    expect(engine.getState().cart.items.map((l) => [l.sku, l.pending])).toEqual([['SKU-A', 'add']])
    await until(() => engine.getState().outbox.entries[0]?.waiting === 'NETWORK')
    expect(engine.getState().outbox).toMatchObject({ queued: 1, entries: [{ commandId: result.commandId, waiting: 'NETWORK' }] })
    expect(engine.getState().cart.lastError).toBeNull()
    await advanceUntil(engine, () => engine.getState().outbox.queued === 0)
    const sends = commerce.seen.filter((s) => s.call === 'cartWithItem')
    expect(sends.map((s) => s.headers['idempotency-key'])).toEqual([result.commandId, result.commandId])
    expect(commerce.linesOf('B1')).toEqual([['SKU-A', 1]])
    expect(engine.getState().cart.items.map((l) => [l.sku, l.pending])).toEqual([['SKU-A', null]])
    expect(toasts).toEqual([])
  })
})
