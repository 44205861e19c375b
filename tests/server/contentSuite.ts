// The content service as the blocks use it, run by reference.test.ts on each driver: every seeded
// section of every site decodes with its block's schema (no seed drifts from a schema), the menu's
// three levels and the footer, fragments, children, the showcase, the pop-ups, the default category
// and product content, the article search (query, tags, paging, facets); and the consumer
// subscriptions (a guest creates, opts an old recipient out, a signed-in shopper's update replaces).
import { randomBytes, randomInt } from 'node:crypto'
import { Schema } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import { decodePopups } from '../../src/contract/schemas/blocks/decodePopups'
import { SECTION_SCHEMAS, isSectionType } from '../../src/blocks/sections'
import { ContentSearchResponse } from '../../src/contract/schemas/search.ts'
import { CanvasPage, ChildrenResponse, MenuResponse, PopupsResponse, ShowcaseResponse } from '../../src/contract/schemas/content.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { SubscriptionResponse, SubscriptionsResponse } from '../../src/contract/schemas/subscriptions.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { BRANDS, LOCALES } from '../../src/contract/site/sites.ts'
import { ARTICLE_SLUGS } from '../../server/seed/articles.ts'
import { hashToken } from '../../server/commerce/token.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'
const CANVAS = '/api/content/publish/caas/v1/canvas'

