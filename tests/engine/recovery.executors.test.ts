// The recovery executors alone (recovery/executors.ts), one failure per row of the table
// (recovery/policy.ts) handed to onFailure as a decision would: what each row records, shows and
// does (a new cart, a refreshed cart, a token, AUT498's reset and guarded reload, the bot-protection
// event, waiting in the outbox), and the report every other failure gets. The server is the fake
// commerce service (msw); time is the TestClock.
import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { ApiError, BotProtectionError, NetworkError, TimeoutError } from '../../src/api/errors'
import { MissingTokenError, type CommandContext, type CommandError } from '../../src/engine/commands/command'
import { COMMANDS } from '../../src/engine/commands/registry'
import { makeCommit, on } from '../../src/engine/core/commit'
import type { AnySpec, Run } from '../../src/engine/core/types'
import { makeMemoryReloadMarker } from '../../src/engine/effects/PageReload'
import { CartSnapshotReceived } from '../../src/engine/events/cart'
import { CommandQueued } from '../../src/engine/events/outbox'
import { streamOf } from '../../src/engine/events/storedEvent'
import { makeRecoveries } from '../../src/engine/recovery/executors'
import { POLICY, recoveryFor } from '../../src/engine/recovery/policy'
import { makeReport } from '../../src/engine/recovery/report'
import { SITE, cart, cartItem } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, engineTestSetup, makeBrowser, settle, validToken, type Browser } from './harness'

const { server, startParts } = engineTestSetup()

const apiError = (code: string, status: number, call = 'cartAddItem', placement: 'toast' | 'top' | 'placementInline' = 'toast') =>
  new ApiError({ code, serverMessage: `${code} message`, status, params: {}, correlationId: 'corr-1', placement, call, method: 'POST', url: 'https://api.test/x' })

const specOf = (tag: keyof typeof COMMANDS) => COMMANDS[tag] as unknown as AnySpec

/** A browser (signed in with the fake service's token unless told otherwise), the executors over its parts, and a way to run a failure through them. */
const setup = async (browser: Browser = makeBrowser(), { signedIn = true }: { readonly signedIn?: boolean } = {}) => {
  const commerce = makeFakeCommerce()
  server.use(...commerce.handlers)
  if (signedIn) await Effect.runPromise(browser.tokens.set(validToken(commerce.accessToken)))
  const parts = await startParts(browser, { testClock: true })
  const { ctx, store } = parts
  const { commit, commitFor } = makeCommit({ ctx, store, onDegraded: () => {} })
  const report = makeReport({ ctx, commitFor })
  const { onFailure } = makeRecoveries({ ctx, store, commit, commitFor, report, catchUp: Effect.void })
  const runOf = (overrides: Partial<Run> & { readonly spec?: AnySpec } = {}): Run => {
    const spec = overrides.spec ?? specOf('cart.AddItem')
    return { commandId: 'c1', stream: streamOf(spec.aggregate, ctx.siteId), spec, command: addItem('SKU-A'), queued: true, decision: 0, reruns: {}, waiting: null, reason: null, committed: [], ...overrides }
  }
  const fail = async (error: CommandError, run: Run = runOf()) => {
    const commandCtx: CommandContext = { commandId: run.commandId, idempotencyKey: run.commandId, attempt: run.decision, state: store.state, site: SITE }
    const outcome = await ctx.run(onFailure(run, commandCtx, error))
    return { outcome, run }
  }
  /** Types of the events in the log, after `from` of them. */
  const logged = (from = 0) => browser.log.records().slice(from).map((r) => r.type)
  return { ...parts, browser, commerce, commit, runOf, fail, logged }
}

