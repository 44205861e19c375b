// The storefront server's page calls (backend-for-frontend) against the real reference personalisation
// and content services over PGlite: the decide call made for the page, with its body decoded here
// (a malformed, oversized or cross-site one refused in the spec's error shape, the service never
// asked), the same decision as the service's own for the visitor; the site's pop-ups, decoded and
// shared; a service that cannot be reached is a 502.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetApiRuntime, setApiRuntime } from '../../src/api/config'
import { MAX_DECIDE_BODY_BYTES, handlePageCall } from '../../src/bff/pageCalls.server'
import type { DecisionEvent, DecideResponse } from '../../src/contract/schemas/personalisation'
import type { PagePopups } from '../../src/contract/schemas/contentCalls'
import { pgliteHarness, type Harness } from '../server/harness'

const ORIGIN = 'http://store.test'
const MONETATE_ID = '2.1234567890.1700000000000'

let harness: Harness
let serviceCalls: string[]
beforeAll(async () => {
  harness = await pgliteHarness()
}, 60_000)
afterAll(() => harness?.close())
beforeEach(() => {
  serviceCalls = []
  resetApiRuntime()
  setApiRuntime({
    baseUrls: { commerce: `${ORIGIN}/api`, content: `${ORIGIN}/api/content`, personalisation: `${ORIGIN}/api/personalisation` },
    fetch: (input, init) => {
      const request = new Request(input, init)
      serviceCalls.push(`${request.method} ${new URL(request.url).pathname}`)
      return harness.handle(request)
    },
  })
})

const events: DecisionEvent[] = [
  { eventType: 'monetate:context:PageView', url: `${ORIGIN}/en-us`, pageType: 'home', breadcrumbs: [], categories: [] },
  { eventType: 'monetate:decision:DecisionRequest', requestId: 'r1', includeReporting: true },
]

const decide = (body: unknown, headers: Record<string, string> = { origin: ORIGIN }, site = 'summit-en-us') =>
  handlePageCall(
    new Request(`${ORIGIN}/bff/${site}/decide`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    { allowedOrigins: [] },
  )

describe('POST /bff/{siteId}/decide', () => {
  it('makes the decide call for the page and answers the service’s decision, the same for the visitor every time', async () => {
    const response = await decide({ channel: 'summit/d/localhost', events, monetateId: MONETATE_ID })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const decided = (await response.json()) as DecideResponse
    expect(serviceCalls).toEqual(['POST /api/personalisation/api/engine/v1/decide/summit'])
    expect(decided.responses[0]!.requestId).toBe('r1')
    const actions = decided.responses[0]!.actions
    expect(actions.map((a) => a.component).sort()).toEqual(['homerecs', 'homestory'])
    const again = (await (await decide({ channel: 'summit/d/localhost', events, monetateId: MONETATE_ID })).json()) as DecideResponse
    expect(again.responses[0]!.actions.map((a) => [a.component, a.variant])).toEqual(actions.map((a) => [a.component, a.variant]))
  })

  it('refuses a body the decide call would not take, naming it, and never asks the service', async () => {
    const cases: unknown[] = [
      'not json',
      {},
      { channel: 'summit/d/localhost', events, monetateId: '' },
      { channel: 'summit/d/localhost', events: [{ eventType: 'monetate:context:Unknown' }], monetateId: MONETATE_ID },
      { channel: 'x'.repeat(301), events, monetateId: MONETATE_ID },
    ]
    for (const body of cases) {
      const response = await decide(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { errorDetails: Array<{ errorId: string }> }).errorDetails[0]!.errorId).toBe('ATTR300')
    }
    const huge = await decide({ channel: 'summit/d/localhost', events, monetateId: MONETATE_ID, padding: 'x'.repeat(MAX_DECIDE_BODY_BYTES) })
    expect(huge.status).toBe(413)
    expect(serviceCalls).toEqual([])
  })

  it('takes decide calls only from the site’s own pages, and only as POST', async () => {
    const body = { channel: 'summit/d/localhost', events, monetateId: MONETATE_ID }
    expect((await decide(body, { origin: 'https://elsewhere.example' })).status).toBe(403)
    expect((await decide(body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await decide(body, { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    const get = await handlePageCall(new Request(`${ORIGIN}/bff/summit-en-us/decide`), { allowedOrigins: [] })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect((await handlePageCall(new Request(`${ORIGIN}/bff/nowhere/decide`, { method: 'POST' }), { allowedOrigins: [] })).status).toBe(404)
    expect((await handlePageCall(new Request(`${ORIGIN}/bff/summit-en-us/orders`), { allowedOrigins: [] })).status).toBe(404)
  })

  it('answers 502 in the spec’s shape when the personalisation service cannot be reached', async () => {
    setApiRuntime({ fetch: () => Promise.reject(new TypeError('fetch failed')) })
    const response = await decide({ channel: 'summit/d/localhost', events, monetateId: MONETATE_ID })
    expect(response.status).toBe(502)
    expect(((await response.json()) as { errorDetails: Array<{ errorId: string; message: string }> }).errorDetails[0]).toMatchObject({
      errorId: 'GEN500',
      message: 'The personalisation service could not be reached',
    })
  })
})

describe('GET /bff/{siteId}/popups', () => {
  const popups = (site = 'summit-en-us') => handlePageCall(new Request(`${ORIGIN}/bff/${site}/popups`), { allowedOrigins: [] })

  it('answers the site’s pop-ups decoded, cacheable for a minute', async () => {
    const response = await popups()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const body = (await response.json()) as PagePopups
    expect(body.popups.map((p) => p.id)).toEqual(['newsletter-10', 'create-account'])
    expect(serviceCalls).toEqual(['GET /api/content/publish/caas/v1/canvas/popups/summit-en-us'])
  })

  it('keeps the pop-ups between pages when the server shares reads, and drops a malformed one with a warning', async () => {
    const kept = new Map<string, unknown>()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    setApiRuntime({
      sharedReads: async <T>(key: string, load: () => Promise<T>) => {
        if (!kept.has(key)) kept.set(key, await load())
        return kept.get(key) as T
      },
      fetch: async (input, init) => {
        const request = new Request(input, init)
        serviceCalls.push(`${request.method} ${new URL(request.url).pathname}`)
        const answer = (await (await harness.handle(request)).json()) as { siteId: string; popups: unknown[] }
        return Response.json({ ...answer, popups: [...answer.popups, { id: 'broken', name: 42 }] })
      },
    })
    for (let i = 0; i < 3; i++) expect(((await (await popups()).json()) as PagePopups).popups.map((p) => p.id)).toEqual(['newsletter-10', 'create-account'])
    expect(serviceCalls).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content pop-up broken is malformed'))
    warn.mockRestore()
  })

  it('answers 502 when the content service cannot be reached, and refuses other methods', async () => {
    setApiRuntime({ fetch: () => Promise.reject(new TypeError('fetch failed')) })
    expect((await popups()).status).toBe(502)
    const post = await handlePageCall(new Request(`${ORIGIN}/bff/summit-en-us/popups`, { method: 'POST', headers: { origin: ORIGIN } }), { allowedOrigins: [] })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })
})
