// Social media service (customer photos): recent media of a brand, of a product ("stream" = a
// product id), or of a category subtree, from the seeded social_media table. The brand comes
// from the query (siteId, or brand alone for the external gallery widget). Answers
// { data: MediaItem[], total }. Customer media and uploads are not seeded: empty lists.
import { BRAND_INFO, isBrand } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import { siteOf, type Site } from '../http/context.ts'
import { badPayload, missingContext, notFound } from '../http/errors.ts'
import { route, type CallContext, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { localised, photo, productUrl } from '../commerce/present.ts'

const siteFor = (ctx: CallContext): Site => {
  const siteId = ctx.query.get('siteId')
  if (siteId) return ctx.site()
  const brand = ctx.query.get('brand')
  if (brand && isBrand(brand)) return siteOf(`${brand}-${BRAND_INFO[brand].defaultLocale}`)!
  throw missingContext('siteId or brand is required')
}

const limitOf = (ctx: CallContext): number => {
  const raw = ctx.query.get('limit')
  const n = raw === null || raw === '' ? 12 : Number(raw)
  if (!Number.isInteger(n) || n < 1) throw badPayload('limit must be a whole number of at least 1')
  return Math.min(n, 50)
}

interface MediaRow {
  id: string
  username: string
  caption: string
  posted_at: Date
  product_id: string
  name: string
  slug: string
  colour_code: string
  colour_name: string
  total: number
}

const mediaList = async (db: Db, site: Site, where: string, params: unknown[], limit: number): Promise<Reply> => {
  const rows = await db.query<MediaRow>(
    `SELECT m.id, m.username, m.caption, m.posted_at, m.product_id, ${localised('p', 'name', site.language)} AS name, ${localised('p', 'slug', site.language)} AS slug,
       m.colour_code, ${localised('pc', 'name', site.language)} AS colour_name, count(*) OVER ()::int AS total
     FROM social_media m JOIN products p ON p.id = m.product_id
     JOIN product_colours pc ON pc.product_id = m.product_id AND pc.code = m.colour_code
     WHERE m.brand = $1 AND ${where}
     ORDER BY m.posted_at DESC, m.id LIMIT $2`,
    [site.brand, limit, ...params],
  )
  return {
    body: {
      data: rows.map((r) => ({
        id: r.id,
        username: r.username,
        caption: r.caption,
        postedAt: new Date(r.posted_at).toISOString(),
        product: { id: r.product_id, name: r.name, url: productUrl(site, r.slug, r.product_id) },
        image: photo(site, r.product_id, r.name, { code: r.colour_code, name: r.colour_name }, 3),
      })),
      total: rows[0]?.total ?? 0,
    },
  }
}

const recent = async (ctx: SpecContext<'socialStreamsMedia'>): Promise<Reply> => {
  const site = siteFor(ctx)
  const productId = ctx.query.get('productId')
  return productId
    ? mediaList(ctx.db, site, 'm.product_id = $3', [productId], limitOf(ctx))
    : mediaList(ctx.db, site, 'TRUE', [], limitOf(ctx))
}

const streamRecent = async (ctx: SpecContext<'socialStreamMedia'>): Promise<Reply> =>
  mediaList(ctx.db, siteFor(ctx), 'm.product_id = $3', [ctx.params.streamId], limitOf(ctx))

const categoryRecent = async (ctx: SpecContext<'socialCategoryMedia'>): Promise<Reply> => {
  const categoryId = ctx.query.get('categoryId')
  if (!categoryId) throw badPayload('categoryId is required')
  return mediaList(
    ctx.db,
    siteFor(ctx),
    'p.category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = $3)',
    [categoryId],
    limitOf(ctx),
  )
}

const customerRecent = async (): Promise<Reply> => ({ body: { data: [], total: 0 } })

const mediaStreams = async (ctx: SpecContext<'socialMediaStreams'>): Promise<Reply> => {
  const [row] = await ctx.db.query<{ product_id: string; name: string }>(
    `SELECT m.product_id, p.name FROM social_media m JOIN products p ON p.id = m.product_id WHERE m.id = $1`,
    [ctx.params.mediaId],
  )
  if (!row) throw notFound(`Media ${ctx.params.mediaId}`)
  return { body: { data: [{ id: row.product_id, name: row.name }] } }
}

const report = async (ctx: SpecContext<'socialMediaReport'>): Promise<Reply> => {
  const [row] = await ctx.db.query(`SELECT 1 FROM social_media WHERE id = $1`, [ctx.params.mediaId])
  if (!row) throw notFound(`Media ${ctx.params.mediaId}`)
  return { status: 202, body: { status: 'received' } }
}

export const socialRoutes: ReadonlyArray<RouteDef> = [
  route('socialRoot', { noDb: true, handler: async () => ({ body: { service: 'reference-social', status: 'ok' } }) }),
  route('socialStreamsMedia', { handler: recent }),
  route('socialStreamMedia', { handler: streamRecent }),
  route('socialCategoryMedia', { handler: categoryRecent }),
  route('socialCustomerMedia', { handler: customerRecent }),
  route('socialMediaStreams', { handler: mediaStreams }),
  route('socialMediaReport', { handler: report }),
]
