// Store search (POST /stores/v1/search) for the pickup-in-store dialog, the product page's store
// availability and the store locator: the brand's stores in the site's country, nearest first from
// the shopper's coordinates or from the town or postcode typed, found in the gazetteer of the
// `places` table (a text matching no place finds nothing, which the dialog says). Distances are
// great-circle distances computed by the database (`great_circle_km`, migration 008), which also
// orders the stores. With a sku, each store carries its units and a delivery time: "same day" when
// the store holds the quantity, else a ship-to-store range when the warehouse does; results are then
// sorted by delivery time (first digit, same day = 0), then distance.
import type { CollectionPointsRequest, StoreSearchRequest, StoreSearchResult } from '../../src/contract/schemas/checkout.ts'
import { SAME_DAY, sortByDelivery } from '../../src/contract/delivery.ts'
import type { Db } from '../db/db.ts'
import { badPayload } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'

/** Ship-to-store lead time when the store lacks the quantity but the warehouse has it. */
export const SHIP_TO_STORE_TIME = '3-5 days'
const MAX_RESULTS = 20

interface StoreRow {
  id: string
  name: string
  address_line1: string
  city: string
  postal_code: string
  country: string
  phone: string
  distance_km: number
  quantity: number | null
}

/** Lower case, without accents, spaces, hyphens, dots or apostrophes: how typed text and places compare. */
export const placeKey = (value: string): string =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s\-'.’]/g, '')

interface SearchBody {
  readonly query?: string
  readonly latitude?: number
  readonly longitude?: number
  readonly sku?: string
  readonly qty: number
  readonly limit: number
}

const parse = (raw: StoreSearchRequest | CollectionPointsRequest): SearchBody => {
  const text = raw.query
  if (text !== undefined && text.length > 80) throw badPayload('query must be a text of at most 80 characters')
  const coordinate = (value: unknown, limit: number, name: string) => {
    if (value === undefined) return undefined
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) throw badPayload(`${name} must be a number within ±${limit}`)
    return value
  }
  const sku = 'sku' in raw ? raw.sku : undefined
  const latitude = coordinate(raw.latitude, 90, 'latitude')
  const longitude = coordinate(raw.longitude, 180, 'longitude')
  if ((latitude === undefined) !== (longitude === undefined)) throw badPayload('latitude and longitude go together')
  if (sku !== undefined && sku.length > 64) throw badPayload('sku must be a string')
  const qty = ('qty' in raw ? raw.qty : undefined) ?? 1
  if (!Number.isInteger(qty) || qty < 1 || qty > 999_999) throw badPayload('qty must be a whole number of at least 1')
  const limit = raw.limit ?? 10
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RESULTS) throw badPayload(`limit must be 1 to ${MAX_RESULTS}`)
  return {
    ...(text?.trim() ? { query: text.trim() } : {}),
    ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}),
    ...(sku !== undefined ? { sku } : {}),
    qty,
    limit,
  }
}

type Origin = { readonly lat: number; readonly lng: number }

/**
 * The place of the site's country the text names: a town by its name (whole, else its beginning
 * from three letters) or a postcode by its longest known beginning (a store's full postcode, else
 * its area: "80302", "OX1 2JD", "74400").
 */
export const placeOf = async (db: Db, country: string, text: string): Promise<Origin | null> => {
  const key = placeKey(text)
  if (key === '') return null
  const [row] = await db.query<Origin>(
    `SELECT lat, lng FROM places
     WHERE country = $1 AND (name_key = $2 OR starts_with($2, postal_prefix) OR (length($2) >= 3 AND starts_with(name_key, $2)))
     ORDER BY CASE WHEN name_key = $2 THEN 0 WHEN starts_with($2, postal_prefix) THEN 1 ELSE 2 END, length(postal_prefix) DESC, name_key, id
     LIMIT 1`,
    [country, key],
  )
  return row ?? null
}

/**
 * Where distances are measured from: the coordinates given, else the place the text names (null:
 * it names none), else nowhere (undefined: no order).
 */
const originOf = async (db: Db, country: string, body: SearchBody): Promise<Origin | null | undefined> => {
  if (body.latitude !== undefined && body.longitude !== undefined) return { lat: body.latitude, lng: body.longitude }
  if (!body.query) return undefined
  return placeOf(db, country, body.query)
}

