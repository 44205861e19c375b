// The internal front-end interface: static pages by name, the location selector, server time and
// the performance ingest beacon, over the seeded database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { caller, pgliteHarness, type Harness } from './harness.ts'

vi.setConfig({ testTimeout: 30_000 })

let harness: Harness
let call: ReturnType<typeof caller>
beforeAll(async () => {
  harness = await pgliteHarness()
  call = caller(harness)
}, 180_000)
afterAll(() => harness?.close())

const measure = { name: 'LCP', value: 1234.5, rating: 'good', pageType: 'product', navigationType: 'navigate' }

describe('static pages', () => {
  it('serve a page by name in the site’s language, for the site’s brand', async () => {
    const french = await call('GET', '/fapi/pages/returns', { siteId: 'summit-fr-fr' })
    expect(french.status).toBe(200)
    expect(french.body).toMatchObject({ name: 'returns', title: 'Retours et échanges' })
    expect(french.body.html).toContain('Summit Outfitters')
    const fjell = await call('GET', '/fapi/pages/returns', { siteId: 'fjell-de-de' })
    expect(fjell.body.title).toBe('Rückgabe und Umtausch')
    expect(fjell.body.html).toContain('Fjell & Fjord')
  })

  it('answer 404 in the error shape for a page that does not exist or a name that cannot be one', async () => {
    for (const name of ['no-such-page', 'Returns', '..%2Fterms', 'a'.repeat(60)]) {
      const answer = await call('GET', `/fapi/pages/${name}`, { siteId: 'summit-en-us' })
      expect(answer.status).toBe(404)
      expect(answer.body.errorDetails[0].errorId).toBe('API404')
    }
  })
})

describe('location selector', () => {
  it('lists every country with its currency and languages, named for the shopper', async () => {
    const german = await call('GET', '/fapi/pages/location-selector', { siteId: 'summit-de-de' })
    expect(german.status).toBe(200)
    const names = german.body.countries.map((c: { name: string }) => c.name)
    expect(names).toEqual(['Deutschland', 'Frankreich', 'Kanada', 'Vereinigte Staaten', 'Vereinigtes Königreich'])
    expect(german.body.countries.find((c: { region: string }) => c.region === 'FR')).toEqual({
      region: 'FR',
      name: 'Frankreich',
      currency: 'EUR',
      sites: [{ locale: 'fr-fr', language: 'Français', url: '/fr-fr' }],
    })
    const english = await call('GET', '/fapi/pages/location-selector', { siteId: 'summit-en-gb' })
    expect(english.body.countries.map((c: { name: string }) => c.name)).toContain('Germany')
  })
})

describe('server time', () => {
  it('answers the server’s clock in epoch milliseconds', async () => {
    const before = Date.now()
    const answer = await call('GET', '/fapi/server/time')
    expect(answer.body.timestamp).toBeGreaterThanOrEqual(before)
    expect(answer.body.timestamp).toBeLessThanOrEqual(Date.now())
  })
})

describe('performance ingest', () => {
  const count = async () => (await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM performance_measures'))[0]!.n

  it('stores a batch of measures with the site they came from', async () => {
    const before = await count()
    const answer = await call('POST', '/fapi/performance/ingest', { siteId: 'fjell-fr-fr', body: { measures: [measure, { ...measure, name: 'CLS', value: 0.02 }] } })
    expect(answer.status).toBe(202)
    expect(answer.body).toEqual({ accepted: 2 })
    expect(await count()).toBe(before + 2)
    const rows = await harness.db.query<{ site_id: string; name: string; value: number }>("SELECT site_id, name, value FROM performance_measures WHERE name = 'CLS'")
    expect(rows).toContainEqual({ site_id: 'fjell-fr-fr', name: 'CLS', value: 0.02 })
  })

  it('refuses what is not a measure, and stores nothing of such a batch', async () => {
    const before = await count()
    for (const measures of [
      [],
      Array.from({ length: 26 }, () => measure),
      [measure, { ...measure, name: 'FID' }],
      [{ ...measure, value: -1 }],
      [{ ...measure, value: 1e9 }],
      [{ ...measure, pageType: '<script>' }],
    ]) {
      const answer = await call('POST', '/fapi/performance/ingest', { siteId: 'summit-en-us', body: { measures } })
      expect(answer.status).toBe(400)
      expect(answer.body.errorDetails[0].errorId).toBe('ATTR300')
    }
    expect(await count()).toBe(before)
  })
})
