// Writes the generated catalogue, stores, store inventory, social posts, content pages, the
// promotions with their coupon codes (promotions.ts), the registered test accounts
// (identitySeed.ts) and what search reads (searchSeed.ts, articles.ts) into the database in one
// transaction. Rows travel as JSON parameters of up to 20,000 rows (jsonb_to_recordset), and
// per-store inventory is one INSERT … SELECT over variants × stores with a hash-based quantity, so
// seeding takes about a second even on PGlite. A larger catalogue (SeedOptions.products) is written
// in batches as it is generated.
import type { Db } from '../db/db.ts'
import { buildContentPages } from './contentPages.ts'
import { CHECKOUT_TABLES, seedCheckout } from './checkoutSeed.ts'
import { EXPERIMENT_TABLES, seedExperiments } from './experiments.ts'
import { seedCollectionPoints } from './collectionPoints.ts'
import { generateCatalogue, generateExtraProducts, SEED, type Catalogue, type ProductRows } from './generate.ts'
import { IDENTITY_TABLES, seedIdentity } from './identitySeed.ts'
import { seedPlaces } from './places.ts'
import { seedProductSets } from './productSets.ts'
import { ACCOUNT_TABLES } from './accountSeed.ts'
import { ASSOCIATE_TABLES, seedAssociates } from './associateSeed.ts'
import { seedRoles } from './roleSeed.ts'
import { seedPromotions } from './promotions.ts'
import { seedStaticPages } from './staticPages.ts'
import { SEARCH_TABLES, seedSearch } from './searchSeed.ts'
import { questionRows, seedReviews } from './reviews.ts'
import { seedSizeCharts } from './sizeCharts.ts'

type Column = readonly [name: string, type: string]

/** Rows per statement: one JSON parameter of a few MB at most, however big the catalogue. */
const ROWS_PER_STATEMENT = 20_000

