// Favourites (docs/decisions/0025; spec 001 section 7, Wishlists): one list per shopper and site,
// guests included, created by the first product favoured. GET /wishlists/v2/favorites?start&count
// reads it (newest first), POST adds a product (again: no change), DELETE
// …/favorites/{favoriteId}/items/{itemId} removes one, POST …/{favoriteId}/share shares it (or, with
// `shared: false`, stops) and GET …/{favoriteId}/share reads a shared list with no token at all:
// the list's id is 24 random bytes, and only a shared list answers. Products of another brand, free
// gifts and unknown ids are 404 PLP400; another shopper's list or item is 404 PLP400 too (never
// data); a full list (MAX_FAVOURITES) is 409 FAV400. At sign-in the guest's list merges into the
// member's (`mergeFavourites`, called by guestMerge.ts).
import { randomBytes } from 'node:crypto'
import { MAX_FAVOURITES, type FavoriteItem, type FavoritesResponse, type SharedFavoritesResponse } from '../../src/contract/schemas/favourites.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError, productNotFound } from '../http/errors.ts'
import { route, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { shoppersOnly } from './agentGuard.ts'
import { consumerOf } from './cartModel.ts'
import { badgeLabel } from './labels.ts'
import { photo, price, productUrl, rating } from './present.ts'

const PAGE_DEFAULT = 48
const SHARED_MAX = 200

interface ListRow {
  id: string
  shared: boolean
}

const listOf = async (db: Db, consumerNo: string, site: Site, lock = false): Promise<ListRow | undefined> =>
  (await db.query<ListRow>(`SELECT id, shared FROM favorites WHERE consumer_no = $1 AND site_id = $2${lock ? ' FOR UPDATE' : ''}`, [consumerNo, site.siteId]))[0]

interface ItemRow {
  item_id: string
  product_id: string
  added_at: string
  name: string
  slug: string
  badge: string | null
  rating_x10: number
  reviews_count: number
  current_minor: number | null
  original_minor: number | null
  sellable: boolean
  colours: Array<{ code: string; name: string; hex: string }>
}

const itemsOf = async (db: Db, listId: string, site: Site, page: { start: number; count: number }): Promise<FavoriteItem[]> => {
  const rows = await db.query<ItemRow>(
    `SELECT fi.id AS item_id, p.id AS product_id, fi.added_at::text AS added_at, p.name, p.slug, p.badge, p.rating_x10, p.reviews_count,
       pr.current_minor, pr.original_minor,
       (pr.product_id IS NOT NULL AND NOT p.discontinued AND p.brand = $3 AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.stock > 0)) AS sellable,
       (SELECT coalesce(json_agg(json_build_object('code', c.code, 'name', c.name, 'hex', c.hex) ORDER BY c.position), '[]'::json) FROM product_colours c WHERE c.product_id = p.id) AS colours
     FROM favorite_items fi JOIN products p ON p.id = fi.product_id
     LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
     WHERE fi.favorite_id = $1 ORDER BY fi.seq DESC OFFSET $4 LIMIT $5`,
    [listId, site.currency, site.brand, page.start, page.count],
  )
  return rows.map((r) => {
    const shown = r.colours[0] ?? { code: '', name: '', hex: '' }
    return {
      itemId: r.item_id,
      productId: r.product_id,
      addedAt: new Date(r.added_at).toISOString(),
      available: r.sellable,
      product: {
        id: r.product_id,
        name: r.name,
        url: productUrl(site, r.slug, r.product_id),
        image: photo(site, r.product_id, r.name, shown),
        price: r.current_minor === null ? { current: 0, original: 0, currency: site.currency } : price(r.current_minor, r.original_minor ?? r.current_minor, site.currency),
        colours: r.colours,
        rating: rating(r.rating_x10, r.reviews_count),
        badge: badgeLabel(r.badge, site.language),
      },
    }
  })
}

const totalOf = async (db: Db, listId: string): Promise<number> =>
  ((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM favorite_items WHERE favorite_id = $1`, [listId]))[0]?.n ?? 0)

const render = async (db: Db, list: ListRow | undefined, site: Site, page = { start: 0, count: PAGE_DEFAULT }): Promise<FavoritesResponse> =>
  list
    ? { favoriteId: list.id, total: await totalOf(db, list.id), start: page.start, items: await itemsOf(db, list.id, site, page), shared: list.shared }
    : { favoriteId: null, total: 0, start: page.start, items: [], shared: false }

/** The caller's list named in a path or body: 404 PLP400 when it is not theirs on this site. */
const ownList = async (db: Db, favoriteId: string, consumer: Consumer, site: Site): Promise<ListRow> => {
  const list = await listOf(db, consumer.consumerNo, site, true)
  if (!list || list.id !== favoriteId) throw productNotFound(`Favourites list ${favoriteId}`)
  return list
}

const read = async (ctx: SpecContext<'favoritesGet'>): Promise<Reply> => {
  const site = ctx.site()
  const query = ctx.query
  const start = Number(query.get('start') ?? 0)
  const count = Math.min(Number(query.get('count') ?? PAGE_DEFAULT), 200)
  return { body: await render(ctx.db, await listOf(ctx.db, consumerOf(ctx).consumerNo, site), site, { start, count: count === 0 ? PAGE_DEFAULT : count }) }
}

const add = async (ctx: SpecContext<'favoritesAdd'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const productId = ctx.body.id
  const [product] = await ctx.db.query(
    `SELECT 1 FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $3 WHERE p.id = $1 AND p.brand = $2 AND NOT p.free_gift`,
    [productId, site.brand, site.currency],
  )
  if (!product) throw productNotFound(`Product ${productId}`)
  let list = ctx.body.favoriteId ? await ownList(ctx.db, ctx.body.favoriteId, consumer, site) : await listOf(ctx.db, consumer.consumerNo, site, true)
  if (!list) {
    const id = randomBytes(24).toString('base64url')
    // Two first adds at once: one list (the unique pair), both adds land in it.
    list = (await ctx.db.query<ListRow>(
      `INSERT INTO favorites (id, consumer_no, site_id) VALUES ($1, $2, $3)
       ON CONFLICT (consumer_no, site_id) DO UPDATE SET consumer_no = EXCLUDED.consumer_no RETURNING id, shared`,
      [id, consumer.consumerNo, site.siteId],
    ))[0]!
  }
  const [already] = await ctx.db.query(`SELECT 1 FROM favorite_items WHERE favorite_id = $1 AND product_id = $2`, [list.id, productId])
  if (!already) {
    if ((await totalOf(ctx.db, list.id)) >= MAX_FAVOURITES) throw new ApiError(409, 'FAV400', `A favourites list holds at most ${MAX_FAVOURITES} products`, { maxItems: MAX_FAVOURITES })
    await ctx.db.query(`INSERT INTO favorite_items (id, favorite_id, product_id) VALUES ($1, $2, $3) ON CONFLICT (favorite_id, product_id) DO NOTHING`, [
      `fi_${randomBytes(12).toString('base64url')}`,
      list.id,
      productId,
    ])
  }
  return { body: await render(ctx.db, list, site) }
}

const remove = async (ctx: SpecContext<'favoritesRemoveItem'>): Promise<Reply> => {
  const site = ctx.site()
  const list = await ownList(ctx.db, String(ctx.params.favoriteId ?? ''), consumerOf(ctx), site)
  const removed = await ctx.db.query(`DELETE FROM favorite_items WHERE id = $1 AND favorite_id = $2 RETURNING id`, [ctx.params.itemId, list.id])
  if (removed.length === 0) throw productNotFound(`Favourite ${String(ctx.params.itemId)}`)
  return { body: await render(ctx.db, list, site) }
}

/** Where the storefront shows a shared list. */
export const sharePath = (site: Site, favoriteId: string): string => `/${site.locale}/favourites/shared/${encodeURIComponent(favoriteId)}`

const share = async (ctx: SpecContext<'favoritesShare'>): Promise<Reply> => {
  const site = ctx.site()
  const list = await ownList(ctx.db, String(ctx.params.favoriteId ?? ''), consumerOf(ctx), site)
  const shared = ctx.body.shared ?? true
  await ctx.db.query(`UPDATE favorites SET shared = $2 WHERE id = $1`, [list.id, shared])
  return { body: { favoriteId: list.id, shared, sharePath: sharePath(site, list.id) } }
}

const readShared = async (ctx: SpecContext<'favoritesShareGet'>): Promise<Reply> => {
  const site = ctx.site()
  const id = String(ctx.params.favoriteId ?? '')
  const [list] = await ctx.db.query<ListRow>(`SELECT id, shared FROM favorites WHERE id = $1 AND site_id = $2 AND shared`, [id, site.siteId])
  if (!list) throw productNotFound(`Shared favourites list ${id}`)
  const body: SharedFavoritesResponse = { favoriteId: list.id, total: await totalOf(ctx.db, list.id), items: await itemsOf(ctx.db, list.id, site, { start: 0, count: SHARED_MAX }) }
  return { body }
}

/**
 * Sign-in (inside the token exchange's transaction): the guest's list on this site moves into the
 * member's (a product in both stays once), or becomes the member's when they have none. The guest
 * is the one proven by the exchange's own guest bearer; `favoriteId`, when the exchange names one,
 * must be that guest's list, else nothing moves (another shopper's id never merges).
 */
export const mergeFavourites = async (tx: Db, guestNo: string, memberNo: string, site: Site, favoriteId: string | undefined): Promise<void> => {
  const guestList = await listOf(tx, guestNo, site, true)
  if (!guestList || (favoriteId !== undefined && favoriteId !== guestList.id)) return
  const memberList = await listOf(tx, memberNo, site, true)
  if (!memberList) {
    await tx.query(`UPDATE favorites SET consumer_no = $2 WHERE id = $1`, [guestList.id, memberNo])
    return
  }
  // Oldest first, so the guest's newest favourite is the member's newest too; a full list keeps what fits.
  const room = Math.max(0, MAX_FAVOURITES - (await totalOf(tx, memberList.id)))
  const items = await tx.query<{ product_id: string; added_at: string }>(
    `SELECT product_id, added_at FROM favorite_items WHERE favorite_id = $1 AND product_id NOT IN (SELECT product_id FROM favorite_items WHERE favorite_id = $2) ORDER BY seq LIMIT $3`,
    [guestList.id, memberList.id, room],
  )
  for (const item of items)
    await tx.query(`INSERT INTO favorite_items (id, favorite_id, product_id, added_at) VALUES ($1, $2, $3, $4) ON CONFLICT (favorite_id, product_id) DO NOTHING`, [
      `fi_${randomBytes(12).toString('base64url')}`,
      memberList.id,
      item.product_id,
      item.added_at,
    ])
  await tx.query(`DELETE FROM favorites WHERE id = $1`, [guestList.id])
}

export const favouriteRoutes: ReadonlyArray<RouteDef> = [
  route('favoritesGet', { handler: shoppersOnly(read) }),
  route('favoritesAdd', { handler: shoppersOnly(add) }),
  route('favoritesRemoveItem', { handler: shoppersOnly(remove) }),
  route('favoritesShare', { handler: shoppersOnly(share) }),
  // Reading a shared list is anyone's (no token needed), so an associate may show one.
  route('favoritesShareGet', { handler: readShared }),
]
