// The reference services against the contract's call table: every call a service claims to serve
// is routed there (not 404, 405 or 501), every call of a mounted service it does not serve answers
// 501, and every mutating call refuses a malformed body with 400 ATTR300 naming the field before
// its handler runs (nothing is written).
import { SchemaAST } from 'effect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CALLS, CALL_NAMES, type AnyCodec, type CallName } from '../../src/contract/calls.ts'
import { SPEC_MOUNTS, mountOf, servedBy, urlOf } from './callUrls.ts'
import { caller, pgliteHarness, type Harness } from './harness.ts'

vi.setConfig({ testTimeout: 60_000 })

const US = 'summit-en-us'

let harness: Harness
let call: ReturnType<typeof caller>
let token: string
beforeAll(async () => {
  harness = await pgliteHarness()
  call = caller(harness)
  token = (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Guest' } })).body.accessToken
}, 180_000)
afterAll(() => harness?.close())

const mounts = SPEC_MOUNTS
const served = servedBy(mounts)

const isUnrouted = (res: { status: number; body: any }) =>
  res.status === 405 || res.status === 501 || (res.status === 404 && /^No call matches/.test(res.body?.errorDetails?.[0]?.message ?? ''))

/** A query every required field of the call's query schema is given (text), so that only the body is wrong. */
const requiredQuery = (name: CallName): string => {
  const schema = (CALLS[name] as { query?: AnyCodec }).query
  if (!schema) return ''
  const ast = SchemaAST.toEncoded(schema.ast)
  if (ast._tag !== 'Objects') return ''
  const required = ast.propertySignatures.filter((p) => !SchemaAST.isOptional(p.type)).map((p) => `${String(p.name)}=x1`)
  return required.length > 0 ? `?${required.join('&')}` : ''
}

/** A body its schema refuses, and the field the refusal must name. */
const malformed = (schema: AnyCodec): { body: unknown; field: RegExp } => {
  const ast = SchemaAST.toEncoded(schema.ast)
  if (ast._tag === 'Objects' && ast.propertySignatures.length > 0) {
    const first = ast.propertySignatures[0]!
    const name = String(first.name)
    // A text where an object is expected, an object where anything else is.
    const wrong = first.type._tag === 'Objects' ? 'not an object' : { unexpected: ['object'] }
    return { body: { [name]: wrong }, field: new RegExp(`^body\\.${name}(\\.|$)`) }
  }
  return { body: 'not the body of this call', field: /^body$/ }
}

describe('the services against the contract', () => {
  it('serves each call at most once, and only calls of the mounted services', () => {
    expect(new Set(served).size).toBe(served.length)
    for (const name of served) expect(mountOf(name), name).toBeDefined()
  })

  it('routes every call it claims to serve', async () => {
    expect(served.length).toBeGreaterThan(50)
    for (const name of served) {
      const res = await call(CALLS[name].method, urlOf(name), { siteId: US, token, ...(CALLS[name].method === 'GET' ? {} : { body: {} }) })
      expect(isUnrouted(res), `${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(false)
    }
  })

  it('refuses every served call the table marks as needing a token when it comes without one (401 AUT404)', async () => {
    const needing = served.filter((n) => (CALLS[n] as { auth?: boolean }).auth === true)
    expect(needing.length).toBeGreaterThan(30)
    for (const name of needing) {
      const res = await call(CALLS[name].method, urlOf(name), { siteId: US, ...(CALLS[name].method === 'GET' ? {} : { body: {} }) })
      expect(res.status, name).toBe(401)
      expect(res.body.errorDetails[0].errorId, name).toBe('AUT404')
    }
  })

  it('answers 501 to every call of a mounted service that it does not serve yet', async () => {
    const unserved = CALL_NAMES.filter((n) => mountOf(n) && !served.includes(n))
    expect(unserved.length).toBeGreaterThan(0)
    for (const name of unserved) {
      const res = await call(CALLS[name].method, urlOf(name), { siteId: US, token })
      expect(res.status, name).toBe(501)
    }
  })

  it('gives every mutating call it serves a body schema', () => {
    const withoutBody = served.filter((n) => CALLS[n].method !== 'GET' && !('body' in CALLS[n]))
    expect(withoutBody).toEqual([])
  })

  it('refuses a malformed body on every mutating call with 400 ATTR300 naming the field, before the handler runs', async () => {
    for (const name of served.filter((n) => CALLS[n].method !== 'GET')) {
      const schema = (CALLS[name] as { body?: AnyCodec }).body!
      const { body, field } = malformed(schema)
      const res = await call(CALLS[name].method, `${urlOf(name)}${requiredQuery(name)}`, { siteId: US, token, body, headers: { 'idempotency-key': `malformed-${name}` } })
      const detail = res.body?.errorDetails?.[0]
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(400)
      expect(detail?.errorId, name).toBe('ATTR300')
      expect(detail?.params?.field, name).toMatch(field)
      expect(detail?.message, name).toContain(detail?.params?.field)
    }
    // Refused before the handler: the key was never claimed, so the same key still works for a good body.
    const good = await call('POST', '/api/cart/v1/cart', { siteId: US, token, body: {}, headers: { 'idempotency-key': 'malformed-cartCreate' } })
    expect(good.status).toBe(201)
  })

  it('refuses a control character or an overlong path parameter with 400 naming the parameter', async () => {
    for (const value of ['a\u0000b', 'x'.repeat(201)]) {
      const res = await call('GET', urlOf('cartGet', () => value), { siteId: US, token })
      expect(res.status).toBe(400)
      expect(res.body.errorDetails[0]).toMatchObject({ errorId: 'ATTR300', params: { field: 'path.basketId' } })
    }
  })

  it('decodes a query with the call schema: a repeated key is a list, a number travels as text', async () => {
    const ok = await call('GET', '/api/wishlists/v2/saveForLater?start=0&count=5', { siteId: US, token })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const bad = await call('GET', '/api/wishlists/v2/saveForLater?count=many', { siteId: US, token })
    expect(bad.status, JSON.stringify(bad.body)).toBe(400)
    expect(bad.body.errorDetails[0].params.field).toBe('query.count')
  })
})