describe('recovery executors', () => {
  it.each([
    ['idm409', apiError('IDM409', 409), 'IDM409'],
    ['network', new NetworkError({ call: 'cartAddItem', url: '/', message: 'offline' }), 'NETWORK'],
    ['timeout', new TimeoutError({ call: 'cartAddItem', url: '/', timeoutMs: 10_000 }), 'TIMEOUT'],
    ['gateway', apiError('GENERIC', 503), 'GENERIC'],
  ] as const)('%s: a queued command stays queued (deferred once per wait); a direct one is reported', async (row, error, code) => {
    expect(recoveryFor(error, { aggregate: 'cart' })?.id).toBe(row)
    const { fail, runOf, logged, browser } = await setup()
    const queued = await fail(error)
    expect(queued.outcome).toMatchObject({ _tag: 'deferred', cause: error })
    expect(browser.log.records().map((r) => [r.type, r.payload])).toEqual([['v1.CommandDeferred', { _tag: 'v1.CommandDeferred', code }]])
    expect((await fail(error, runOf({ waiting: code }))).outcome._tag).toBe('deferred')
    expect(logged(1)).toEqual([])
    const direct = await fail(error, runOf({ queued: false }))
    expect(direct.outcome).toMatchObject({ _tag: 'done', result: { ok: false, error: { code } } })
    expect(logged(1)).toEqual(['v2.CartCommandFailed'])
  })

  it('bsk404: a new cart, then the command is decided again (once; a second BSK404 is reported)', async () => {
    const { fail, runOf, logged, commerce, store } = await setup()
    const first = await fail(apiError('BSK404', 404))
    expect(first.outcome).toEqual({ _tag: 'again', reason: 'bsk404' })
    expect(commerce.calls()).toEqual(['cartCreate'])
    expect(logged()).toEqual(['v1.CartReplaced', 'v1.CommandRedecided'])
    expect(store.state.cart.basketId).toBe('B1')
    const second = await fail(apiError('BSK404', 404), runOf({ decision: 1, reruns: { bsk404: 1 } }))
    expect(second.outcome).toMatchObject({ _tag: 'done', result: { ok: false, error: { code: 'BSK404' } } })
    expect(logged(2)).toEqual(['v1.CommandSettled', 'v2.CartCommandFailed'])
    expect(commerce.calls()).toEqual(['cartCreate'])
  })

  it('itemGone: the cart is fetched again, then the command is re-decided', async () => {
    const { fail, runOf, logged, commerce, commit, ctx } = await setup()
    commerce.carts.set('B7', cart('B7', [cartItem('SKU-B', 1)]))
    await ctx.run(commit(on(ctx.cartStream, 'c0', [CartSnapshotReceived.make({ cart: cart('B7', [cartItem('SKU-A', 1)]) })])))
    const { outcome } = await fail(apiError('PLP400', 400, 'cartUpdateItem'), runOf({ spec: specOf('cart.ChangeQuantity') }))
    expect(outcome).toEqual({ _tag: 'again', reason: 'itemGone' })
    expect(commerce.calls()).toEqual(['cartGet'])
    expect(logged(1)).toEqual(['v1.CartRefreshed', 'v1.CommandRedecided'])
  })

  it('noToken: a token is fetched (under the command’s key), then the command is decided again', async () => {
    const { fail, logged, commerce } = await setup(makeBrowser(), { signedIn: false })
    const { outcome } = await fail(new MissingTokenError({}))
    expect(outcome).toEqual({ _tag: 'again', reason: 'noToken' })
    expect(commerce.calls()).toEqual(['token'])
    expect(commerce.seen[0]!.headers['idempotency-key']).toBe('c1.token')
    expect(logged()).toEqual(['v1.SessionStarted', 'v1.CommandRedecided'])
  })

  it('aut404: the refused token is replaced by one of the device’s session (forced, under the command’s key), then the command is decided again', async () => {
    const { fail, runOf, logged, commerce } = await setup()
    const { outcome } = await fail(apiError('AUT404', 401, 'cartAddItem'), runOf({}))
    expect(outcome).toEqual({ _tag: 'again', reason: 'aut404' })
    expect(commerce.calls()).toEqual(['token'])
    expect(commerce.seen[0]!.headers['idempotency-key']).toBe('c1.token')
    expect(logged()).toEqual(['v1.SessionStarted', 'v1.CommandRedecided'])
  })

  it('ord430: the cart is refreshed (its notices), then the failure is reported', async () => {
    const { fail, runOf, logged, commerce, commit, ctx, toasts } = await setup()
    commerce.carts.set('B7', cart('B7', [cartItem('SKU-B', 1)]))
    await ctx.run(commit(on(ctx.cartStream, 'c0', [CartSnapshotReceived.make({ cart: cart('B7', [cartItem('SKU-A', 1)]) })])))
    const placeOrder = specOf('checkout.PlaceOrder')
    const { outcome } = await fail(apiError('ORD430', 400, 'placeOrder'), runOf({ spec: placeOrder, queued: false }))
    expect(outcome).toMatchObject({ _tag: 'done', result: { ok: false, error: { code: 'ORD430' } } })
    expect(commerce.calls()).toEqual(['cartGet'])
    expect(logged(1)[0]).toBe('v1.CartRefreshed')
    expect(logged(1)).toHaveLength(2)
    expect(toasts.map((t) => t.code)).toEqual(['ORD430'])
  })

  it('bsk409: the cart changed since the summary; it is refreshed (the new summary), then the failure is reported inline', async () => {
    const { fail, runOf, logged, commerce, commit, ctx, toasts } = await setup()
    commerce.carts.set('B7', cart('B7', [cartItem('SKU-A', 1), cartItem('SKU-B', 1)]))
    await ctx.run(commit(on(ctx.cartStream, 'c0', [CartSnapshotReceived.make({ cart: cart('B7', [cartItem('SKU-A', 1)]) })])))
    const placeOrder = specOf('checkout.PlaceOrder')
    const { outcome } = await fail(apiError('BSK409', 409, 'placeOrder', 'placementInline'), runOf({ spec: placeOrder, queued: false }))
    expect(outcome).toMatchObject({ _tag: 'done', result: { ok: false, error: { code: 'BSK409', placement: 'placementInline' } } })
    expect(commerce.calls()).toEqual(['cartGet'])
    expect(logged(1)[0]).toBe('v1.CartRefreshed')
    expect(toasts).toEqual([])
  })

  it('aut498: every queued cart command fails, cart reset, session ended, token cleared, toast; the page reloads after 4 s, once', async () => {
    const { fail, runOf, logged, store, browser, ctx, commit, toasts } = await setup()
    await ctx.run(commit(on(ctx.cartStream, 'c0', [CommandQueued.make({ command: addItem('SKU-B') })])))
    const { outcome } = await fail(apiError('AUT498', 401))
    expect(outcome).toMatchObject({ _tag: 'done', result: { ok: false, error: { code: 'AUT498' } } })
    expect(logged(1)).toEqual(['v1.CommandSettled', 'v1.CommandSettled', 'v1.CartReset', 'v1.SessionEnded', 'v2.CartCommandFailed'])
    expect(browser.log.records().filter((r) => r.type === 'v1.CommandSettled').map((r) => r.commandId)).toEqual(['c1', 'c0'])
    expect(store.state.outbox.entries).toEqual([])
    expect(await Effect.runPromise(browser.tokens.get)).toBeUndefined()
    expect(toasts.map((t) => t.code)).toEqual(['AUT498'])

    await fail(apiError('AUT498', 401), runOf({ commandId: 'c2' }))
    await settle()
    await ctx.run(TestClock.adjust('3999 millis'))
    await settle()
    expect(browser.reload.count()).toBe(0)
    await ctx.run(TestClock.adjust('1 millis'))
    await settle()
    expect(browser.reload.count()).toBe(1)
    expect(browser.reloadMarker.value()).toBe(4000)
  })

  it('aut498 within 10 s of the last reload (the marker): no reload', async () => {
    const { fail, browser, ctx, warnings } = await setup({ ...makeBrowser(), reloadMarker: makeMemoryReloadMarker(0) })
    await ctx.run(TestClock.adjust('9 seconds'))
    await fail(apiError('AUT498', 401))
    await ctx.run(TestClock.adjust('10 seconds'))
    await settle()
    expect(browser.reload.count()).toBe(0)
    expect(warnings).toContain('invalid customer: page reload suppressed by the reload marker')
  })

  it('bot: the challenge is recorded on the session, then the failure is reported', async () => {
    const { fail, logged, store } = await setup()
    const error = new BotProtectionError({ appId: 'app-77', status: 403, call: 'cartAddItem', url: 'https://api.test/cart', body: {}, correlationId: 'corr-9' })
    const { outcome } = await fail(error)
    expect(outcome).toMatchObject({ _tag: 'done', result: { ok: false } })
    expect(logged()).toEqual(['v1.CommandSettled', 'v1.BotProtectionChallenged', 'v2.CartCommandFailed'])
    expect(store.state.session.challenge).toMatchObject({ appId: 'app-77', url: 'https://api.test/cart' })
  })

  it('token403 and token403app: a direct command’s failure is neither recorded nor shown', async () => {
    const { fail, runOf, logged, toasts } = await setup()
    const ensure = specOf('session.EnsureGuestToken')
    for (const error of [apiError('AUT432', 403, 'token'), new BotProtectionError({ appId: 'a', status: 403, call: 'token', url: '/', body: {}, correlationId: 'c' })]) {
      const { outcome } = await fail(error, runOf({ spec: ensure, queued: false, command: { _tag: 'session.EnsureGuestToken' } }))
      expect(outcome).toMatchObject({ _tag: 'done', result: { ok: false, events: [] } })
    }
    expect(logged()).toEqual([])
    expect(toasts).toEqual([])
  })

  it('a failure no row fixes (or one of a call-level row, token409, the call already retried) is reported: settled, failure event, a toast where the catalogue says', async () => {
    const { fail, runOf, logged, toasts } = await setup()
    expect((await fail(apiError('INV408', 400))).outcome).toMatchObject({ _tag: 'done', result: { ok: false, error: { code: 'INV408' } } })
    expect((await fail(apiError('INV406', 400, 'cartAddItem', 'top'), runOf({ commandId: 'c2' }))).outcome).toMatchObject({ result: { ok: false, error: { code: 'INV406', placement: 'top' } } })
    expect((await fail(apiError('AUT409', 409, 'token'), runOf({ commandId: 'c3' }))).outcome).toMatchObject({ result: { ok: false, error: { code: 'AUT409' } } })
    expect(logged()).toEqual(['v1.CommandSettled', 'v2.CartCommandFailed', 'v1.CommandSettled', 'v2.CartCommandFailed', 'v1.CommandSettled', 'v2.CartCommandFailed'])
    expect(toasts.map((t) => t.code)).toEqual(['INV408', 'AUT409'])
  })

  it('covers every row of the table', () => {
    // aut404 for a guest whose session the server ended: tests/engine/sessionRenewal.test.ts; savedItemGone: the simulation (tests/sim)
    const tested = ['savedItemGone', 'idm409', 'network', 'timeout', 'gateway', 'bsk404', 'itemGone', 'aut404', 'noToken', 'ord430', 'bsk409', 'aut498', 'bot', 'token403', 'token403app', 'token409']
    expect([...POLICY.map((r) => r.id)].sort()).toEqual([...tested].sort())
  })
})
