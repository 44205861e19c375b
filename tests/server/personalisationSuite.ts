// The personalisation service's decide call and the content service's showcase and shared product and
// category content, over the seeded database; run on each driver by personalisation.test.ts. Answers
// are decoded with the storefront's schemas, strictly.
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { CanvasPage, ShowcaseResponse } from '../../src/contract/schemas/content.ts'
import { DecideResponse, type DecisionEvent } from '../../src/contract/schemas/personalisation.ts'
import { RecommendationsResponse } from '../../src/contract/schemas/products.ts'
import { caller, type Harness } from './harness.ts'

const strict = { onExcessProperty: 'error' } as const
const decode = <S extends Schema.Top>(schema: S, value: unknown): S['Type'] => Schema.decodeUnknownSync(schema as any, strict)(value) as S['Type']

const US = 'summit-en-us'
const DECIDE = '/api/personalisation/api/engine/v1/decide/summit'

const pageView = (pageType: string): DecisionEvent => ({ eventType: 'monetate:context:PageView', url: `http://localhost/en-us`, pageType, breadcrumbs: [], categories: [] })
const request = (includeReporting = true): DecisionEvent => ({ eventType: 'monetate:decision:DecisionRequest', requestId: 'r1', includeReporting })

export const personalisationSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const decide = async (monetateId: string, events: DecisionEvent[], siteId = US, path = DECIDE) => {
    const res = await call('POST', path, { siteId, body: { channel: 'summit/d/localhost', events, monetateId } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return decode(DecideResponse, res.body)
  }
  const variantsOf = async (monetateId: string, pageType = 'home') =>
    Object.fromEntries((await decide(monetateId, [pageView(pageType), request()])).responses[0]!.actions.map((a) => [a.component, a.variant]))

  describe('decide', () => {
    it('decides the experiments of the page type, the same variants for the same visitor on every call', async () => {
      const first = await decide('2.1234567890.1700000000000', [pageView('home'), request()])
      const actions = first.responses[0]!.actions
      expect(first.responses[0]!.requestId).toBe('r1')
      expect(actions.map((a) => a.component).sort()).toEqual(['homerecs', 'homestory'])
      const story = actions.find((a) => a.component === 'homestory')!
      expect(['baseline', 'variant-a', 'variant-b']).toContain(story.variant)
      expect(story.impressionReporting).toEqual([
        { experience_id: 'summit-homestory', experience_name: 'Home page story', experience_label: 'HP-Story', variant_label: expect.any(String) },
      ])
      for (let i = 0; i < 3; i++) expect(await variantsOf('2.1234567890.1700000000000')).toEqual(Object.fromEntries(actions.map((a) => [a.component, a.variant])))
      // Another page type, other experiments; no page view, none of the page-typed ones.
      expect(Object.keys(await variantsOf('2.1234567890.1700000000000', 'category'))).toEqual(['catbanner'])
      expect((await decide('2.1234567890.1700000000000', [request()])).responses[0]!.actions).toEqual([])
    })

    it('spreads visitors over the variants by their weights', async () => {
      const counts: Record<string, number> = {}
      const visitors = 400
      for (let i = 0; i < visitors; i++) {
        const variant = (await variantsOf(`2.${String(1000000000 + i * 7919)}.1700000000000`, 'category')).catbanner!
        counts[variant] = (counts[variant] ?? 0) + 1
      }
      // Weights 50 / 50: each variant gets half of the visitors, give or take.
      expect(Object.keys(counts).sort()).toEqual(['baseline', 'variant-a'])
      for (const n of Object.values(counts)) {
        expect(n / visitors).toBeGreaterThan(0.42)
        expect(n / visitors).toBeLessThan(0.58)
      }
    }, 120_000)

    it('reports impressions only when asked, and answers record calls with no decision', async () => {
      const quiet = await decide('2.1111111111.1700000000000', [pageView('home'), request(false)])
      expect(quiet.responses[0]!.actions.every((a) => a.impressionReporting === undefined)).toBe(true)
      const records = await decide('2.1111111111.1700000000000', [
        { eventType: 'monetate:record:RecImpressions', recImpressions: ['rt.a', 'rt.b'] },
        { eventType: 'monetate:record:PageEvents', pageEvents: ['home-story-click'] },
      ])
      expect(records.responses).toEqual([])
    })

    it('fills recommendation decisions from the feed: localised fields on EMEA sites, plain ones elsewhere', async () => {
      const recsOf = async (siteId: string, brandPath = DECIDE) =>
        (await decide('2.5555555555.1700000000000', [pageView('home'), request()], siteId, brandPath)).responses[0]!.actions.find((a) => a.component === 'homerecs')!
      const french = await recsOf('summit-fr-fr')
      expect(french.actionType).toBe('monetate:action:OmnichannelRecommendation')
      expect(french.items!.length).toBe(12)
      const item = french.items![0]!
      for (const field of ['title-fr-fr', 'link-fr-fr', 'price-FR', 'salePrice-fr', 'title-en-gb', 'price-GB', 'salePrice-gb', 'title-de-de', 'price-DE', 'salePrice-de', 'recToken', 'item_group_id', 'sku', 'image_link']) {
        expect(item, field).toHaveProperty([field])
      }
      expect(item).not.toHaveProperty(['title'])
      expect(String(item['link-fr-fr'])).toMatch(/^\/fr-fr\/p\//)
      expect(String(item['price-GB'])).toMatch(/^\d+\.\d\d GBP$/)
      expect(String(item['salePrice-fr'])).toMatch(/^\d+\.\d\d EUR$/)
      const american = await recsOf(US)
      const us = american.items![0]!
      expect(us).toMatchObject({ title: expect.any(String), link: expect.stringMatching(/^\/en-us\/p\//), price: expect.stringMatching(/ USD$/), salePrice: expect.stringMatching(/ USD$/) })
      expect(Object.keys(us).some((k) => k.startsWith('title-'))).toBe(false)
      // The same visitor gets the same tokens; another visitor other tokens.
      expect((await recsOf(US)).items![0]!.recToken).toBe(us.recToken)
    })

    it('refuses bad input with the catalogue codes', async () => {
      const body = { channel: 'summit/d/localhost', events: [request()], monetateId: '2.1.1' }
      const otherBrand = await call('POST', DECIDE, { siteId: 'fjell-en-us', body })
      expect(otherBrand.status).toBe(400)
      expect((await call('POST', '/api/personalisation/api/engine/v1/decide/acme', { siteId: US, body })).status).toBe(404)
      const cases: Array<[unknown, RegExp]> = [
        [{ ...body, monetateId: '' }, /^body\.monetateId/],
        [{ ...body, events: Array.from({ length: 41 }, () => request()) }, /^body\.events/],
        [{ ...body, events: [{ eventType: 'monetate:record:RecImpressions', recImpressions: Array.from({ length: 25 }, (_, i) => `rt.${i}`) }] }, /^body\.events\.0/],
        [{ ...body, events: [{ eventType: 'monetate:context:Coordinates', latitude: 91, longitude: 0 }] }, /^body\.events\.0/],
        [{ ...body, events: [{ eventType: 'monetate:context:Unknown' }] }, /^body\.events\.0/],
      ]
      for (const [bad, field] of cases) {
        const res = await call('POST', DECIDE, { siteId: US, body: bad })
        expect(res.status, JSON.stringify(bad).slice(0, 100)).toBe(400)
        expect(res.body.errorDetails[0].errorId).toBe('ATTR300')
        expect(res.body.errorDetails[0].params.field).toMatch(field)
      }
    })
  })

  describe('omnibus prices', () => {
    it('answer the lowest price before the reduction with marked-down recommendations, from the price history', async () => {
      const items = decode(RecommendationsResponse, (await call('GET', '/api/products/v1/widgetRecommendations?limit=24', { siteId: 'summit-fr-fr' })).body).items
      const [row] = await getHarness().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM price_history`)
      expect(row!.n).toBeGreaterThan(0)
      for (const item of items) {
        const { lowCurrent, lowOriginal, historicBestPrice } = item.price
        if (lowCurrent >= lowOriginal) expect(historicBestPrice).toBeUndefined()
        if (historicBestPrice !== undefined) {
          expect(historicBestPrice).toBeGreaterThanOrEqual(lowCurrent)
          expect(historicBestPrice).toBeLessThanOrEqual(lowOriginal)
        }
      }
    })
  })

  describe('showcase', () => {
    const showcase = (docType: string, query = '', mode = 'preview') => call('GET', `/api/content/${mode}/caas/v1/canvas/showcase/${US}/${docType}${query}`, { siteId: US })

    it('lists the sections of a content type on the site, nested ones too, each once, up to the limit', async () => {
      const res = await showcase('richText', '?limit=50')
      expect(res.status).toBe(200)
      const { docType, result } = decode(ShowcaseResponse, res.body)
      expect(docType).toBe('richText')
      const sections = result as Array<{ type: string; id: string; name: string }>
      expect(sections.length).toBeGreaterThan(10)
      expect(sections.every((s) => s.type === 'richText')).toBe(true)
      expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length)
      // Inside an experience's variant and a segmentation's segment.
      expect(sections.map((s) => s.id)).toEqual(expect.arrayContaining([`${US}-home-story-gear`, `${US}-home-seg-welcome`]))
      expect(decode(ShowcaseResponse, (await showcase('richText')).body).result).toHaveLength(20)
      expect(decode(ShowcaseResponse, (await showcase('richText', '?limit=10')).body).result).toHaveLength(10)
      const experiences = decode(ShowcaseResponse, (await showcase('experience')).body).result as Array<{ experienceId: string }>
      expect(experiences.map((e) => e.experienceId)).toContain('exp_home_homestory')
    })

    it('answers an empty result for a type or layout variant no content uses', async () => {
      expect(decode(ShowcaseResponse, (await showcase('noSuchType')).body).result).toEqual([])
      expect(decode(ShowcaseResponse, (await showcase('richText', '?layoutVariant=no-such-variant')).body).result).toEqual([])
    })

    it('refuses a limit over 50, naming the field', async () => {
      const bad = await showcase('richText', '?limit=51')
      expect(bad.status).toBe(400)
      expect(bad.body.errorDetails[0].params.field).toBe('query.limit')
    })
  })

  describe('shared content', () => {
    it('gives every product page the site’s product content and every category page without its own the shared category content', async () => {
      const [product] = await getHarness().db.query<{ id: string; name: string }>(`SELECT id, name FROM products WHERE brand = 'summit' ORDER BY id LIMIT 1`)
      const page = decode(CanvasPage, (await call('GET', `/api/content/publish/caas/v1/canvas/product/${US}/${product!.id}`)).body)
      expect(page.title).toBe(product!.name)
      expect(page.page).toBe(product!.id)
      expect((page.sections as Array<{ type: string }>).map((s) => s.type)).toEqual(['upsell', 'filterBy', 'filterBy', 'filterBy'])
      const [leaf] = await getHarness().db.query<{ id: string }>(`SELECT id FROM categories WHERE brand = 'summit' AND level = 3 ORDER BY id LIMIT 1`)
      const category = decode(CanvasPage, (await call('GET', `/api/content/publish/caas/v1/canvas/category/${US}/${leaf!.id}`)).body)
      expect(category.page).toBe(leaf!.id)
      expect((category.sections as Array<{ type: string }>).map((s) => s.type)).toEqual(['espot', 'photoGallery', 'productRecommendations', 'experience', 'filterBy'])
    })
  })
}
