// The product page's calls in depth (docs/decisions/0020): reviews, votes, flags, translation,
// questions and answers, product sets, back-in-stock sign-ups, the size chart and foot sizes, and
// the store search by real distance. Run by reference.test.ts on each database driver; every success
// answer is decoded strictly with the storefront's own schemas.
import { describe, expect, it } from 'vitest'
import { StoreSearchResponse } from '../../src/contract/schemas/checkout.ts'
import { ProductDetails } from '../../src/contract/schemas/products.ts'
import { BackInStockResponse, FootSizes, ProductSet, ProductSetsResponse, SizeChart } from '../../src/contract/schemas/productPage.ts'
import { AskQuestionResponse, FlagResponse, QUESTION_MAX_LENGTH, QuestionsResponse, ReviewsResponse, TranslateResponse, VoteResponse } from '../../src/contract/schemas/reviews.ts'
import { SocialMediaResponse } from '../../src/contract/schemas/social.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { TITLES } from '../../server/commerce/reviewPhrases.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'
const GB = 'fjell-en-gb'
const FR = 'fjell-fr-fr'

/** Great-circle distance in km, computed here independently of the service. */
const haversineKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = Math.PI / 180
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h))
}

export const productPageSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db
  const guest = async (siteId = US): Promise<string> => decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' }, siteId })).body).accessToken
  /** The brand's product with the most reviews (and, with `language`, a review in it). */
  const reviewed = async (brand: string, language?: string) => {
    const [row] = await db().query<{ id: string; reviews_count: number; rating_x10: number }>(
      `SELECT p.id, p.reviews_count, p.rating_x10 FROM products p WHERE p.brand = $1
         AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.language = $2))
       ORDER BY p.reviews_count DESC, p.id LIMIT 1`,
      [brand, language ?? null],
    )
    return row!
  }
  const reviews = (productId: string, query = '', siteId = US) => call('GET', `/api/products/v1/products/${productId}/reviews${query}`, { siteId })

  describe('reviews', () => {
    it("lists a product's reviews with a summary that agrees with the product's rating", async () => {
      const product = await reviewed('summit')
      const res = await reviews(product.id, '?count=5')
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const body = decode(ReviewsResponse, res.body)
      const details = decode(ProductDetails, (await call('GET', `/api/products/v2/products/${product.id}/details`, { siteId: US })).body)
      expect(body.summary.total).toBe(details.rating.reviewsCount)
      expect(body.summary.average).toBe(details.rating.score)
      expect(body.summary.distribution.map((d) => d.rating)).toEqual([5, 4, 3, 2, 1])
      expect(body.summary.distribution.reduce((sum, d) => sum + d.count, 0)).toBe(body.summary.total)
      expect(body.reviews).toHaveLength(5)
      expect(body.total).toBe(body.summary.total)
      // Newest first by default.
      const dates = body.reviews.map((r) => r.createdAt)
      expect(dates).toEqual([...dates].sort().reverse())
    })

    it("every product's reviews count and mean are its rating fields (the seed's promise)", async () => {
      const [row] = await db().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products p LEFT JOIN (SELECT product_id, count(*)::int AS c, round(avg(rating) * 10)::int AS x FROM reviews GROUP BY product_id) s ON s.product_id = p.id
         WHERE coalesce(s.c, 0) <> p.reviews_count OR (p.reviews_count > 0 AND s.x <> p.rating_x10)`,
      )
      expect(row!.n).toBe(0)
    })

    it('sorts, filters by rating and pages', async () => {
      const product = await reviewed('summit')
      const highest = decode(ReviewsResponse, (await reviews(product.id, '?sort=lowest&count=50')).body)
      const ratings = highest.reviews.map((r) => r.rating)
      expect(ratings).toEqual([...ratings].sort((a, b) => a - b))
      const filtered = decode(ReviewsResponse, (await reviews(product.id, '?rating=1&rating=2&count=50')).body)
      const expected = filtered.summary.distribution.filter((d) => d.rating <= 2).reduce((sum, d) => sum + d.count, 0)
      expect(filtered.total).toBe(expected)
      expect(filtered.reviews.every((r) => r.rating <= 2)).toBe(true)
      const first = decode(ReviewsResponse, (await reviews(product.id, '?sort=helpful&count=4')).body)
      const second = decode(ReviewsResponse, (await reviews(product.id, '?sort=helpful&start=2&count=2')).body)
      expect(second.reviews.map((r) => r.id)).toEqual(first.reviews.slice(2).map((r) => r.id))
      expect(first.reviews.map((r) => r.helpful)).toEqual([...first.reviews.map((r) => r.helpful)].sort((a, b) => b - a))
    })

    it('refuses a bad query with ATTR300 naming the field, and knows no product of another brand', async () => {
      const product = await reviewed('summit')
      for (const [query, field] of [['?count=500', 'query.count'], ['?rating=6', 'query.rating.0'], ['?sort=random', 'query.sort'], ['?rating=4.5', 'query.rating.0']] as const) {
        const res = await reviews(product.id, query)
        expect(res.status, query).toBe(400)
        expect(res.body.errorDetails[0]).toMatchObject({ errorId: 'ATTR300', params: { field } })
      }
      expect((await reviews(product.id, '', GB)).status).toBe(404)
      expect((await reviews('ZZZZZZZZ')).status).toBe(404)
    })

    it('counts one helpful vote per shopper: the same vote again changes nothing, the other one moves it', async () => {
      const product = await reviewed('summit')
      const [review] = decode(ReviewsResponse, (await reviews(product.id, '?count=1')).body).reviews
      const path = `/api/products/v1/products/${product.id}/review/${review!.id}/vote`
      expect((await call('POST', path, { siteId: US, body: { helpful: true } })).status).toBe(401)
      const token = await guest()
      const first = decode(VoteResponse, (await call('POST', path, { siteId: US, token, body: { helpful: true } })).body)
      expect(first).toEqual({ id: review!.id, helpful: review!.helpful + 1, unhelpful: review!.unhelpful, vote: 'helpful' })
      const again = decode(VoteResponse, (await call('POST', path, { siteId: US, token, body: { helpful: true } })).body)
      expect(again.helpful).toBe(review!.helpful + 1)
      const switched = decode(VoteResponse, (await call('POST', path, { siteId: US, token, body: { helpful: false } })).body)
      expect([switched.helpful, switched.unhelpful]).toEqual([review!.helpful, review!.unhelpful + 1])
      const other = decode(VoteResponse, (await call('POST', path, { siteId: US, token: await guest(), body: { helpful: true } })).body)
      expect(other.helpful).toBe(review!.helpful + 1)
      const bad = await call('POST', path, { siteId: US, token, body: { helpful: 'yes' } })
      expect(bad.body.errorDetails[0]).toMatchObject({ errorId: 'ATTR300', params: { field: 'body.helpful' } })
      const elsewhere = await call('POST', `/api/products/v1/products/ZZZZZZZZ/review/${review!.id}/vote`, { siteId: US, token, body: { helpful: true } })
      expect(elsewhere.status).toBe(404)
    })

    it('takes a flag for the moderators; an over-long note is REV410 with its maximum', async () => {
      const product = await reviewed('summit')
      const [review] = decode(ReviewsResponse, (await reviews(product.id, '?count=1')).body).reviews
      const path = `/api/products/v1/products/${product.id}/review/${review!.id}/flag`
      const token = await guest()
      const res = await call('POST', path, { siteId: US, token, body: { reason: 'spam', comment: 'Advertising a shop' } })
      expect(res.status).toBe(202)
      expect(decode(FlagResponse, res.body)).toEqual({ id: review!.id, status: 'received' })
      const [stored] = await db().query<{ reason: string }>(`SELECT reason FROM review_flags WHERE review_id = $1`, [review!.id])
      expect(stored!.reason).toBe('spam')
      const long = await call('POST', path, { siteId: US, token, body: { reason: 'other', comment: 'x'.repeat(501) } })
      expect(long.status).toBe(400)
      expect(long.body.errorDetails[0]).toMatchObject({ errorId: 'REV410', params: { max: 500 } })
      const reason = await call('POST', path, { siteId: US, token, body: { reason: 'boring' } })
      expect(reason.body.errorDetails[0]).toMatchObject({ errorId: 'ATTR300', params: { field: 'body.reason' } })
    })

    it('translates a seeded review through the phrase book; its own language is left as is', async () => {
      const product = await reviewed('fjell', 'de')
      const [german] = await db().query<{ id: string; title: string; rating: number }>(`SELECT id, title, rating FROM reviews WHERE product_id = $1 AND language = 'de' ORDER BY id LIMIT 1`, [product.id])
      const res = await call('POST', `/api/products/v1/review/${german!.id}/translate`, { siteId: GB, body: { targetLanguage: 'en' } })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const translated = decode(TranslateResponse, res.body)
      expect(translated).toMatchObject({ sourceLanguage: 'de', targetLanguage: 'en', complete: true })
      const english = TITLES[german!.rating - 1]!.find((p) => p.de === german!.title)!.en
      expect(translated.title).toBe(english)
      expect(translated.body).not.toMatch(/[äöüß]/)
      const same = decode(TranslateResponse, (await call('POST', `/api/products/v1/review/${german!.id}/translate`, { siteId: GB, body: { targetLanguage: 'de' } })).body)
      expect(same.title).toBe(german!.title)
      expect((await call('POST', '/api/products/v1/review/nope/translate', { siteId: GB, body: { targetLanguage: 'en' } })).status).toBe(404)
      expect((await call('POST', `/api/products/v1/review/${german!.id}/translate`, { siteId: GB, body: { targetLanguage: 'it' } })).status).toBe(400)
      // Another brand's review does not exist for this site.
      expect((await call('POST', `/api/products/v1/review/${german!.id}/translate`, { siteId: US, body: { targetLanguage: 'en' } })).status).toBe(404)
    })

    it('translation keeps text the book does not know, and says it is incomplete', async () => {
      const product = await reviewed('fjell', 'fr')
      const [french] = await db().query<{ id: string; body: string }>(`SELECT id, body FROM reviews WHERE product_id = $1 AND language = 'fr' ORDER BY id LIMIT 1`, [product.id])
      await db().query(`UPDATE reviews SET body = body || ' Une phrase inconnue ici.' WHERE id = $1`, [french!.id])
      const translated = decode(TranslateResponse, (await call('POST', `/api/products/v1/review/${french!.id}/translate`, { siteId: GB, body: { targetLanguage: 'en' } })).body)
      expect(translated.complete).toBe(false)
      expect(translated.body.endsWith('Une phrase inconnue ici.')).toBe(true)
    })
  })

  describe('questions and answers', () => {
    const withQuestions = async () => {
      const [row] = await db().query<{ product_id: string }>(
        `SELECT q.product_id FROM product_questions q JOIN products p ON p.id = q.product_id WHERE p.brand = 'summit' AND q.status = 'published'
         GROUP BY q.product_id ORDER BY count(*) DESC, q.product_id LIMIT 1`,
      )
      return row!.product_id
    }

    it("lists published questions with their answers, the brand's team first", async () => {
      const productId = await withQuestions()
      const res = await call('GET', `/api/products/v1/products/${productId}/reviews/questions?sort=mostAnswered`, { siteId: US })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const body = decode(QuestionsResponse, res.body)
      expect(body.total).toBeGreaterThan(0)
      const answers = body.questions.map((q) => q.answers.length)
      expect(answers).toEqual([...answers].sort((a, b) => b - a))
      for (const q of body.questions) if (q.answers.some((a) => a.staff)) expect(q.answers[0]!.staff).toBe(true)
      expect((await call('GET', `/api/products/v1/products/${productId}/reviews/questions?count=0`, { siteId: US })).status).toBe(400)
    })

    it('asks a question: stored as pending, not listed until published', async () => {
      const productId = await withQuestions()
      const path = `/api/products/v1/products/${productId}/reviews/questions`
      const before = decode(QuestionsResponse, (await call('GET', path, { siteId: US })).body).total
      expect((await call('POST', path, { siteId: US, body: { question: 'Is it warm enough for Colorado winters?', nickname: 'Ada' } })).status).toBe(401)
      const token = await guest()
      const res = await call('POST', path, { siteId: US, token, body: { question: '  Is it   warm enough for Colorado winters?  ', nickname: 'Ada' } })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const asked = decode(AskQuestionResponse, res.body)
      expect(asked).toMatchObject({ productId, status: 'pending' })
      const [stored] = await db().query<{ text: string; status: string; language: string }>(`SELECT text, status, language FROM product_questions WHERE id = $1`, [asked.questionId])
      expect(stored).toEqual({ text: 'Is it warm enough for Colorado winters?', status: 'pending', language: 'en' })
      expect(decode(QuestionsResponse, (await call('GET', path, { siteId: US })).body).total).toBe(before)
    })

    it('refuses an over-long question with REV410 and its maximum, a short one or a missing name with ATTR300', async () => {
      const productId = await withQuestions()
      const path = `/api/products/v1/products/${productId}/reviews/questions`
      const token = await guest()
      const long = await call('POST', path, { siteId: US, token, body: { question: 'a'.repeat(QUESTION_MAX_LENGTH + 1), nickname: 'Ada' } })
      expect(long.status).toBe(400)
      expect(long.body.errorDetails[0]).toMatchObject({ errorId: 'REV410', params: { max: QUESTION_MAX_LENGTH } })
      expect((await call('POST', path, { siteId: US, token, body: { question: 'Why?', nickname: 'Ada' } })).body.errorDetails[0].errorId).toBe('ATTR300')
      expect((await call('POST', path, { siteId: US, token, body: { question: 'Is this waterproof enough?', nickname: '   ' } })).body.errorDetails[0].errorId).toBe('ATTR300')
      const name = await call('POST', path, { siteId: US, token, body: { question: 'Is this waterproof enough?', nickname: 'n'.repeat(41) } })
      expect(name.body.errorDetails[0]).toMatchObject({ errorId: 'ATTR300', params: { field: 'body.nickname' } })
      const [{ n }] = (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM product_questions WHERE text LIKE 'aaaa%' OR text = 'Why?'`)) as [{ n: number }]
      expect(n).toBe(0)
    })

    it('votes on an answer once per shopper', async () => {
      const [answer] = await db().query<{ id: string; product_id: string; helpful: number }>(
        `SELECT a.id, q.product_id, a.helpful FROM product_answers a JOIN product_questions q ON q.id = a.question_id JOIN products p ON p.id = q.product_id
         WHERE p.brand = 'summit' ORDER BY a.id LIMIT 1`,
      )
      const path = `/api/products/v1/products/${answer!.product_id}/review/${answer!.id}/questions/vote`
      const token = await guest()
      expect(decode(VoteResponse, (await call('POST', path, { siteId: US, token, body: { helpful: true } })).body).helpful).toBe(answer!.helpful + 1)
      expect(decode(VoteResponse, (await call('POST', path, { siteId: US, token, body: { helpful: true } })).body).helpful).toBe(answer!.helpful + 1)
      expect((await call('POST', `/api/products/v1/products/${answer!.product_id}/review/A-none/questions/vote`, { siteId: US, token, body: { helpful: true } })).status).toBe(404)
    })
  })

  describe('product sets', () => {
    it("lists the sets a product belongs to, and a set's products with their total", async () => {
      const [member] = await db().query<{ product_id: string; set_id: string }>(
        `SELECT m.product_id, m.set_id FROM product_set_members m JOIN product_sets s ON s.id = m.set_id WHERE s.brand = 'fjell' ORDER BY m.set_id, m.position LIMIT 1`,
      )
      const sets = decode(ProductSetsResponse, (await call('GET', `/api/products/v2/products/${member!.product_id}/productSets`, { siteId: FR })).body)
      expect(sets.sets.map((s) => s.id)).toContain(member!.set_id)
      const res = await call('GET', `/api/products/v2/products/${member!.set_id}/productSet`, { siteId: FR })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const set = decode(ProductSet, res.body)
      expect(set.products.map((p) => p.id)).toContain(member!.product_id)
      expect(set.productCount).toBe(set.products.length)
      expect(set.price.currency).toBe('EUR')
      expect(set.price.current).toBeCloseTo(set.products.reduce((sum, p) => sum + p.price.current, 0), 2)
      expect(set.name).toMatch(/tenue|système|ensemble|équipement/i)
      expect((await call('GET', `/api/products/v2/products/${member!.set_id}/productSet`, { siteId: US })).status).toBe(404)
      expect((await call('GET', '/api/products/v2/products/SETNONE1/productSet', { siteId: FR })).status).toBe(404)
    })
  })

  describe('back-in-stock sign-up', () => {
    const soldOut = async (brand = 'summit') => {
      const [row] = await db().query<{ sku: string }>(
        `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = $1 AND v.stock = 0 ORDER BY v.sku LIMIT 1`,
        [brand],
      )
      return row!.sku
    }

    it('stores one sign-up per address and sold-out size', async () => {
      const sku = await soldOut()
      const token = await guest()
      const first = await call('PUT', '/api/products/v1/notifications', { siteId: US, token, body: { sku, email: ' Ada@Example.com ' } })
      expect(first.status, JSON.stringify(first.body)).toBe(201)
      expect(decode(BackInStockResponse, first.body)).toMatchObject({ sku, status: 'subscribed' })
      const again = await call('PUT', '/api/products/v1/notifications', { siteId: US, token, body: { sku, email: 'ada@example.com' } })
      expect(again.status).toBe(200)
      expect(decode(BackInStockResponse, again.body)).toMatchObject({ status: 'alreadySubscribed', notificationId: first.body.notificationId })
      const stored = await db().query<{ email: string; site_id: string }>(`SELECT email, site_id FROM stock_notifications WHERE sku = $1`, [sku])
      expect(stored).toEqual([{ email: 'ada@example.com', site_id: US }])
    })

    it('refuses a malformed address (AUT453), a size in stock, another brand’s size and no token', async () => {
      const sku = await soldOut()
      const token = await guest()
      const bad = await call('PUT', '/api/products/v1/notifications', { siteId: US, token, body: { sku, email: 'ada@' } })
      expect(bad.status).toBe(400)
      expect(bad.body.errorDetails[0].errorId).toBe('AUT453')
      const [inStock] = await db().query<{ sku: string }>(`SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND v.stock > 0 ORDER BY v.sku LIMIT 1`)
      expect((await call('PUT', '/api/products/v1/notifications', { siteId: US, token, body: { sku: inStock!.sku, email: 'ada@example.com' } })).body.errorDetails[0].errorId).toBe('ATTR300')
      expect((await call('PUT', '/api/products/v1/notifications', { siteId: US, token, body: { sku: await soldOut('fjell'), email: 'ada@example.com' } })).status).toBe(404)
      expect((await call('PUT', '/api/products/v1/notifications', { siteId: US, body: { sku, email: 'ada@example.com' } })).status).toBe(401)
      const long = await call('PUT', '/api/products/v1/notifications', { siteId: US, token, body: { sku, email: `${'a'.repeat(250)}@example.com` } })
      expect(long.body.errorDetails[0]).toMatchObject({ errorId: 'ATTR300', params: { field: 'body.email' } })
    })
  })

  describe('size chart and foot sizes (internal interface)', () => {
    it('gives a product type its chart in the site language, one table per fit', async () => {
      const res = await call('GET', '/fapi/components/size-chart/jacket', { siteId: FR })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const chart = decode(SizeChart, res.body)
      expect(chart.title).toBe('Guide des tailles : vestes')
      expect(chart.tables.map((t) => t.fit)).toEqual(['men', 'women', 'kids'])
      expect(chart.tables[0]!.columns.map((c) => c.label)).toEqual(['Tour de poitrine', 'Tour de taille'])
      expect(chart.tables[0]!.rows.map((r) => r.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL'])
      expect((await call('GET', '/fapi/components/size-chart/tent', { siteId: FR })).status).toBe(404)
    })

    it('converts shoe sizes by foot length', async () => {
      const sizes = decode(FootSizes, (await call('GET', '/fapi/components/foot-sizes', { siteId: US })).body)
      expect(sizes.rows).toHaveLength(20)
      expect(sizes.rows.find((r) => r.eu === '42')).toEqual({ eu: '42', uk: '8', usMen: '9', usWomen: '10.5', footLengthCm: 26.5 })
      const lengths = sizes.rows.map((r) => r.footLengthCm)
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
    })
  })

  describe('store search by real distance', () => {
    const stores = async (siteId: string, body: object) => decode(StoreSearchResponse, (await call('POST', '/api/stores/v1/search', { siteId, body })).body).stores
    const coordinates = async (ids: ReadonlyArray<string>) =>
      new Map((await db().query<{ id: string; lat: number; lng: number }>(`SELECT id, lat, lng FROM stores WHERE id = ANY($1::text[])`, [ids])).map((s) => [s.id, s]))

    it('from a town with no store (the gazetteer), nearest first, each distance the great-circle distance', async () => {
      const aspen = { lat: 39.1911, lng: -106.8175 }
      const found = await stores(US, { query: 'Aspen', limit: 6 })
      expect(found).toHaveLength(6)
      const at = await coordinates(found.map((s) => s.store.storeId))
      for (const s of found) expect(s.distanceKm).toBeCloseTo(haversineKm(aspen, at.get(s.store.storeId)!), 0)
      const distances = found.map((s) => s.distanceKm)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
      expect(found[0]!.store.city).toBe('Boulder')
    })

    it('from a postcode: a full one, an outward code, the shopper position; no quantity without a sku', async () => {
      const oxford = await stores(GB, { query: 'OX1 2JD', limit: 3 })
      expect(oxford[0]!.store.city).toBe('London')
      expect(oxford.map((s) => s.distanceKm)).toEqual(oxford.map((s) => s.distanceKm).sort((a, b) => a - b))
      expect(oxford[0]!.distanceKm).toBeGreaterThan(70)
      expect(oxford.every((s) => s.quantity === undefined)).toBe(true)
      const chamonix = await stores(FR, { query: '74400', limit: 1 })
      expect(chamonix[0]!.store.city).toBe('Chamonix-Mont-Blanc')
      const near = await stores(FR, { latitude: 45.9, longitude: 6.12, limit: 2 })
      expect(near[0]!.store.city).toBe('Annecy')
      expect((await stores(US, { query: 'Narnia' })).length).toBe(0)
    })
  })

  describe('customer photos (social media service)', () => {
    it("answers a product's photos, and a category's", async () => {
      const [post] = await db().query<{ product_id: string; category_id: string }>(
        `SELECT m.product_id, p.category_id FROM social_media m JOIN products p ON p.id = m.product_id WHERE m.brand = 'summit' ORDER BY m.id LIMIT 1`,
      )
      const product = decode(SocialMediaResponse, (await call('GET', `/api/social/streams/${post!.product_id}/media/recent?limit=6`, { siteId: US })).body)
      expect(product.data.length).toBeGreaterThan(0)
      expect(product.data.every((m) => m.product.id === post!.product_id)).toBe(true)
      const category = decode(SocialMediaResponse, (await call('GET', `/api/social/categories/media/recent?categoryId=${post!.category_id}&limit=6`, { siteId: US })).body)
      expect(category.data.length).toBeGreaterThan(0)
      expect((await call('GET', `/api/social/streams/${post!.product_id}/media/recent?limit=0`, { siteId: US })).status).toBe(400)
    })
  })
}
