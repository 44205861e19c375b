// Subscribing (spec 002 sections 3, 4, 6, 7) through the engine, against msw handlers playing the
// consumer service and the server time: the date is the server's; a guest creates, and a guest
// that subscribed another number before opts that one out first; a signed-in shopper updates; a
// refusal is reported as the failure's facts; the recipient and the outcome are events.
import 'fake-indexeddb/auto'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { BASES, errorBody, tokenResponse } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { engineTestSetup, makeBrowser } from './harness'

const { server, start } = engineTestSetup()
const base = BASES.commerce

/** The consumer service's subscription calls and the server's clock, recording what they were sent. */
const consumerService = (options: { refuse?: boolean } = {}) => {
  const sent: Array<{ method: string; body: Record<string, unknown>; authorization: string | null }> = []
  const answer = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>
    sent.push({ method: request.method, body, authorization: request.headers.get('authorization') })
    if (options.refuse) return HttpResponse.json(errorBody('ATTR300', 'recipient must be an e-mail address'), { status: 400 })
    // The service answers the subscription changed and all of the caller's (here just that one).
    const subscription = { ...body, doubleOptin: false }
    return HttpResponse.json({ subscription, subscriptions: [subscription] }, { status: request.method === 'POST' ? 201 : 200 })
  }
  return {
    sent,
    handlers: [
      http.post(`${base}/consumers-v3/consumer/subscription`, answer),
      http.put(`${base}/consumers-v3/consumer/subscription`, answer),
      http.get(`${BASES.internal}/fapi/server/time`, () => HttpResponse.json({ timestamp: Date.UTC(2026, 10, 24, 9, 30) })),
    ],
  }
}

describe('subscription.Subscribe', () => {
  it('a guest subscribes with the server’s date; a new number opts the old one out first', async () => {
    const commerce = makeFakeCommerce({ accessToken: 'tok-guest' })
    const consumer = consumerService()
    server.use(...consumer.handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready

    expect((await engine.dispatchAny({ _tag: 'subscription.Subscribe', type: 'Newsletter', channel: 'sms', recipient: '+13035550142' })).ok).toBe(true)
    expect(consumer.sent).toEqual([
      { method: 'POST', authorization: 'Bearer tok-guest', body: { type: 'Newsletter', channel: 'sms', recipient: '+13035550142', category: 'subscription', country: 'US', region: 'en-us', optin: true, optinDate: '2026-11-24' } },
    ])
    expect(engine.getState().session.savedSubscriptions?.sms).toEqual({ type: 'Newsletter', recipient: '+13035550142', optin: true })

    await engine.dispatchAny({ _tag: 'subscription.Subscribe', type: 'Newsletter', channel: 'sms', recipient: '+13035550199' })
    expect(consumer.sent.slice(1).map((call) => [call.method, call.body.recipient, call.body.optin])).toEqual([
      ['PUT', '+13035550142', false],
      ['POST', '+13035550199', true],
    ])
    expect(consumer.sent[1]!.body.optoutDate).toBe('2026-11-24')
    expect(engine.getState().session.savedSubscriptions?.sms?.recipient).toBe('+13035550199')
  })

  it('a signed-in shopper’s subscription is updated (PUT), never created, and no earlier recipient is opted out by the device', async () => {
    const commerce = makeFakeCommerce({ accessToken: 'tok-member' })
    const consumer = consumerService()
    // Just enough of the identity service to sign in (the PKCE pair is account.test.ts's concern).
    const identity = [
      http.post(`${base}/consumers-v3/auth/signin`, () => HttpResponse.json({ authorizationCode: 'code-1' })),
      http.post(`${base}/token/v2/auth/token`, async ({ request }) => {
        const body = (await request.clone().json()) as Record<string, unknown>
        if (body.type !== 'Registered') return undefined
        return HttpResponse.json(tokenResponse(commerce.accessToken, { tokenType: 'Registered', consumerNo: 'R-1', consumerType: 'REGISTERED', basketId: null, mergedItems: 0 }))
      }),
      http.get(`${base}/consumers-v3/consumer`, () => HttpResponse.json({ consumerNo: 'R-1', consumerType: 'REGISTERED', consumerDetails: { firstName: 'Alex', lastName: 'Morgan', email: 'member@summit.test' }, addresses: [] })),
      http.get(`${base}/consumers-v3/consumer/payment_instruments`, () => HttpResponse.json({ paymentInstruments: [] })),
    ]
    server.use(...consumer.handlers, ...identity, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    expect((await engine.dispatchAny({ _tag: 'session.SignIn', username: 'member@summit.test', password: 'Summit-2026!' })).ok).toBe(true)
    expect(engine.getState().session.status).toBe('registered')

    expect((await engine.dispatchAny({ _tag: 'subscription.Subscribe', type: 'Newsletter', channel: 'sms', recipient: '+13035550142' })).ok).toBe(true)
    await engine.dispatchAny({ _tag: 'subscription.Subscribe', type: 'Newsletter', channel: 'sms', recipient: '+13035550199' })
    expect(consumer.sent.map((call) => [call.method, call.body.recipient, call.body.optin, call.authorization])).toEqual([
      ['PUT', '+13035550142', true, 'Bearer tok-member'],
      ['PUT', '+13035550199', true, 'Bearer tok-member'],
    ])
    expect(consumer.sent[0]!.body.optinDate).toBe('2026-11-24')
    expect(engine.getState().session.savedSubscriptions?.sms).toEqual({ type: 'Newsletter', recipient: '+13035550199', optin: true })
  })

  it('reports a refusal as the failure’s facts and saves nothing', async () => {
    const commerce = makeFakeCommerce({ accessToken: 'tok-guest' })
    server.use(...consumerService({ refuse: true }).handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    const result = await engine.dispatchAny({ _tag: 'subscription.Subscribe', type: 'Newsletter', channel: 'email', recipient: 'alex@summit.test' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.code).toBe('ATTR300')
    expect(engine.getState().session.savedSubscriptions).toBeUndefined()
  })
})
