// The seed is deterministic and big enough: the generator yields the same catalogue every time,
// seeding twice gives the same rows, and the catalogue meets its targets (≥ 220 products and ≥ 25
// categories per brand, valid ids, skus and UPCs, marked-down share, sold-out variants, stores),
// and a reseed brings the seeded accounts back as they were.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCatalogue, upcWithCheckDigit } from '../../server/seed/generate.ts'
import { SEEDED_PASSWORD } from '../../server/seed/identitySeed.ts'
import { reseed } from '../../server/seed/seed.ts'
import { CATEGORY_ID, STYLE_ID } from '../../src/contract/site/routeRules.ts'
import { caller, pgliteHarness, type Harness } from './harness.ts'

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

describe('seed generator', () => {
  const catalogue = generateCatalogue()

  it('is deterministic', () => {
    expect(digest(generateCatalogue())).toBe(digest(catalogue))
  })

  it('makes at least 220 products and 25 categories in three levels per brand', () => {
    for (const brand of ['summit', 'fjell']) {
      const products = catalogue.products.filter((p) => p.brand === brand)
      const categories = catalogue.categories.filter((c) => c.brand === brand)
      expect(products.length).toBeGreaterThanOrEqual(220)
      expect(categories.length).toBeGreaterThanOrEqual(25)
      expect(new Set(categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]))
      expect(categories.filter((c) => c.level === 1).map((c) => c.names.en)).toEqual(['Men', 'Women', 'Kids', 'Equipment'])
      expect(catalogue.stores.filter((s) => s.brand === brand).length).toBeGreaterThanOrEqual(20)
    }
  })

  it('uses valid ids, skus and UPCs', () => {
    expect(catalogue.categories.every((c) => CATEGORY_ID.test(c.id))).toBe(true)
    expect(catalogue.products.every((p) => STYLE_ID.test(p.id))).toBe(true)
    expect(new Set(catalogue.variants.map((v) => v.sku)).size).toBe(catalogue.variants.length)
    expect(new Set(catalogue.variants.map((v) => v.upc)).size).toBe(catalogue.variants.length)
    for (const v of catalogue.variants) {
      expect(v.sku).toMatch(/^[A-Z0-9]{10,14}$/)
      expect(v.sku).toBe(`${v.product_id}${v.colour_code}${v.size_code}`)
      expect(v.upc).toMatch(/^\d{12}$/)
      expect(upcWithCheckDigit(v.upc.slice(0, 11))).toBe(v.upc)
    }
    expect(upcWithCheckDigit('03600029145')).toBe('036000291452') // the textbook example
  })

  it('marks down about a quarter of the products, sells some variants out, keeps prices sane', () => {
    const usd = catalogue.prices.filter((p) => p.currency === 'USD')
    const share = usd.filter((p) => p.current_minor < p.original_minor).length / usd.length
    expect(share).toBeGreaterThan(0.18)
    expect(share).toBeLessThan(0.35)
    expect(catalogue.prices.every((p) => p.current_minor > 0 && p.current_minor <= p.original_minor)).toBe(true)
    const soldOut = catalogue.variants.filter((v) => v.stock === 0).length / catalogue.variants.length
    expect(soldOut).toBeGreaterThan(0.03)
    expect(soldOut).toBeLessThan(0.15)
    for (const p of catalogue.products) {
      const colours = catalogue.colours.filter((c) => c.product_id === p.id).length
      expect(colours).toBeGreaterThanOrEqual(2)
      expect(colours).toBeLessThanOrEqual(5)
    }
  })
})

describe('seeding the database', { timeout: 30_000 }, () => {
  let harness: Harness
  beforeAll(async () => {
    harness = await pgliteHarness()
  }, 180_000)
  afterAll(() => harness?.close())

  const snapshot = async () => ({
    counts: await harness.db.query(
      `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM variants) AS variants,
              (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM store_inventory) AS store_inventory,
              (SELECT count(*)::int FROM content_pages) AS content_pages, (SELECT sum(stock)::int FROM variants) AS stock,
              (SELECT sum(quantity)::int FROM store_inventory) AS store_stock`,
    ),
    sample: await harness.db.query(
      `SELECT p.id, p.name, pr.current_minor, v.sku, v.upc, v.stock FROM products p
       JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = 'EUR'
       JOIN variants v ON v.product_id = p.id ORDER BY v.sku LIMIT 5`,
    ),
    home: await harness.db.query(`SELECT body FROM content_pages WHERE site_id = 'fjell-fr-fr' AND kind = 'page' AND slug = 'home'`),
  })

  // How long a reseed takes is not asserted (the machines are shared and noisy): the seed prints it.
  it('gives the same data when seeded again', async () => {
    const before = await snapshot()
    expect(before.counts[0]).toMatchObject({ products: 474, categories: 86 }) // 470 generated + per brand one free-gift product and one e-gift card
    await reseed(harness.db)
    expect(await snapshot()).toEqual(before)
  })

  it('brings the seeded accounts back, the same rows, with failed sign-ins reset and cards restored', async () => {
    const accounts = async () => ({
      consumers: await harness.db.query(
        `SELECT consumer_no, consumer_type, email, password_hash, first_name, last_name, phone, loyalty_status, loyalty_points, failed_signins, locked_until
         FROM consumers WHERE email IS NOT NULL ORDER BY consumer_no`,
      ),
      addresses: await harness.db.query(`SELECT * FROM consumer_addresses ORDER BY id`),
      cards: await harness.db.query(`SELECT payment_instrument_id, consumer_no, brand, bin, last4, holder_name, expiry_month, expiry_year, scenario, main, seq FROM saved_cards ORDER BY seq`),
    })
    const before = await accounts()
    expect(before.consumers.map((c) => c.email)).toEqual(['member@summit.test', 'new@summit.test', 'associate@summit.test', 'employee@summit.test', 'athlete@summit.test', 'wranx@summit.test', 'ipa@summit.test'])
    expect(JSON.stringify(before)).not.toContain(SEEDED_PASSWORD)
    expect(before.cards.map((c) => [c.payment_instrument_id, c.brand, c.last4, c.scenario, c.main])).toEqual([
      ['pi_member_1111', 'VISA', '1111', 'authorised', true],
      ['pi_member_3220', 'VISA', '3220', 'challenge', false],
    ])
    await harness.db.query(`UPDATE consumers SET failed_signins = 5, locked_until = now() + interval '15 minutes', loyalty_points = 0 WHERE email = 'member@summit.test'`)
    await harness.db.query(`DELETE FROM saved_cards WHERE main`)
    await harness.db.query(`DELETE FROM consumer_addresses WHERE NOT main`)
    await reseed(harness.db)
    expect(await accounts()).toEqual(before)
    const signIn = await caller(harness)('POST', '/api/consumers-v3/auth/signin', {
      siteId: 'summit-en-us',
      body: { username: 'member@summit.test', password: SEEDED_PASSWORD, codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' },
    })
    expect(signIn.status).toBe(200)
  })
})
