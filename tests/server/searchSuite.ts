// Search's behaviour, written once and run against each database driver (search.test.ts): product
// search (ranking, typo tolerance, accents, synonyms, facet counts, paging and its bounds, refused
// input), autosuggest, the content service's article search, and the products' names per language.
// Success responses are decoded strictly with the contract's schemas.
import { describe, expect, it } from 'vitest'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { CatalogResponse, ProductDetails } from '../../src/contract/schemas/products.ts'
import { AutoSuggestResponse, ContentSearchResponse, ProductSearchResponse } from '../../src/contract/schemas/search.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'
const FR = 'summit-fr-fr'
const DE = 'fjell-de-de'

export const searchSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)

  const search = async (query: string, siteId = US) => {
    const res = await call('GET', `/api/products/v2/search/productSearch?${query}`, { siteId })
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
    return decode(ProductSearchResponse, res.body)
  }
  const q = (text: string, rest = '') => `q=${encodeURIComponent(text)}${rest}`
  const ids = (r: ProductSearchResponse) => r.products.map((p) => p.id)
  /** Every id of a query's results (up to 96). */
  const allIds = async (text: string, siteId = US) => ids(await search(q(text, '&count=96'), siteId)).sort()
  const refused = async (query: string, field: string, path = '/api/products/v2/search/productSearch') => {
    const res = await call('GET', `${path}?${query}`, { siteId: US })
    expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(400)
    const body = decode(ErrorResponse, res.body)
    expect(body.appId).toBeDefined()
    expect(body.errorDetails[0]).toMatchObject({ errorId: 'ATTR300', params: { field } })
  }

  describe('product search', () => {
    it('ranks products named for the word above those that only mention it', async () => {
      const r = await search(q('merino', '&count=96'))
      const named = r.products.map((p) => /merino/i.test(p.name))
      expect(named.filter(Boolean).length).toBeGreaterThanOrEqual(3)
      expect(named.includes(false)).toBe(true) // some only have it as a label or in the description
      // Every product with Merino in its name comes before every product without.
      expect(named.indexOf(false)).toBe(named.lastIndexOf(true) + 1)
      expect(r.matchedAll).toBe(true)
    })

    it('finds what a misspelt word means: a swapped pair of letters, a missing letter, a doubled one', async () => {
      const jackets = await allIds('jacket')
      const swapped = await search(q('jakcet', '&count=96'))
      expect(swapped).toMatchObject({ corrected: true, searchedFor: 'jacket' })
      expect(ids(swapped).sort()).toEqual(jackets)

      const bags = await search(q('sleping bag'))
      expect(bags).toMatchObject({ corrected: true, searchedFor: 'sleeping bag', matchedAll: true })
      expect(bags.total).toBeGreaterThan(0)
      expect(bags.facets.categories.map((c) => c.label)).toEqual(['Equipment › Sleeping bags'])

      const ridge = await search(q('ridgline'))
      expect(ridge.searchedFor).toBe('ridgeline')
      expect(ridge.products.length).toBeGreaterThan(0)
      expect(ridge.products.every((p) => p.name.includes('Ridgeline'))).toBe(true)

      // Of two words equally close, the one closest in length.
      expect((await search(q('sandls'))).searchedFor).toBe('sandals')
      // A word that is known is never "corrected".
      expect(await search(q('sand'))).toMatchObject({ corrected: false, searchedFor: 'sand' })
    })

    it('finds the same products in French and German with accents or without, in any case', async () => {
      const accented = await allIds('veste imperméable', FR)
      expect(accented.length).toBeGreaterThan(0)
      expect(await allIds('veste impermeable', FR)).toEqual(accented)
      expect(await allIds('VESTE IMPERMÉABLE', FR)).toEqual(accented)
      const french = await search(q('randonnée'), FR)
      expect(french.products[0]!.name).toMatch(/randonnée/i)
      expect(await allIds('randonnee', FR)).toEqual(await allIds('randonnée', FR))

      const umlaut = await allIds('Schlafsäcke', DE)
      expect(umlaut.length).toBeGreaterThan(0)
      expect(await allIds('schlafsacke', DE)).toEqual(umlaut)
      expect(await allIds('Schlafsack', DE)).toEqual(umlaut) // the same stem
      expect(await allIds('Waldgrün', DE)).toEqual(await allIds('waldgrun', DE)) // a colour
      expect((await search(q('Waldgrün'), DE)).facets.colours.map((c) => c.label)).toContain('Waldgrün')
    })

    it('widens a query with the synonyms of its words and phrases', async () => {
      const trousers = await allIds('trousers')
      expect(trousers.length).toBeGreaterThan(0)
      expect(await allIds('pants')).toEqual(trousers)
      const pants = await search(q('pants'))
      expect(pants.corrected).toBe(false)
      expect(await allIds('puffer')).toEqual(await allIds('down jacket'))
      expect(await allIds('rando', FR)).toEqual(await allIds('randonnée', FR))
      expect(await allIds('pufferjacke', DE)).toEqual(await allIds('daunenjacke', DE))
    })

    it('counts facets: categories and price bands partition the results, each facet counts without its own filter, and a colour, size, rating, price band or brand narrows to its count', async () => {
      const all = await search(q('jacket'))
      expect(all.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(all.total)
      expect(all.facets.prices.reduce((n, b) => n + b.count, 0)).toBe(all.total)
      expect(all.facets.brands).toEqual([{ value: 'summit', label: 'Summit Outfitters', count: all.total }])
      const [four, three] = all.facets.ratings
      expect(four!.count).toBeLessThanOrEqual(three!.count)

      const colour = all.facets.colours[0]!
      const byColour = await search(q('jacket', `&colour=${colour.value}&count=96`))
      expect(byColour.total).toBe(colour.count)
      // The colour facet still offers the other colours, counted as before (any of them may be added).
      expect(byColour.facets.colours).toEqual(all.facets.colours)
      // Other facets now count only that colour's products.
      expect(byColour.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(colour.count)

      const category = byColour.facets.categories[0]!
      const both = await search(q('jacket', `&colour=${colour.value}&category=${category.value}&count=96`))
      expect(both.total).toBe(category.count)
      expect(both.total).toBeLessThan(all.total)
      expect(both.products.every((p) => p.colours.some((c) => c.code === colour.value))).toBe(true)
      // The colour facet counts within the chosen category now.
      expect(both.facets.colours.find((c) => c.value === colour.value)!.count).toBe(both.total)

      const rated = await search(q('jacket', '&rating=4&count=96'))
      expect(rated.total).toBe(four!.count)
      expect(rated.products.every((p) => p.rating.score >= 4)).toBe(true)

      const band = all.facets.prices.find((b) => b.count > 0)!
      const priced = await search(q('jacket', `&price=${band.value}&count=96`))
      expect(priced.total).toBe(band.count)
      expect(priced.products.every((p) => p.price.current >= band.min && (band.max === null || p.price.current < band.max))).toBe(true)

      // Sizes: a size narrows to the products made in it, and the size facet counts without its own filter.
      const size = all.facets.sizes.find((s) => s.count > 0 && s.count < all.total)!
      expect(size).toBeDefined()
      const sized = await search(q('jacket', `&size=${size.value}&count=96`))
      expect(sized.total).toBe(size.count)
      expect(sized.facets.sizes).toEqual(all.facets.sizes)
      expect(sized.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(size.count)
      // With a colour too: fewer or as many, and the colour's count within that size.
      const sizedColour = sized.facets.colours.find((c) => c.count > 0)!
      const sizedInColour = await search(q('jacket', `&size=${size.value}&colour=${sizedColour.value}&count=96`))
      expect(sizedInColour.total).toBe(sizedColour.count)
      expect(sizedInColour.total).toBeLessThanOrEqual(size.count)

      // The brand facet: this site's brand keeps every result.
      expect((await search(q('jacket', '&brand=summit&count=96'))).total).toBe(all.total)
    })

    it('sorts and pages: pages follow one another without gaps or repeats; a start past the end is an empty page', async () => {
      const whole = await search(q('jacket', '&sort=price-asc&count=96'))
      const prices = whole.products.map((p) => p.price.current)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      const pages: string[] = []
      for (let start = 0; start < whole.total; start += 10) pages.push(...ids(await search(q('jacket', `&sort=price-asc&start=${start}&count=10`))))
      expect(pages).toEqual(ids(whole))
      const past = await search(q('jacket', `&start=${whole.total + 5}`))
      expect(past).toMatchObject({ total: whole.total, count: 0, products: [] })
    })

    it('refuses bad input with 400 ATTR300 naming the field', async () => {
      await refused('', 'query.q')
      await refused(q('   '), 'query.q')
      await refused(q('x'.repeat(101)), 'query.q')
      await refused(q('jacket', '&count=97'), 'query.count')
      await refused(q('jacket', '&count=0'), 'query.count')
      await refused(q('jacket', '&start=10001'), 'query.start')
      await refused(q('jacket', '&start=2.5'), 'query.start')
      await refused(q('jacket', '&sort=cheapest'), 'query.sort')
      await refused(q('jacket', '&price=cheap'), 'query.price.0')
      await refused(q('jacket', '&price=100-50'), 'query.price.0')
      await refused(q('jacket', '&rating=5'), 'query.rating')
      await refused(q('jacket', '&category=men'), 'query.category.0')
      await refused(q('jacket', Array.from({ length: 31 }, () => '&colour=BLK').join('')), 'query.colour')
      await refused(q('jacket\u0000'), 'query.q')
    })

    it('suggests a close word that finds products, and popular queries, when nothing matches', async () => {
      const close = await search(q('mrinoo'))
      expect(close.total).toBe(0)
      expect(close.suggestions[0]).toEqual({ query: 'merino', kind: 'spelling' })
      expect(close.suggestions.some((s) => s.kind === 'popular')).toBe(true)

      const nothing = await search(q('xyzzy'))
      expect(nothing.total).toBe(0)
      expect(nothing.suggestions.map((s) => s.query)).toEqual(['rain jacket', 'hiking boots', 'down jacket', 'tent', 'sleeping bag', 'fleece'])
    })

    it('shows products with some of the words when none has all of them', async () => {
      const r = await search(q('merino tent'))
      expect(r.matchedAll).toBe(false)
      expect(r.total).toBeGreaterThan(0)
    })

    it('finds products for every popular query it suggests, on both brands in every language', async () => {
      for (const [siteId, language] of [[US, 'en'], ['fjell-en-gb', 'en'], [FR, 'fr'], ['fjell-fr-fr', 'fr'], ['summit-de-de', 'de'], [DE, 'de']]) {
        const rows = await getHarness().db.query<{ query: string }>(`SELECT DISTINCT query FROM search_popular_queries WHERE language = $1`, [language])
        for (const { query } of rows) expect((await search(q(query), siteId)).total, `${siteId} ${query}`).toBeGreaterThan(0)
      }
    })
  })

  describe('autosuggest', () => {
    const suggest = async (text: string, siteId = US, rest = '') => {
      const res = await call('GET', `/api/products/v2/search/autoSuggest?q=${encodeURIComponent(text)}${rest}`, { siteId })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return decode(AutoSuggestResponse, res.body)
    }

    it('completes the word being typed: products named for it first, their categories and popular queries', async () => {
      const boots = await suggest('hiking bo')
      expect(boots.products.length).toBe(6)
      expect(boots.products[0]!.name).toMatch(/Hiking Boot/)
      expect(boots.products[0]!.url).toMatch(/^\/en-us\/p\//)
      expect(boots.categories.map((c) => c.name)).toContain('Hiking boots')
      expect(boots.queries).toEqual([{ query: 'hiking boots' }])

      const ridge = await suggest('ridg')
      expect(ridge.products.every((p) => p.name.includes('Ridgeline'))).toBe(true)
      expect((await suggest('sleeping', US, '&limit=3')).products).toHaveLength(3)
    })

    it('understands accents and misspelt earlier words in French and German', async () => {
      const accented = await suggest('veste imperméa', FR)
      expect(accented.products.length).toBeGreaterThan(0)
      expect((await suggest('veste impermea', FR)).products).toEqual(accented.products)
      expect(accented.products[0]!.url).toMatch(/^\/fr-fr\/p\/veste-/)
      expect((await suggest('chaussures de rando', FR)).queries).toEqual([{ query: 'chaussures de randonnée' }])
      const german = await suggest('regenjake dam', DE)
      expect(german.products.length).toBeGreaterThan(0)
      expect(german.products.every((p) => /Regenjacke Damen$/.test(p.name))).toBe(true)
    })

    it('refuses a missing or overlong query and a limit out of bounds', async () => {
      await refused('', 'query.q', '/api/products/v2/search/autoSuggest')
      await refused(q('x'.repeat(101)), 'query.q', '/api/products/v2/search/autoSuggest')
      await refused(q('ja', '&limit=11'), 'query.limit', '/api/products/v2/search/autoSuggest')
    })
  })

  describe('article search (content service)', () => {
    const articles = async (query: string, siteId = US, mode = 'publish') => {
      const res = await call('GET', `/api/content/${mode}/caas/v1/canvas/search/${siteId}/article?${query}`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return decode(ContentSearchResponse, res.body)
    }

    it('finds articles by their words, title first, with tag facets, in every language', async () => {
      const bags = await articles(q('sleeping bag'))
      expect(bags.result[0]).toMatchObject({ id: 'choosing-a-sleeping-bag', title: 'Choosing a sleeping bag', url: '/en-us/articles/choosing-a-sleeping-bag' })
      expect(bags.numFound).toBeGreaterThanOrEqual(2)
      expect(bags.facets.find((f) => f.id === 'camping')).toMatchObject({ label: 'Camping' })

      const fr = await articles(q('randonnee'), FR)
      expect(fr.result.map((a) => a.id)).toEqual((await articles(q('randonnée'), FR)).result.map((a) => a.id))
      expect(fr.result[0]!.title).toMatch(/randonnée/)
      expect(fr.facets.find((f) => f.id === 'hiking')!.label).toBe('Randonnée')
    })

    it('narrows by tag, pages with offset and limit, and lists every article without a query', async () => {
      const every = await articles('limit=50')
      expect(every.numFound).toBe(6)
      const dates = every.result.map((a) => a.date)
      expect(dates).toEqual([...dates].sort().reverse())
      const camping = await articles('tagId=camping&limit=50')
      expect(camping.result.every((a) => a.tags.some((t) => t.id === 'camping'))).toBe(true)
      expect(camping.numFound).toBe(every.facets.find((f) => f.id === 'camping')!.count)
      const page2 = await articles('offset=2&limit=2')
      expect(page2.result.map((a) => a.id)).toEqual(every.result.slice(2, 4).map((a) => a.id))
    })

    it('answers 404 for another search type or mode, 400 for a limit out of bounds', async () => {
      expect((await call('GET', `/api/content/publish/caas/v1/canvas/search/${US}/video?q=x`)).status).toBe(404)
      expect((await call('GET', `/api/content/draft/caas/v1/canvas/search/${US}/article?q=x`)).status).toBe(404)
      const res = await call('GET', `/api/content/publish/caas/v1/canvas/search/${US}/article?limit=51`)
      expect(res.status).toBe(400)
      expect(res.body.errorDetails[0].params.field).toBe('query.limit')
    })
  })

  describe('names per language', () => {
    it('names products and colours in the site language: the same product in English, French and German', async () => {
      const [row] = await getHarness().db.query<{ id: string; category_id: string }>(
        `SELECT id, category_id FROM products WHERE brand = 'summit' AND product_type = 'jacket' AND gender = 'men' ORDER BY id LIMIT 1`,
      )
      const details = async (siteId: string) => decode(ProductDetails, (await call('GET', `/api/products/v2/products/${row!.id}/details`, { siteId })).body)
      const [en, fr, de] = [await details(US), await details(FR), await details('summit-de-de')]
      expect(en.name).toMatch(/^Men's /)
      expect(fr.name).toMatch(/ Homme$/)
      expect(de.name).toMatch(/ Herren$/)
      expect(fr.url).toMatch(/^\/fr-fr\/p\/[a-z0-9-]+-/)
      expect(new Set([en.colours[0]!.name, fr.colours[0]!.name, de.colours[0]!.name]).size).toBeGreaterThan(1)
      const listed = decode(CatalogResponse, (await call('GET', `/api/products/v2/catalog?categoryId=${row!.category_id}&count=96`, { siteId: FR })).body)
      expect(listed.products.find((p) => p.id === row!.id)!.name).toBe(fr.name)
    })
  })
}
