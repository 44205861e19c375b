// The in-store employee session in the engine (issue 15), against msw handlers that check what the
// reference services would: the agent login's PKCE pair, the Agent exchange through the storefront's
// session calls, the associate's bearer on the utilities and price adjustment calls. What an associate
// and an engineer would notice: the device's guest is ended at sign-in, the log names the store, the
// employee and each adjustment they made, a price adjustment needs a store session first, and after
// signing out nothing of the session stays (state, log, IndexedDB), password and tokens never stored.
import 'fake-indexeddb/auto'
import { createHash } from 'node:crypto'
import { clear, entries } from 'idb-keyval'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../src/contract/schemas/cart'
import { createEngineStore, eventLogIndexedDb } from '../../src/engine/effects/EventLog'
import { describeEvent, parseDebugExport, replayExport, toDebugExport } from '../../src/engine/replay/replay'
import { BASES, errorBody, tokenResponse } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, engineTestSetup, makeBrowser, settle, settled } from './harness'

const { server, start } = engineTestSetup()
const base = BASES.commerce
const PASSWORD = 'Associate-2026!-never-logged'
const AGENT_TOKEN = 'agent-tok-51c0-secret'
const AGENT_REFRESH = 'agent-refresh-77d2-secret'
const STORE = { storeId: '1002', storeName: 'Summit Outfitters Boulder', storeEmployeeId: 'E100202', storeEmployeeName: 'Morgan Diaz' }

const b64url = (buffer: Buffer) => buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** The associate's side of the services: agent login, the Agent exchange, utilities, price adjustments. */
const storeServices = (commerce: ReturnType<typeof makeFakeCommerce>) => {
  const seen: {
    challenge?: string
    adjustments: Array<{ method: string; path: string; body: unknown; authorization: string | null }>
    utilities: Array<string | null>
    reservations: Array<{ body: unknown; authorization: string | null; key: string | null }>
  } = { adjustments: [], utilities: [], reservations: [] }
  const adjusted = (basketId: string, adjustment: Cart['priceAdjustments']): Cart => ({ ...(commerce.carts.get(basketId) as Cart), priceAdjustments: adjustment })
  const handlers = [
    http.post(`${base}/consumers-v3/consumer/agent/login`, async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string; codeChallenge: string }
      if (body.username !== 'associate@summit.test' || body.password !== PASSWORD) return HttpResponse.json(errorBody('AUT401', 'Wrong username or password'), { status: 401 })
      seen.challenge = body.codeChallenge
      return HttpResponse.json({ authorizationCode: 'agent-code-1' })
    }),
    http.post(`${base}/token/v2/auth/token`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>
      if (body.type !== 'Agent') return undefined
      if (body.authorizationCode !== 'agent-code-1' || b64url(createHash('sha256').update(String(body.codeVerifier)).digest()) !== seen.challenge)
        return HttpResponse.json(errorBody('AUT432', 'Authorisation failed'), { status: 401 })
      return HttpResponse.json(tokenResponse(AGENT_TOKEN, { tokenType: 'Agent', consumerNo: 'A-1', consumerType: 'AGENT', refreshToken: AGENT_REFRESH }))
    }),
    http.get(`${base}/consumers-v3/utilities/stores`, ({ request }) => {
      seen.utilities.push(request.headers.get('authorization'))
      return HttpResponse.json({ stores: [{ storeId: '1001', storeName: 'Summit Outfitters Denver', city: 'Denver', country: 'US' }, { storeId: '1002', storeName: STORE.storeName, city: 'Boulder', country: 'US' }] })
    }),
    http.get(`${base}/consumers-v3/utilities/stores/:storeId/employees`, ({ params }) =>
      HttpResponse.json({ storeId: params.storeId, employees: [{ storeEmployeeId: STORE.storeEmployeeId, storeEmployeeName: STORE.storeEmployeeName }] }),
    ),
    http.post(`${base}/cart/v1/cart/:basketId/price_adjustments`, async ({ request, params }) => {
      const body = (await request.json()) as { itemId: string; type: 'AMOUNT_OFF'; value: number; reason: 'DAMAGED' }
      seen.adjustments.push({ method: 'POST', path: new URL(request.url).pathname, body, authorization: request.headers.get('authorization') })
      return HttpResponse.json(adjusted(String(params.basketId), [{ adjustmentId: 'pa_1', itemId: body.itemId, type: body.type, value: body.value, reason: body.reason, amount: body.value }]), { status: 201 })
    }),
    http.delete(`${base}/cart/v1/cart/:basketId/price_adjustments/:adjustmentId`, ({ request, params }) => {
      seen.adjustments.push({ method: 'DELETE', path: new URL(request.url).pathname, body: null, authorization: request.headers.get('authorization') })
      return HttpResponse.json(adjusted(String(params.basketId), undefined))
    }),
    http.post(`${base}/cart/v1/reserveWithItem`, async ({ request }) => {
      const body = (await request.json()) as { storeId: string; sku: string; qty: number; customerName: string }
      seen.reservations.push({ body, authorization: request.headers.get('authorization'), key: request.headers.get('idempotency-key') })
      if (body.qty > 2) return HttpResponse.json(errorBody('INV406', 'Only 2 in this store', { availableQty: 2 }), { status: 400 })
      return HttpResponse.json({ reservationId: 'rs_1', storeId: body.storeId, sku: body.sku, qty: body.qty, expiresAt: '2026-11-27T10:00:00.000Z' }, { status: 201 })
    }),
    http.post(`${base}/consumers-v3/consumer/auth/signout`, () => HttpResponse.json({})),
  ]
  return { handlers, seen }
}

