// The server ends a guest's session (401 AUT404 on a cart call: the token expired or was revoked):
// the engine gets a new guest token, carries the lines the device showed over to a new cart of the
// new guest, and runs the command again there. Found by the simulation (tests/sim): the change was
// reported as failed and rolled back, though an earlier send of it may have reached the old cart.
import { Effect } from 'effect'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { BASES, errorBody, tokenResponse } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, advanceUntil, engineTestSetup, linesOfState, makeBrowser, settle, settled, validToken } from './harness'

const { server, start } = engineTestSetup()

/** A first guest (G-0001) with a cart B1 holding SKU-A ×2. */
const guestWithCart = async (options: { testClock?: boolean } = {}) => {
  const commerce = makeFakeCommerce()
  server.use(...commerce.handlers)
  const browser = makeBrowser()
  await Effect.runPromise(browser.tokens.set(validToken(commerce.accessToken)))
  const { engine, toasts } = start(browser, { loadCartOnStart: false, ...options })
  await settled(engine, { _tag: 'session.EnsureGuestToken', force: true })
  await settled(engine, addItem('SKU-A', 2))
  expect(engine.getState().cart).toMatchObject({ basketId: 'B1', owner: 'G-0001' })
  return { commerce, engine, toasts }
}

describe('a guest session the server ended', () => {
  it('a new guest, the cart carried over to a new cart, the command run again there', async () => {
    const { commerce, engine, toasts } = await guestWithCart()

    // The server ends the session: the next cart call is refused; the next token is another guest's.
    commerce.fail('cartAddItem', 401, errorBody('AUT404', 'The access token has expired'))
    server.use(http.post(`${BASES.commerce}/token/v2/auth/token`, () => HttpResponse.json(tokenResponse(commerce.accessToken, { consumerNo: 'G-0002' })), { once: true }))
    const result = await settled(engine, addItem('SKU-B'))

    expect(result).toMatchObject({ ok: true, queued: false })
    const cartCalls = commerce.seen.filter((s) => s.call !== 'token').slice(-3)
    expect(cartCalls.map((s) => [s.call, s.headers['idempotency-key']])).toEqual([
      ['cartAddItem', result.commandId],
      ['cartWithItem', expect.stringMatching(/^carry\.B1\./)],
      ['cartAddItem', `${result.commandId}.1`],
    ])
    expect(engine.getState().session.consumerNo).toBe('G-0002')
    expect(engine.getState().cart).toMatchObject({ basketId: 'B2', owner: 'G-0002', lastError: null })
    expect(commerce.linesOf('B2')).toEqual([
      ['SKU-A', 2],
      ['SKU-B', 1],
    ])
    expect(linesOfState(engine)).toEqual([
      ['SKU-A', 2, null],
      ['SKU-B', 1, null],
    ])
    expect(toasts).toEqual([])
  })

  // Found by the simulation (seeds 2529, 6918): an add whose answer was lost had been applied on the
  // old cart, and a cart loaded since showed its line. The carry-over copied that line, and the add
  // was then sent again to the new cart: counted twice. The carry-over now copies the lines as of the
  // changes settled so far (the loaded cart may or may not hold the waiting add), and the add, sent
  // again, is applied once on the new cart.
  it('an add whose answer was lost, shown by a cart loaded since, counts once on the new cart', async () => {
    const { commerce, engine, toasts } = await guestWithCart({ testClock: true })

    commerce.fault('cartAddItem', 'lose')
    const add = await engine.dispatch(addItem('SKU-B'))
    expect(add).toMatchObject({ ok: true, queued: true })
    await settle(60)
    expect(commerce.linesOf('B1')).toEqual([
      ['SKU-A', 2],
      ['SKU-B', 1],
    ])
    expect(engine.getState().outbox.queued).toBe(1)
    // A load shows the old cart with the add applied, though the add's answer never came.
    await settled(engine, { _tag: 'cart.Load' })
    expect(engine.getState().cart.server?.items.map((i) => [i.productId, i.qty])).toEqual([
      ['SKU-A', 2],
      ['SKU-B', 1],
    ])

    // The server ends the session before the add is sent again.
    commerce.fail('cartAddItem', 401, errorBody('AUT404', 'The access token has expired'))
    server.use(http.post(`${BASES.commerce}/token/v2/auth/token`, () => HttpResponse.json(tokenResponse(commerce.accessToken, { consumerNo: 'G-0002' })), { once: true }))
    await advanceUntil(engine, () => engine.getState().outbox.queued === 0, { step: '2 seconds' })

    expect((await engine.outcome(add.commandId)).ok).toBe(true)
    expect(engine.getState().cart).toMatchObject({ basketId: 'B2', owner: 'G-0002' })
    expect(commerce.linesOf('B2')).toEqual([
      ['SKU-A', 2],
      ['SKU-B', 1],
    ])
    expect(linesOfState(engine)).toEqual([
      ['SKU-A', 2, null],
      ['SKU-B', 1, null],
    ])
    expect(toasts).toEqual([])
  })

  // A registered shopper's refused token is renewed from the device's session (the storefront
  // server's cookie, decision 24), like any tab's: tests/engine/enrollment.test.ts (the session's
  // lifecycle) covers a renewal that finds the session now names another shopper (forgotten, not
  // given a guest's cart). The merge of decisions 22 and 24 dropped this file's test that the
  // registered shopper's failure was reported unrenewed: that was the engine without the BFF.
})

// Found by the simulation (seed 612): a tab signed the device's guest in (the server merged the
// guest's cart and now holds a registered session for the device) and crashed before writing it.
// The next tab's token is the member's: that is this shopper signing in, not another's session.
describe('a sign-in the log did not record (its tab closed before writing it)', () => {
  it('the member keeps the merged cart, and the commands still queued go on in it', async () => {
    const { commerce, engine, toasts } = await guestWithCart()

    // The sign-in merged B1 into the member's cart B7 on the server; the device's session is the member's.
    commerce.carts.set('B7', { ...commerce.carts.get('B1')!, id: 'B7' })
    commerce.dropCart('B1')
    server.use(
      http.post(`${BASES.commerce}/token/v2/auth/token`, () =>
        HttpResponse.json(tokenResponse(commerce.accessToken, { tokenType: 'Registered', consumerNo: 'M-0001', consumerType: 'registered', basketId: 'B7' })),
      ),
    )
    await settled(engine, { _tag: 'session.EnsureGuestToken', force: true })
    expect(engine.getState().session).toMatchObject({ status: 'registered', consumerNo: 'M-0001' })
    expect(engine.getState().cart.basketId).toBe('B7')
    expect(linesOfState(engine)).toEqual([['SKU-A', 2, null]])

    await settled(engine, addItem('SKU-B'))
    expect(commerce.linesOf('B7')).toEqual([
      ['SKU-A', 2],
      ['SKU-B', 1],
    ])
    expect(toasts).toEqual([])
  })
})

