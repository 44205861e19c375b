// The contract's call table against the specification's list of calls (spec/calls.tsv, kept in
// docs/spec/ and checked against the shared spec when it is beside the repository): one entry per
// row, in order, with the same service, method and path; the rows the spec leaves partly unnamed
// ("our choice") are held by method and service only.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALLS, CALL_NAMES, isMutating } from '../../src/contract/calls'

const root = resolve(import.meta.dirname, '../..')
const local = readFileSync(resolve(root, 'docs/spec/calls.tsv'), 'utf8')

interface Row {
  readonly line: number
  readonly service: string
  readonly method: string
  readonly path: string
  readonly ourChoice: boolean
}

const rows: ReadonlyArray<Row> = local
  .trim()
  .split('\n')
  .slice(1)
  .map((text, i) => {
    const [service = '', method = '', path = '', payload = ''] = text.split('\t')
    return { line: i + 2, service, method, path, ourChoice: /our choice/.test(payload) }
  })

/** Calls outside the spec's list: the payment provider's own, and the storefront's session calls (backend-for-frontend). */
const OUTSIDE_SPEC = new Set(['payments', 'session'])
const specNames = CALL_NAMES.filter((n) => !OUTSIDE_SPEC.has(CALLS[n].service))

describe('call table', () => {
  it('is the spec list: docs/spec/calls.tsv is the shared spec file, when that is beside the repository', () => {
    const shared = resolve(root, '../shared/spec/calls.tsv')
    if (existsSync(shared)) expect(local).toBe(readFileSync(shared, 'utf8'))
    expect(rows).toHaveLength(131)
  })

  it('holds every row of calls.tsv, in its order, with the same service, method and path', () => {
    expect(specNames).toHaveLength(rows.length)
    rows.forEach((row, i) => {
      const name = specNames[i]!
      const def = CALLS[name]
      const where = `calls.tsv line ${row.line} (${row.method} ${row.path}) vs ${name}`
      expect(def.service, where).toBe(row.service)
      expect(def.method, where).toBe(row.method)
      if (!row.ourChoice) expect(def.path, where).toBe(row.path)
    })
  })

  it('has unique method and path pairs, and well-formed templates', () => {
    expect(new Set(CALL_NAMES.map((n) => `${CALLS[n].method} ${CALLS[n].path}`)).size).toBe(CALL_NAMES.length)
    for (const name of CALL_NAMES) expect(CALLS[name].path, name).toMatch(/^\/([A-Za-z0-9_.{}-]+\/?)*$/)
    expect(CALL_NAMES.filter((n) => CALLS[n].service === 'payments')).toEqual(['tokenizeCard'])
    expect(CALL_NAMES.filter((n) => CALLS[n].service === 'session')).toEqual(['sessionToken', 'sessionExchange', 'sessionEnd'])
  })

  it('attaches response schemas to the calls in use', () => {
    for (const name of ['token', 'productDetails', 'catalog', 'widgetRecommendations', 'productInventory', 'cartCreate', 'cartGet', 'cartWithItem', 'cartAddItem', 'cartRemoveItem', 'cartUpdateItem', 'contentPage', 'contentAugmentedPage', 'contentMenu', 'contentCategory', 'contentFooter', 'cartApplyCoupon', 'cartAddShippingAddress', 'cartSetShippingMethod', 'cartAddBillingAddress', 'cartAddPaymentInstrument', 'giftCardBalance', 'paymentSession', 'prepareOrder', 'placeOrder', 'patchOrder', 'tokenizeCard', 'purchaseGet'] as const)
      expect('response' in CALLS[name], name).toBe(true)
  })

  it('marks non-GET calls as mutating', () => {
    expect(isMutating('cartAddItem')).toBe(true)
    expect(isMutating('cartGet')).toBe(false)
  })
})
