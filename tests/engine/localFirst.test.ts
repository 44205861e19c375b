// A local-first cart (issue 14, finding 1): a cart command is acknowledged once it is on the device,
// whatever the network does; getting the guest token is part of sending it. The first add of a first
// visit while the token call hangs, then fails, then the browser goes offline; a failed add while
// online; two tabs starting together (one guest, not two).
import { HttpResponse, http } from 'msw'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { BASES } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, engineTestSetup, linesOfState, makeBrowser, settle, settled, until, validToken } from './harness'

const { server, start } = engineTestSetup()

const TOKEN_URL = `${BASES.commerce}/token/v2/auth/token`

/** Holds the next token call until `release` is called; it then dies on the wire (the connection dropped). */
const holdTokenCall = () => {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let arrived = false
  server.use(
    http.post(
      TOKEN_URL,
      async () => {
        arrived = true
        await released
        return HttpResponse.error()
      },
      { once: true },
    ),
  )
  return { release, arrived: () => arrived }
}

describe('local-first cart', () => {
  it('a first add while the token call is held: acknowledged at once; offline adds too; back online, one token and each add once', async () => {
    const commerce = makeFakeCommerce()
    const browser = makeBrowser()
    // While the browser is offline every call dies on the wire, as in Chromium.
    server.use(http.all(`${BASES.commerce}/*`, () => (browser.connectivity.isOnline() ? undefined : HttpResponse.error())), ...commerce.handlers)
    const held = holdTokenCall()
    const { engine, toasts } = start(browser)
    await engine.loaded
    await until(held.arrived)

    const first = await engine.dispatch(addItem('SKU-A'))
    expect(first).toMatchObject({ ok: true, queued: true })
    expect(linesOfState(engine)).toEqual([['SKU-A', 1, 'add']])
    expect(engine.getState().cart.count).toBe(1)

    // The connection drops: the held token call dies, the browser says offline.
    browser.connectivity.setOnline(false)
    held.release()
    await settle()
    const second = await engine.dispatch(addItem('SKU-B', 2))
    const third = await engine.dispatch(addItem('SKU-A'))
    expect([second, third].map((r) => r.ok && r.queued)).toEqual([true, true])
    expect(linesOfState(engine)).toEqual([
      ['SKU-A', 2, 'add'],
      ['SKU-B', 2, 'add'],
    ])
    expect(engine.getState().outbox.queued).toBe(3)
    // Start-up's token, asked for by the engine itself, says nothing of the dropped connection.
    expect(toasts).toEqual([])
    expect(commerce.calls()).toEqual([])

    browser.connectivity.setOnline(true)
    await until(() => engine.getState().outbox.queued === 0)
    expect(commerce.calls()).toEqual(['token', 'cartWithItem', 'cartAddItem', 'cartAddItem'])
    const keys = commerce.seen.filter((s) => s.call.startsWith('cart')).map((s) => s.headers['idempotency-key'])
    expect(keys).toEqual([first.commandId, second.commandId, third.commandId])
    expect(commerce.linesOf(engine.getState().cart.basketId)).toEqual([
      ['SKU-A', 2],
      ['SKU-B', 2],
    ])
    expect(linesOfState(engine)).toEqual([
      ['SKU-A', 2, null],
      ['SKU-B', 2, null],
    ])
    expect(await engine.outcome(first.commandId)).toMatchObject({ ok: true, queued: false })
  })

  it('online, a failed add keeps nobody waiting: the next add is acknowledged while the first waits for its retry', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const browser = makeBrowser()
    await Effect.runPromise(browser.tokens.set(validToken(commerce.accessToken)))
    const { engine } = start(browser, { testClock: true })
    await settled(engine, addItem('SKU-A'))
    commerce.fault('cartAddItem', 'drop')
    const failing = await engine.dispatch(addItem('SKU-B'))
    await until(() => engine.getState().outbox.entries[0]?.waiting === 'NETWORK')
    // The first is in the outbox's backoff: the next add does not wait for it.
    const next = await engine.dispatch(addItem('SKU-C'))
    expect([failing, next].map((r) => r.ok && r.queued)).toEqual([true, true])
    expect(linesOfState(engine).map(([sku, , pending]) => [sku, pending])).toEqual([
      ['SKU-A', null],
      ['SKU-B', 'add'],
      ['SKU-C', 'add'],
    ])
    expect(commerce.calls().filter((c) => c === 'cartAddItem')).toHaveLength(1)
  })

  it('two tabs starting together with no token ask for one guest token, not two', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const browser = makeBrowser()
    const a = start(browser, { idPrefix: 'a' }).engine
    const b = start(browser, { idPrefix: 'b' }).engine
    await Promise.all([a.ready, b.ready])
    await settled(a, addItem('SKU-A'))
    await settled(b, addItem('SKU-B'))
    // One guest: the tab that asks second holds no token of its own (tokens live in a tab's memory,
    // decision 24) and gets the device's session renewed, not a guest of its own.
    expect(commerce.seen.filter((c) => c.call === 'token' && (c.body as { type?: string } | undefined)?.type === 'Guest')).toHaveLength(1)
    expect(b.getState().session.consumerNo).toBe(a.getState().session.consumerNo)
    await until(() => a.getState().cart.items.length === 2 && b.getState().cart.items.every((l) => l.pending === null))
    expect(commerce.linesOf(a.getState().cart.basketId)).toEqual([
      ['SKU-A', 1],
      ['SKU-B', 1],
    ])
  })
})