export const contentSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const errorOf = (res: { body: unknown }) => decode(ErrorResponse, res.body).errorDetails[0]!

  describe('content blocks', () => {
    it('every section the seed writes decodes with its block’s schema, on every site', async () => {
      const rows = await getHarness().db.query<{ site_id: string; kind: string; slug: string; body: { sections?: unknown[] } }>(`SELECT site_id, kind, slug, body FROM content_pages WHERE kind NOT IN ('menu', 'popups')`)
      expect(rows.length).toBeGreaterThan(BRANDS.length * LOCALES.length * 10)
      const types = new Set<string>()
      for (const row of rows) {
        for (const section of row.body.sections ?? []) {
          const type = (section as { type?: unknown }).type
          expect(isSectionType(type), `${row.site_id} ${row.kind}/${row.slug}: ${String(type)}`).toBe(true)
          Schema.decodeUnknownSync(SECTION_SCHEMAS[type as keyof typeof SECTION_SCHEMAS] as Schema.Decoder<unknown>, { onExcessProperty: 'error' })(section)
          types.add(type as string)
        }
      }
      // Every block type of the registry is used by some seeded page.
      expect([...types].sort()).toEqual(Object.keys(SECTION_SCHEMAS).sort())
    })

    it('serves the menu in three levels and the footer with the help pages and the location selector', async () => {
      const menu = decode(MenuResponse, (await call('GET', `${CANVAS}/menu/fjell-fr-fr`)).body)
      const [first, second, third, , journal] = menu.items
      expect(first!.columns[0]!.menuStyle).toBe('featured')
      expect(first!.columns[0]!.children.length).toBeGreaterThan(2)
      expect(first!.menuBanner?.url).toBe(first!.url)
      expect(second!.visualSelectors?.length).toBe(5)
      expect(third!.overrideShopAll?.text).toBe('Tout pour les enfants')
      expect(journal).toMatchObject({ url: '/fr-fr/content/journal', menuIcon: 'leaf', columns: [] })
      const footer = decode(CanvasPage, (await call('GET', `${CANVAS}/footer/fjell-fr-fr`)).body)
      const items = footer.sections[0] as { type: string; columns: Array<{ title: string; links: Array<{ url: string }> }>; locale: { link: { url: string } } }
      expect(items.type).toBe('footerItems')
      expect(items.columns[0]!.title).toBe('Aide')
      expect(items.columns[0]!.links.map((l) => l.url)).toContain('/fr-fr/pages/returns')
      expect(items.locale.link.url).toBe('/fr-fr/location-selector')
    })

    it('serves fragments by id for the context’s site, and 404 for an unknown one', async () => {
      const fragment = decode(CanvasPage, (await call('GET', `${CANVAS}/fragment/size-guide`, { siteId: 'summit-de-de' })).body)
      expect(fragment.title).toBe('Größentabelle')
      expect(errorOf(await call('GET', `${CANVAS}/fragment/no-such-thing`, { siteId: US })).errorId).toBe('API404')
      expect((await call('GET', `${CANVAS}/fragment/size-guide`)).status).toBe(400)
    })

    it('lists the journal’s children, newest first', async () => {
      const children = decode(ChildrenResponse, (await call('GET', `${CANVAS}/children/${US}/journal`)).body)
      expect(children.children.map((c) => c.page).sort()).toEqual(ARTICLE_SLUGS.map((s) => `article-${s}`).sort())
      expect(children.children[0]!.page).toBe('article-layering-guide')
      expect((await call('GET', `${CANVAS}/children/${US}/nothing-here`)).status).toBe(404)
    })

    it('shows the sections of one content type, narrowed by layout variant and limited', async () => {
      const banners = decode(ShowcaseResponse, (await call('GET', `${CANVAS}/showcase/${US}/banner?limit=50`)).body)
      expect(banners.result.length).toBeGreaterThanOrEqual(7)
      const split = decode(ShowcaseResponse, (await call('GET', `${CANVAS}/showcase/${US}/banner?layoutVariant=split`)).body)
      expect(split.result.map((s) => (s as { variant: string }).variant)).toEqual(['split'])
      expect(decode(ShowcaseResponse, (await call('GET', `${CANVAS}/showcase/${US}/banner?limit=2`)).body).result).toHaveLength(2)
      expect(errorOf(await call('GET', `${CANVAS}/showcase/${US}/banner?limit=51`)).errorId).toBe('ATTR300')
    })

    it('serves the pop-ups of a site', async () => {
      const response = decode(PopupsResponse, (await call('GET', `${CANVAS}/popups/${US}`)).body)
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(decodePopups(response.popups).map((p) => p.id)).toEqual(['newsletter-10', 'create-account'])
      expect(warn).not.toHaveBeenCalled()
      warn.mockRestore()
    })

    it('gives categories and products without their own content the site’s default content', async () => {
      const [product] = await getHarness().db.query<{ id: string; name: string }>(`SELECT id, name FROM products WHERE brand = 'summit' ORDER BY id LIMIT 1`)
      const page = decode(CanvasPage, (await call('GET', `${CANVAS}/product/${US}/${product!.id}`)).body)
      expect(page).toMatchObject({ id: `${US}:product:${product!.id}`, page: product!.id, title: product!.name })
      // The upsell, and the personalisation's filter-by sections (tests/server/personalisationSuite.ts).
      expect(page.sections.map((s) => (s as { type: string }).type)).toEqual(['upsell', 'filterBy', 'filterBy', 'filterBy'])
      expect((await call('GET', `${CANVAS}/product/${US}/ZZZZZZZZ`)).status).toBe(404)
    })

    it('searches articles: newest first, paged, narrowed by any of the tags, facets of the query', async () => {
      const search = async (query: string) => decode(ContentSearchResponse, (await call('GET', `${CANVAS}/search/${US}/article${query}`)).body)
      const all = await search('?limit=50')
      expect(all.numFound).toBe(ARTICLE_SLUGS.length)
      expect(all.result.map((a) => a.date)).toEqual([...all.result.map((a) => a.date)].sort().reverse())
      expect(all.result[0]!.url).toBe('/en-us/articles/layering-guide')
      const paged = await search('?offset=2&limit=2')
      expect(paged.result.map((a) => a.id)).toEqual(all.result.slice(2, 4).map((a) => a.id))
      const camping = await search('?tagId=camping&tagId=care')
      expect(camping.result.every((a) => a.tags.some((t) => t.id === 'camping' || t.id === 'care'))).toBe(true)
      expect(camping.numFound).toBe(all.result.filter((a) => a.tags.some((t) => t.id === 'camping' || t.id === 'care')).length)
      // The facets count the query's articles whatever tags are chosen.
      expect(camping.facets).toEqual(all.facets)
      expect((await search('?q=mummy')).result.map((a) => a.id)).toEqual(['choosing-a-sleeping-bag'])
      const sleeping = await search('?q=Sleeping')
      expect(sleeping.numFound).toBeGreaterThan(1)
      expect(sleeping.result.map((a) => a.id)).toContain('choosing-a-sleeping-bag')
      expect((await search('?q=100%25_')).numFound).toBe(0)
      expect((await call('GET', `${CANVAS}/search/${US}/product`)).status).toBe(404)
      expect(errorOf(await call('GET', `${CANVAS}/search/${US}/article?tagId=NOT%20A%20TAG`)).errorId).toBe('ATTR300')
    })
  })

  describe('subscriptions', () => {
    const guest = async (): Promise<TokenResponse> => decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' }, siteId: US })).body)
    const body = (fields: Record<string, unknown>) => ({ type: 'Newsletter', channel: 'email', optin: true, recipient: 'alex@summit.test', category: 'subscription', country: 'US', region: 'en-us', optinDate: '2026-11-24', ...fields })

    it('a guest creates a subscription, opts its earlier recipient out, and lists them', async () => {
      const { accessToken } = await guest()
      const created = await call('POST', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: body({ channel: 'sms', recipient: '+13035550142' }) })
      expect(created.status).toBe(201)
      expect(decode(SubscriptionResponse, created.body).subscription).toMatchObject({ channel: 'sms', recipient: '+13035550142', optin: true, optinDate: '2026-11-24' })
      const out = await call('PUT', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: body({ channel: 'sms', recipient: '+13035550142', optin: false, optinDate: undefined, optoutDate: '2026-11-25' }) })
      expect(decode(SubscriptionResponse, out.body).subscription).toMatchObject({ optin: false, optoutDate: '2026-11-25' })
      await call('POST', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: body({ channel: 'sms', recipient: '+13035550199' }) })
      const list = decode(SubscriptionsResponse, (await call('GET', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken })).body)
      expect(list.subscriptions.map((s) => [s.recipient, s.optin]).sort()).toEqual([['+13035550142', false], ['+13035550199', true]])
    })

    it('the blocks’ form and the account page’s list change the same subscriptions; a guest may opt out with PUT but not opt in', async () => {
      const { accessToken } = await guest()
      await call('POST', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: body({ channel: 'sms', recipient: '+13035550142' }) })
      const listed = await call('POST', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: { subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true, recipient: '+1 303 555 0177' }] } })
      expect(decode(SubscriptionResponse, listed.body).subscriptions.map((s) => [s.recipient, s.optin]).sort()).toEqual([['+13035550142', false], ['+13035550177', true]])
      const optIn = await call('PUT', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: body({ recipient: 'alex@summit.test' }) })
      expect([optIn.status, errorOf(optIn).errorId]).toEqual([401, 'AUT404'])
      const optOut = await call('PUT', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: body({ channel: 'sms', recipient: '+13035550177', optin: false, optinDate: undefined }) })
      expect(decode(SubscriptionResponse, optOut.body).subscription).toMatchObject({ recipient: '+13035550177', optin: false })
    })

    it('refuses a recipient that is not the channel’s, another’s recipient, and no token', async () => {
      const { accessToken } = await guest()
      expect(errorOf(await call('POST', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: body({ recipient: 'not-an-email' }) })).errorId).toBe('ATTR300')
      expect(errorOf(await call('POST', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: body({ channel: 'sms', recipient: '555' }) })).errorId).toBe('ATTR300')
      const other = await guest()
      await call('POST', '/api/consumers-v3/consumer/subscription', { siteId: US, token: other.accessToken, body: body({ recipient: 'sam@summit.test' }) })
      const theirs = await call('PUT', '/api/consumers-v3/consumer/subscription', { siteId: US, token: accessToken, body: body({ recipient: 'sam@summit.test', optin: false }) })
      expect(theirs.status).toBe(404)
      expect((await call('POST', '/api/consumers-v3/consumer/subscription', { siteId: US, body: body({}) })).status).toBe(401)
    })

    it('a signed-in shopper’s update replaces their recipient of that channel and type', async () => {
      const consumerNo = `7${randomInt(100_000_000, 999_999_999)}`
      const token = randomBytes(24).toString('hex')
      const db = getHarness().db
      await db.query(`INSERT INTO consumers (consumer_no, consumer_type, email, first_name, last_name) VALUES ($1, 'REGISTERED', $2, 'Sub', 'Scriber')`, [consumerNo, `${consumerNo}@example.com`])
      await db.query(`INSERT INTO tokens (token_hash, consumer_no, token_type, expires_at) VALUES ($1, $2, 'Registered', now() + interval '1 hour')`, [hashToken(token), consumerNo])
      await call('PUT', '/api/consumers-v3/consumer/subscription', { siteId: US, token, body: body({ recipient: 'first@summit.test' }) })
      await call('PUT', '/api/consumers-v3/consumer/subscription', { siteId: US, token, body: body({ recipient: 'second@summit.test' }) })
      const list = decode(SubscriptionsResponse, (await call('GET', '/api/consumers-v3/consumer/subscription', { siteId: US, token })).body)
      expect(list.subscriptions.map((s) => [s.recipient, s.optin]).sort()).toEqual([['first@summit.test', false], ['second@summit.test', true]])
    })
  })
}