describe('the in-store session', () => {
  it('signs in with PKCE, ends the device’s guest, records the store session and who adjusted which line; a store comes first', async () => {
    const commerce = makeFakeCommerce({ alsoAccepts: [AGENT_TOKEN] })
    const services = storeServices(commerce)
    server.use(...services.handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    // A guest's line on the shop's device before the associate signs in.
    await settled(engine, addItem('SKU-GUEST'))
    expect(engine.getState().cart.items).toHaveLength(1)

    const signedIn = await engine.dispatchAny({ _tag: 'associate.SignIn', username: 'associate@summit.test', password: PASSWORD })
    expect(signedIn.ok).toBe(true)
    let state = engine.getState()
    expect(state.session).toMatchObject({ status: 'agent', consumerNo: 'A-1', consumerType: 'AGENT' })
    // Nothing of the guest joins the associate's session.
    expect(state.cart.items).toEqual([])

    // Without a store session, no price adjustment is sent.
    await settled(engine, addItem('SKU-A', 2))
    const itemId = engine.getState().cart.items[0]!.itemId!
    const early = await engine.dispatchAny({ _tag: 'cart.AddPriceAdjustment', itemId, type: 'AMOUNT_OFF', value: 5, reason: 'DAMAGED' })
    expect(early).toMatchObject({ ok: false, error: { code: 'AUT432' } })
    expect(services.seen.adjustments).toEqual([])

    expect((await engine.dispatchAny({ _tag: 'associate.LoadStores' })).ok).toBe(true)
    expect(services.seen.utilities).toEqual([`Bearer ${AGENT_TOKEN}`])
    expect(engine.getState().session.associate?.stores?.map((s) => s.storeId)).toEqual(['1001', '1002'])
    await engine.dispatchAny({ _tag: 'associate.LoadEmployees', storeId: '1002' })
    expect(engine.getState().session.associate?.employees['1002']).toEqual([{ storeEmployeeId: 'E100202', storeEmployeeName: 'Morgan Diaz' }])
    expect((await engine.dispatchAny({ _tag: 'associate.ChooseStore', ...STORE })).ok).toBe(true)
    expect(engine.getState().session.inStore).toEqual(STORE)

    expect((await engine.dispatchAny({ _tag: 'cart.AddPriceAdjustment', itemId, type: 'AMOUNT_OFF', value: 5, reason: 'DAMAGED' })).ok).toBe(true)
    expect(services.seen.adjustments[0]).toMatchObject({ method: 'POST', body: { itemId, type: 'AMOUNT_OFF', value: 5, reason: 'DAMAGED' }, authorization: `Bearer ${AGENT_TOKEN}` })
    expect(engine.getState().cart.server?.priceAdjustments).toEqual([expect.objectContaining({ adjustmentId: 'pa_1', itemId })])
    expect((await engine.dispatchAny({ _tag: 'cart.RemovePriceAdjustment', adjustmentId: 'pa_1' })).ok).toBe(true)
    expect(engine.getState().cart.server?.priceAdjustments).toBeUndefined()

    // A replayed log says which associate did what.
    const recorded = engine
      .exportLog()
      .events.map((e) => e.payload as { readonly _tag: string })
      .filter((p) => p._tag === 'v1.PriceAdjustmentRecorded' || p._tag === 'v1.AssociateStoreChosen')
    expect(recorded).toEqual([
      { _tag: 'v1.AssociateStoreChosen', ...STORE },
      expect.objectContaining({ _tag: 'v1.PriceAdjustmentRecorded', action: 'add', adjustmentId: 'pa_1', itemId, storeId: '1002', storeEmployeeId: 'E100202' }),
      expect.objectContaining({ _tag: 'v1.PriceAdjustmentRecorded', action: 'remove', adjustmentId: 'pa_1', itemId, storeEmployeeId: 'E100202' }),
    ])
    // …and so does the engineer's replay of the exported log, line by line (npm run replay).
    const exported = JSON.parse(JSON.stringify(await toDebugExport(engine.exportLog(), engine.getState(), new Date('2026-11-26T10:00:00Z'))))
    const replayed = await replayExport(parseDebugExport(exported))
    expect(replayed.matches).toBe(true)
    const lines = replayed.events.map(describeEvent).filter((line) => /AssociateStoreChosen|PriceAdjustmentRecorded/.test(line))
    expect(lines).toEqual([
      expect.stringMatching(/v1\.AssociateStoreChosen .*storeId=1002 storeName=\S.* storeEmployeeId=E100202 storeEmployeeName=Morgan Diaz$/),
      expect.stringMatching(new RegExp(`v1\\.PriceAdjustmentRecorded .*action=add itemId=${itemId} reason=DAMAGED storeId=1002 storeEmployeeId=E100202$`)),
      expect.stringMatching(new RegExp(`v1\\.PriceAdjustmentRecorded .*action=remove itemId=${itemId} storeId=1002 storeEmployeeId=E100202$`)),
    ])

    state = engine.getState()
    expect(state.session.status).toBe('agent')
  })

  it('an associate with a store session reserves a size for a shopper; the log names who reserved what, never the shopper’s name', async () => {
    const commerce = makeFakeCommerce({ alsoAccepts: [AGENT_TOKEN] })
    const services = storeServices(commerce)
    server.use(...services.handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    const reserve = { _tag: 'associate.Reserve' as const, storeId: '1001', sku: 'SKU-A', qty: 1, customerName: 'Robin Shopper' }
    // A guest cannot reserve: nothing is sent.
    expect(await engine.dispatchAny(reserve)).toMatchObject({ ok: false, error: { code: 'AUT432' } })
    await engine.dispatchAny({ _tag: 'associate.SignIn', username: 'associate@summit.test', password: PASSWORD })
    // Connected, but no store session yet: refused too.
    expect(await engine.dispatchAny(reserve)).toMatchObject({ ok: false, error: { code: 'AUT432' } })
    expect(services.seen.reservations).toEqual([])
    await engine.dispatchAny({ _tag: 'associate.ChooseStore', ...STORE })

    const made = await engine.dispatchAny(reserve)
    expect(made.ok).toBe(true)
    expect(services.seen.reservations).toEqual([{ body: { storeId: '1001', sku: 'SKU-A', qty: 1, customerName: 'Robin Shopper' }, authorization: `Bearer ${AGENT_TOKEN}`, key: made.commandId }])
    expect(made.events.map((e) => e.payload)).toContainEqual({
      _tag: 'v1.StoreReservationMade',
      reservationId: 'rs_1',
      storeId: '1001',
      sku: 'SKU-A',
      qty: 1,
      expiresAt: '2026-11-27T10:00:00.000Z',
      associateStoreId: '1002',
      storeEmployeeId: 'E100202',
    })
    // More than the store holds: the catalogue's code with the quantity there.
    expect(await engine.dispatchAny({ ...reserve, qty: 3 })).toMatchObject({ ok: false, error: { code: 'INV406', params: { availableQty: 2 } } })
    // Bad input is refused by the command's schema and never reaches the server.
    await expect(engine.dispatchAny({ ...reserve, customerName: '' })).rejects.toThrow()
    await expect(engine.dispatchAny({ ...reserve, qty: 11 })).rejects.toThrow()
    expect(services.seen.reservations).toHaveLength(2)
    const reservations = engine
      .exportLog()
      .events.map((e) => e.payload as { readonly _tag: string })
      .filter((p) => p._tag === 'v1.StoreReservationMade')
    expect(reservations).toHaveLength(1)
    expect(JSON.stringify(reservations)).not.toContain('Robin')
  })

  it('a wrong password is the catalogue’s AUT401; a guest cannot choose a store (AUT432)', async () => {
    const commerce = makeFakeCommerce({ alsoAccepts: [AGENT_TOKEN] })
    server.use(...storeServices(commerce).handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    expect(await engine.dispatchAny({ _tag: 'associate.SignIn', username: 'associate@summit.test', password: 'wrong' })).toMatchObject({ ok: false, error: { code: 'AUT401' } })
    expect(engine.getState().session.status).not.toBe('agent')
    expect(await engine.dispatchAny({ _tag: 'associate.ChooseStore', ...STORE })).toMatchObject({ ok: false, error: { code: 'AUT432' } })
    expect(engine.getState().session.inStore).toBeUndefined()
  })

  it('signing out leaves nothing of the session on the device: state, log and IndexedDB; password and tokens never stored', async () => {
    const store = createEngineStore()
    await clear(store.relaxed)
    const commerce = makeFakeCommerce({ alsoAccepts: [AGENT_TOKEN] })
    server.use(...storeServices(commerce).handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser(), { layer: { eventLog: eventLogIndexedDb({ store }) }, snapshotEvery: 3 })
    await engine.ready
    await engine.dispatchAny({ _tag: 'associate.SignIn', username: 'associate@summit.test', password: PASSWORD })
    await engine.dispatchAny({ _tag: 'associate.ChooseStore', ...STORE })
    await settled(engine, addItem('SKU-A'))
    await settle(50)
    expect(JSON.stringify((await entries(store.relaxed)).map(([, v]) => v))).toContain('Morgan Diaz')

    expect((await engine.dispatchAny({ _tag: 'session.SignOut' })).ok).toBe(true)
    expect(engine.getState().session.status).toBe('guest')
    expect(engine.getState().session.inStore).toBeUndefined()
    expect(engine.getState().cart.items).toEqual([])
    await settle(50)
    for (const [where, value] of Object.entries({ indexedDb: (await entries(store.relaxed)).map(([, v]) => v), exported: engine.exportLog() })) {
      const text = JSON.stringify(value)
      for (const trace of ['Morgan Diaz', 'E100202', STORE.storeName, 'SKU-A', 'A-1', PASSWORD, AGENT_TOKEN, AGENT_REFRESH]) expect(text, `${where}: ${trace}`).not.toContain(trace)
    }
    await clear(store.relaxed)
  })
})
