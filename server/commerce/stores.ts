// Store search (POST /stores/v1/search) for the pickup-in-store dialog: the brand's stores in the
// site's country, nearest first from the shopper's coordinates or from the store whose city or
// postcode matches the text typed (the reference has no geocoder: a text matching no store's city
// or postcode finds nothing, which the dialog says). With a sku, each store carries its units and
// a delivery time: "same day" when the store holds the quantity, else a ship-to-store range when
// the warehouse does; results are sorted by delivery time (first digit, same day = 0), then distance.
import type { CollectionPointsRequest, StoreSearchRequest, StoreSearchResult } from '../../src/contract/schemas/checkout.ts'
import { SAME_DAY, sortByDelivery } from '../../src/contract/delivery.ts'
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
  lat: number
  lng: number
  position: number
  quantity: number | null
}

const compact = (value: string): string => value.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[\s-]/g, '')

/** Great-circle distance in km. */
export const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

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

/**
 * Where distances are measured from: the coordinates given, else the first place whose town or
 * postcode matches the text (null: the text matches nothing), else nowhere (undefined: no order).
 */
const originOf = (
  body: SearchBody,
  places: ReadonlyArray<{ city: string; postal_code: string; lat: number; lng: number }>,
): { lat: number; lng: number } | null | undefined => {
  if (body.latitude !== undefined && body.longitude !== undefined) return { lat: body.latitude, lng: body.longitude }
  if (!body.query) return undefined
  const wanted = compact(body.query)
  const match = places.find((r) => compact(r.city) === wanted || compact(r.postal_code).startsWith(wanted) || (wanted.length >= 3 && compact(r.city).startsWith(wanted)))
  return match ? { lat: match.lat, lng: match.lng } : null
}

const search = async (ctx: SpecContext<'storeSearch'>): Promise<Reply> => {
  const site = ctx.site()
  const body = parse(ctx.body)
  const rows = await ctx.db.query<StoreRow>(
    `SELECT s.id, s.name, s.address_line1, s.city, s.postal_code, s.country, s.phone, s.lat, s.lng, s.position,
       CASE WHEN $3::text IS NULL THEN NULL ELSE coalesce((SELECT si.quantity FROM store_inventory si WHERE si.store_id = s.id AND si.sku = $3), 0) END AS quantity
     FROM stores s WHERE s.brand = $1 AND s.country = $2 ORDER BY s.position`,
    [site.brand, site.region, body.sku ?? null],
  )
  let online = 0
  if (body.sku) {
    const [variant] = await ctx.db.query<{ stock: number }>(
      `SELECT v.stock FROM variants v JOIN products p ON p.id = v.product_id WHERE v.sku = $1 AND p.brand = $2`,
      [body.sku, site.brand],
    )
    if (!variant) throw badPayload(`sku ${body.sku} is not a product of this site`)
    online = variant.stock
  }
  const origin = originOf(body, rows)
  if (origin === null) return { body: { stores: [] } }
  const results: StoreSearchResult[] = rows.map((r) => {
    const distance = origin ? Math.round(distanceKm(origin, r) * 10) / 10 : 0
    const quantity = r.quantity ?? undefined
    const deliveryTime = quantity === undefined || quantity >= body.qty ? SAME_DAY : online >= body.qty ? SHIP_TO_STORE_TIME : ''
    return {
      store: { storeId: r.id, name: r.name, addressLine1: r.address_line1, city: r.city, postalCode: r.postal_code, country: r.country },
      distanceKm: distance,
      ...(quantity === undefined ? {} : { quantity }),
      deliveryTime,
      phone: r.phone,
    }
  })
  // Stores that can get the item neither today nor by ship-to-store are left out when a sku is asked for.
  const usable = body.sku ? results.filter((r) => r.deliveryTime !== '') : results
  const nearest = origin ? [...usable].sort((a, b) => a.distanceKm - b.distanceKm).slice(0, body.limit) : usable.slice(0, body.limit)
  return { body: { stores: sortByDelivery(nearest, (r) => r.deliveryTime, (a, b) => a.distanceKm - b.distanceKm) } }
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
  const rows = await ctx.db.query<{ id: string; name: string; carrier: string; address_line1: string; city: string; postal_code: string; country: string; lat: number; lng: number; opening_hours: string }>(
    `SELECT id, name, carrier, address_line1, city, postal_code, country, lat, lng, opening_hours FROM collection_points WHERE country = $1 ORDER BY id`,
    [site.region],
  )
  const origin = originOf(body, rows)
  if (origin === null) return { body: { points: [] } }
  const points = rows
    .map((r) => ({
      point: { storeId: r.id, name: r.name, addressLine1: r.address_line1, city: r.city, postalCode: r.postal_code, country: r.country },
      distanceKm: origin ? Math.round(distanceKm(origin, r) * 10) / 10 : 0,
      carrier: r.carrier,
      openingHours: r.opening_hours,
      deliveryTime: COLLECTION_POINT_TIME,
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, body.limit)
  return { body: { points } }
}

export const storeRoutes: ReadonlyArray<RouteDef> = [
  route('storeSearch', { handler: search }),
  route('collectionPoints', { handler: collectionPoints }),
]
