// Product service: details (GET /products/v2/products/{productId}/details), online inventory
// (GET …/inventory) and store availability (POST /products/v1/products/{productId}/availability).
// A product of another brand than the site's does not exist for that site (404 API404).
import type { AvailabilityRequest, AvailabilityResponse, ProductDetails } from '../../src/contract/schemas/products.ts'
import { BRAND_INFO } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { badPayload, notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { IMAGE_VIEWS, badgeLabel, eyebrowLabel, seasonLabel, sizeLabel } from './labels.ts'
import { alternatesOf, categoryUrl, localised, photo, price, productUrl, rating, type CategoryRef } from './present.ts'
import { productPath } from '../../src/contract/site/routeRules.ts'

/** The line maximum of the spec when a product sets none lower. */
export const DEFAULT_MAX_QTY = 999_999

interface DetailsRow {
  id: string
  name: string
  slug: string
  slugs: Partial<Record<Site['language'], string>> | null
  description: string
  product_type: string
  season: string | null
  badge: string | null
  eyebrow: string | null
  rating_x10: number
  reviews_count: number
  max_qty: number
  current_minor: number
  original_minor: number
  colours: Array<{ code: string; name: string; hex: string }>
  sizes: Array<{ code: string; label: string }>
  variants: Array<{ sku: string; upc: string; colour: string; size: string; available: number }>
  trail: CategoryRef[]
  set_ids: string[]
}

// One statement: the product, its price in the site's currency, colours, sizes, variants, the
// category trail (root first) and the sets it belongs to, aggregated as JSON; name and slug in the
// site's language, and the slugs of every language for the page's alternates.
const detailsSql = (language: Site['language']) => `
SELECT p.id, ${localised('p', 'name', language)} AS name, ${localised('p', 'slug', language)} AS slug, p.slugs, p.description, p.product_type, p.season, p.badge, p.eyebrow, p.rating_x10, p.reviews_count, p.max_qty,
  pr.current_minor, pr.original_minor,
  (SELECT json_agg(json_build_object('code', c.code, 'name', ${localised('c', 'name', language)}, 'hex', c.hex) ORDER BY c.position)
     FROM product_colours c WHERE c.product_id = p.id) AS colours,
  (SELECT json_agg(json_build_object('code', s.code, 'label', s.label) ORDER BY s.position)
     FROM product_sizes s WHERE s.product_id = p.id) AS sizes,
  (SELECT json_agg(json_build_object('sku', v.sku, 'upc', v.upc, 'colour', v.colour_code, 'size', v.size_code, 'available', v.stock) ORDER BY v.position)
     FROM variants v WHERE v.product_id = p.id) AS variants,
  (SELECT json_agg(json_build_object('id', cat.id, 'names', cat.names, 'slugs', cat.slugs) ORDER BY cc.depth DESC)
     FROM category_closure cc JOIN categories cat ON cat.id = cc.ancestor_id WHERE cc.descendant_id = p.category_id) AS trail,
  (SELECT coalesce(json_agg(m.set_id ORDER BY m.set_id), '[]'::json) FROM product_set_members m WHERE m.product_id = p.id) AS set_ids
FROM products p
JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
WHERE p.id = $1 AND p.brand = $3`

export const productDetails = async (db: Db, site: Site, productId: string): Promise<ProductDetails> => {
  const [row] = await db.query<DetailsRow>(detailsSql(site.language), [productId, site.currency, site.brand])
  if (!row) throw notFound(`Product ${productId}`)
  return {
    id: row.id,
    masterId: row.id,
    name: row.name,
    slug: row.slug,
    url: productUrl(site, row.slug, row.id),
    alternates: alternatesOf((locale, language) => productPath(locale, row.slugs?.[language] ?? row.slug, row.id)),
    description: row.description,
    brand: BRAND_INFO[site.brand].name,
    badge: badgeLabel(row.badge, site.language),
    eyebrow: eyebrowLabel(row.eyebrow, site.language),
    season: row.season,
    seasonLabel: seasonLabel(row.season, site.language),
    rating: rating(row.rating_x10, row.reviews_count),
    price: price(row.current_minor, row.original_minor, site.currency),
    breadcrumbs: row.trail.map((c) => ({ id: c.id, name: c.names[site.language], url: categoryUrl(site, c) })),
    colours: row.colours.map((c) => ({
      ...c,
      images: Array.from({ length: IMAGE_VIEWS }, (_, i) => photo(site, row.id, row.name, c, i + 1)),
    })),
    sizes: row.sizes.map((s) => ({ code: s.code, label: sizeLabel(s.code, s.label, site.language) })),
    variants: row.variants,
    maxQty: Math.min(DEFAULT_MAX_QTY, row.max_qty),
    productType: row.product_type,
    productSetIds: row.set_ids,
  }
}

/** The product of the site's brand, or 404 API404 (another brand's products do not exist for the site). */
export const requireProduct = async (db: Db, site: Site, productId: string): Promise<void> => {
  const [exists] = await db.query(`SELECT 1 FROM products WHERE id = $1 AND brand = $2`, [productId, site.brand])
  if (!exists) throw notFound(`Product ${productId}`)
}

const details = async (ctx: SpecContext<'productDetails'>): Promise<Reply> => ({ body: await productDetails(ctx.db, ctx.site(), ctx.params.productId as string) })

const inventory = async (ctx: SpecContext<'productInventory'>): Promise<Reply> => {
  const site = ctx.site()
  const rows = await ctx.db.query<{ sku: string; stock: number }>(
    `SELECT v.sku, v.stock FROM variants v JOIN products p ON p.id = v.product_id WHERE p.id = $1 AND p.brand = $2 ORDER BY v.position`,
    [ctx.params.productId, site.brand],
  )
  if (rows.length === 0) throw notFound(`Product ${ctx.params.productId}`)
  return { body: { variants: Object.fromEntries(rows.map((r) => [r.sku, { quantity: r.stock }])) } }
}

/**
 * Body: AvailabilityRequest { storeIds, sku? } (a bare list of store ids is accepted too); without
 * sku a store's quantity is the product's total there. Stores of other brands or unknown ids are
 * left out of the answer.
 */
const parseAvailability = (body: AvailabilityRequest): { storeIds: ReadonlyArray<string>; sku: string | undefined } => {
  const { storeIds, sku } = isStoreIdList(body) ? { storeIds: body, sku: undefined } : body
  if (storeIds.length > 100) throw badPayload('storeIds must be a list of at most 100 store ids')
  return { storeIds, sku }
}

const isStoreIdList = (body: AvailabilityRequest): body is ReadonlyArray<string> => Array.isArray(body)

const availability = async (ctx: SpecContext<'productAvailability'>): Promise<Reply> => {
  const site = ctx.site()
  const { storeIds, sku } = parseAvailability(ctx.body)
  const productId = ctx.params.productId as string
  await requireProduct(ctx.db, site, productId)
  const rows = await ctx.db.query<{ store_id: string; quantity: number }>(
    `SELECT s.id AS store_id, coalesce((
        SELECT sum(si.quantity)::int FROM store_inventory si JOIN variants v ON v.sku = si.sku
        WHERE si.store_id = s.id AND v.product_id = $1 AND ($4::text IS NULL OR v.sku = $4)), 0) AS quantity
     FROM stores s WHERE s.id = ANY($2::text[]) AND s.brand = $3`,
    [productId, storeIds, site.brand, sku ?? null],
  )
  const byId = new Map(rows.map((r) => [r.store_id, r.quantity]))
  const body: AvailabilityResponse = {
    storeInventory: storeIds.filter((id) => byId.has(id)).map((storeId) => ({ storeId, quantity: byId.get(storeId) ?? 0 })),
  }
  return { body }
}

export const productRoutes: ReadonlyArray<RouteDef> = [
  route('productDetails', { handler: details }),
  route('productInventory', { handler: inventory }),
  route('productAvailability', { handler: availability }),
]