const insertRows = async (tx: Db, table: string, columns: ReadonlyArray<Column>, rows: ReadonlyArray<object>): Promise<void> => {
  const names = columns.map(([name]) => name).join(', ')
  const defs = columns.map(([name, type]) => `${name} ${type}`).join(', ')
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(at, at + ROWS_PER_STATEMENT)
    await tx.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${defs})`, [JSON.stringify(chunk)])
  }
}

/** The product page's tables (migration 008), children first. */
const PRODUCT_PAGE_TABLES = [
  'stock_notifications',
  'answer_votes',
  'product_answers',
  'product_questions',
  'review_flags',
  'review_votes',
  'reviews',
  'product_set_members',
  'product_sets',
  'size_charts',
  'foot_sizes',
  'places',
] as const

/** Tables holding data, children first; TRUNCATE … CASCADE empties them all. */
export const DATA_TABLES = [
  ...SEARCH_TABLES,
  ...ASSOCIATE_TABLES,
  ...ACCOUNT_TABLES,
  ...IDENTITY_TABLES,
  ...CHECKOUT_TABLES,
  ...EXPERIMENT_TABLES,
  'collection_points',
  'consumer_subscriptions',
  'static_pages',
  'performance_measures',
  ...PRODUCT_PAGE_TABLES,
  'test_faults',
  'guess_attempts',
  'idempotency_keys',
  'basket_coupons',
  'coupons',
  'promotion_currencies',
  'promotions',
  'basket_items',
  'baskets',
  'tokens',
  'consumers',
  'content_pages',
  'social_media',
  'store_inventory',
  'stores',
  'variants',
  'product_sizes',
  'product_colours',
  'product_prices',
  'products',
  'category_closure',
  'categories',
  'seed_info',
] as const

export interface SeedReport {
  readonly seed: string
  readonly counts: Record<string, number>
  readonly ms: number
}

const writeProducts = async (tx: Db, c: ProductRows): Promise<void> => {
  await insertRows(
    tx,
    'products',
    [
      ['id', 'text'], ['brand', 'text'], ['category_id', 'text'], ['name', 'text'], ['slug', 'text'], ['names', 'jsonb'], ['slugs', 'jsonb'], ['description', 'text'],
      ['product_type', 'text'], ['gender', 'text'], ['season', 'text'], ['badge', 'text'], ['eyebrow', 'text'], ['rating_x10', 'int'], ['reviews_count', 'int'],
      ['max_qty', 'int'], ['featured_rank', 'int'], ['released_on', 'date'],
    ],
    c.products,
  )
  await insertRows(tx, 'product_prices', [['product_id', 'text'], ['currency', 'text'], ['current_minor', 'int'], ['original_minor', 'int']], c.prices)
  await insertRows(tx, 'product_colours', [['product_id', 'text'], ['code', 'text'], ['name', 'text'], ['names', 'jsonb'], ['hex', 'text'], ['position', 'int']], c.colours)
  await insertRows(tx, 'product_sizes', [['product_id', 'text'], ['code', 'text'], ['label', 'text'], ['position', 'int'], ['size_rank', 'int']], c.sizes)
  await insertRows(
    tx,
    'variants',
    [['sku', 'text'], ['product_id', 'text'], ['colour_code', 'text'], ['size_code', 'text'], ['upc', 'text'], ['position', 'int'], ['stock', 'int']],
    c.variants,
  )
}

const writeCatalogue = async (tx: Db, c: Catalogue, products: number): Promise<void> => {
  // Parents before children: level 1, then 2, then 3.
  const categories = [...c.categories].sort((a, b) => a.level - b.level)
  await insertRows(
    tx,
    'categories',
    [['id', 'text'], ['brand', 'text'], ['key', 'text'], ['parent_id', 'text'], ['level', 'int'], ['position', 'int'], ['names', 'jsonb'], ['slugs', 'jsonb'], ['product_type', 'text']],
    categories,
  )
  await insertRows(tx, 'category_closure', [['ancestor_id', 'text'], ['descendant_id', 'text'], ['depth', 'int']], c.closure)
  await writeProducts(tx, c)
  for (const batch of generateExtraProducts(c, products)) await writeProducts(tx, batch)
  await insertRows(
    tx,
    'stores',
    [
      ['id', 'text'], ['brand', 'text'], ['name', 'text'], ['address_line1', 'text'], ['city', 'text'], ['state_region', 'text'], ['postal_code', 'text'],
      ['country', 'text'], ['phone', 'text'], ['lat', 'double precision'], ['lng', 'double precision'], ['position', 'int'],
    ],
    c.stores.map((s, position) => ({
      id: s.id, brand: s.brand, name: s.name, address_line1: s.addressLine1, city: s.city, state_region: s.stateRegion, postal_code: s.postalCode,
      country: s.country, phone: s.phone, lat: s.lat, lng: s.lng, position,
    })),
  )
  // Every variant of the seed's products in every store of its brand gets a quantity of 0–9 from an
  // md5 of sku and store (the same on PGlite and PostgreSQL); about four in ten are 0 and are not
  // stored. A larger catalogue's added products have online stock only.
  await tx.query(
    `
    INSERT INTO store_inventory (store_id, sku, quantity)
    SELECT store_id, sku, quantity FROM (
      SELECT s.id AS store_id, v.sku, GREATEST(0, (('x' || substr(md5(v.sku || ':' || s.id), 1, 8))::bit(32)::int & 15) - 6) AS quantity
      FROM variants v JOIN products p ON p.id = v.product_id JOIN stores s ON s.brand = p.brand
      WHERE p.id = ANY($1::text[])
    ) q WHERE quantity > 0`,
    [c.products.map((p) => p.id)],
  )
  await insertRows(
    tx,
    'social_media',
    [['id', 'text'], ['brand', 'text'], ['product_id', 'text'], ['colour_code', 'text'], ['username', 'text'], ['caption', 'text'], ['posted_at', 'timestamptz'], ['position', 'int']],
    c.social,
  )
  await insertRows(tx, 'content_pages', [['site_id', 'text'], ['kind', 'text'], ['slug', 'text'], ['body', 'jsonb']], buildContentPages(c))
  await writeProductPage(tx, c)
}

/** Reviews, questions and answers, product sets, size charts and the store search's places (docs/decisions/0020). */
const writeProductPage = async (tx: Db, c: Catalogue): Promise<void> => {
  await seedReviews(tx, c.products)
  const { questions, answers } = questionRows(c.products)
  await insertRows(
    tx,
    'product_questions',
    [['id', 'text'], ['product_id', 'text'], ['text', 'text'], ['author', 'text'], ['language', 'text'], ['status', 'text'], ['created_at', 'timestamptz']],
    questions,
  )
  await insertRows(
    tx,
    'product_answers',
    [['id', 'text'], ['question_id', 'text'], ['text', 'text'], ['author', 'text'], ['staff', 'boolean'], ['created_at', 'timestamptz'], ['helpful', 'int'], ['unhelpful', 'int']],
    answers,
  )
  await seedProductSets(tx, c.products)
  await seedSizeCharts(tx)
  await seedPlaces(tx)
}

const COUNTED = [
  'categories', 'products', 'variants', 'product_prices', 'stores', 'store_inventory', 'content_pages', 'social_media', 'promotions', 'coupons',
  'product_search', 'search_terms', 'content_articles', 'reviews', 'product_questions', 'product_sets',
] as const

export interface SeedOptions {
  /**
   * Size of the generated catalogue (both brands together; the seed's own 470 products are always
   * in it, so a smaller number means the seed's size). `npm run seed -- --products 100000` or
   * SEED_PRODUCTS=100000 on the first start.
   */
  readonly products?: number
}

/** Seeds an empty (just migrated) database inside the caller's transaction. */
export const seedInto = async (tx: Db, options: SeedOptions = {}): Promise<SeedReport> => {
  const started = performance.now()
  await writeCatalogue(tx, generateCatalogue(), options.products ?? 0)
  await seedPromotions(tx)
  await seedCheckout(tx)
  await seedCollectionPoints(tx)
  await seedIdentity(tx)
  await seedAssociates(tx)
  await seedRoles(tx)
  await seedStaticPages(tx)
  await seedExperiments(tx)
  await seedSearch(tx)
  // Fresh statistics, so the planner picks the indexes from the first query on.
  await tx.exec('ANALYZE')
  const counts: Record<string, number> = {}
  for (const table of COUNTED) {
    const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
    counts[table] = row?.n ?? 0
  }
  const report: SeedReport = { seed: SEED, counts, ms: Math.round(performance.now() - started) }
  await tx.query(`INSERT INTO seed_info (key, value) VALUES ('seed', $1::jsonb)`, [JSON.stringify(report)])
  return report
}

/** Empties every data table (catalogue, content, carts, accounts, tokens, keys) and seeds again. */
export const reseed = async (db: Db, options: SeedOptions = {}): Promise<SeedReport> =>
  db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`)
    return seedInto(tx, options)
  })

export const isSeeded = async (db: Db): Promise<boolean> => {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM seed_info WHERE key = 'seed'`)
  return (row?.n ?? 0) > 0
}