/** The distance column of a query whose origin is $lat, $lng (0 without an origin), in km to one decimal. */
const distanceSql = (lat: string, lng: string) => `coalesce(round(great_circle_km(${lat}, ${lng}, lat, lng)::numeric, 1)::float8, 0)`

const search = async (ctx: SpecContext<'storeSearch'>): Promise<Reply> => {
  const site = ctx.site()
  const body = parse(ctx.body)
  let online = 0
  if (body.sku) {
    const [variant] = await ctx.db.query<{ stock: number }>(
      `SELECT v.stock FROM variants v JOIN products p ON p.id = v.product_id WHERE v.sku = $1 AND p.brand = $2`,
      [body.sku, site.brand],
    )
    if (!variant) throw badPayload(`sku ${body.sku} is not a product of this site`)
    online = variant.stock
  }
  const origin = await originOf(ctx.db, site.region, body)
  if (origin === null) return { body: { stores: [] } }
  const rows = await ctx.db.query<StoreRow>(
    `SELECT id, name, address_line1, city, postal_code, country, phone, ${distanceSql('$4::float8', '$5::float8')} AS distance_km,
       CASE WHEN $3::text IS NULL THEN NULL ELSE coalesce((SELECT si.quantity FROM store_inventory si WHERE si.store_id = s.id AND si.sku = $3), 0) END AS quantity
     FROM stores s WHERE s.brand = $1 AND s.country = $2
     ORDER BY great_circle_km($4::float8, $5::float8, lat, lng) NULLS LAST, s.position`,
    [site.brand, site.region, body.sku ?? null, origin?.lat ?? null, origin?.lng ?? null],
  )
  const results: StoreSearchResult[] = rows.map((r) => {
    const quantity = r.quantity ?? undefined
    const deliveryTime = quantity === undefined || quantity >= body.qty ? SAME_DAY : online >= body.qty ? SHIP_TO_STORE_TIME : ''
    return {
      store: { storeId: r.id, name: r.name, addressLine1: r.address_line1, city: r.city, postalCode: r.postal_code, country: r.country },
      distanceKm: r.distance_km,
      ...(quantity === undefined ? {} : { quantity }),
      deliveryTime,
      phone: r.phone,
    }
  })
  // Stores that can get the item neither today nor by ship-to-store are left out when a sku is asked for.
  const nearest = (body.sku ? results.filter((r) => r.deliveryTime !== '') : results).slice(0, body.limit)
  return { body: { stores: body.sku ? sortByDelivery(nearest, (r) => r.deliveryTime, (a, b) => a.distanceKm - b.distanceKm) : nearest } }
}

/** Carriers' delivery time to a collection point (from the warehouse). */
export const COLLECTION_POINT_TIME = '2-4 days'

/**
 * POST /stores/v1/collectionPoints: the carriers' points of the site's country nearest the city or
 * postcode typed (found through the stores' towns and the points' own) or the coordinates given.
 */
const collectionPoints = async (ctx: SpecContext<'collectionPoints'>): Promise<Reply> => {
  const site = ctx.site()
  const body = parse(ctx.body)
  const origin = await originOf(ctx.db, site.region, body)
  if (origin === null) return { body: { points: [] } }
  const rows = await ctx.db.query<{ id: string; name: string; carrier: string; address_line1: string; city: string; postal_code: string; country: string; distance_km: number; opening_hours: string }>(
    `SELECT id, name, carrier, address_line1, city, postal_code, country, ${distanceSql('$2::float8', '$3::float8')} AS distance_km, opening_hours
     FROM collection_points WHERE country = $1
     ORDER BY great_circle_km($2::float8, $3::float8, lat, lng) NULLS LAST, id LIMIT $4`,
    [site.region, origin?.lat ?? null, origin?.lng ?? null, body.limit],
  )
  const points = rows.map((r) => ({
    point: { storeId: r.id, name: r.name, addressLine1: r.address_line1, city: r.city, postalCode: r.postal_code, country: r.country },
    distanceKm: r.distance_km,
    carrier: r.carrier,
    openingHours: r.opening_hours,
    deliveryTime: COLLECTION_POINT_TIME,
  }))
  return { body: { points } }
}

export const storeRoutes: ReadonlyArray<RouteDef> = [
  route('storeSearch', { handler: search }),
  route('collectionPoints', { handler: collectionPoints }),
]
