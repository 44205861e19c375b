// Content service (GET /{mode}/caas/v1/canvas/...): pages stored as JSON per site in content_pages
// (seeded by server/seed/contentPages.ts). mode is publish or preview; both read the same
// published content for now. Category and product pages without their own content answer an
// empty page when the category or product exists on the site, 404 API404 otherwise; a product
// without its own content gets the site's shared product content (slug `default`). The showcase
// lists the sections of one content type for the editors' preview tool.
import { DEFAULT_SHOWCASE_LIMIT, type CanvasPage } from '../../src/contract/schemas/content.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { notFound } from '../http/errors.ts'
import { route, type CallContext, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'

const MODES = new Set(['publish', 'preview'])

const checkMode = (ctx: CallContext): void => {
  if (!MODES.has(ctx.params.mode as string)) throw notFound(`Content mode ${ctx.params.mode}`)
}

const stored = async (db: Db, site: Site, kind: string, slug: string): Promise<unknown> => {
  const [row] = await db.query<{ body: unknown }>(`SELECT body FROM content_pages WHERE site_id = $1 AND kind = $2 AND slug = $3`, [site.siteId, kind, slug])
  return row?.body
}

const emptyPage = (site: Site, kind: string, slug: string, title: string): CanvasPage => ({
  id: `${site.siteId}:${kind}:${slug}`,
  siteId: site.siteId,
  page: kind,
  title,
  sections: [],
})

const storedPage =
  (kind: string, slugOf: (ctx: CallContext) => string) =>
  async (ctx: CallContext): Promise<Reply> => {
    checkMode(ctx)
    const site = ctx.site(ctx.params.siteId)
    const slug = slugOf(ctx)
    const body = await stored(ctx.db, site, kind, slug)
    if (body === undefined) throw notFound(`Content ${kind} ${slug} for ${site.siteId}`)
    return { body }
  }

const categoryPage = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site(ctx.params.siteId)
  const categoryId = ctx.params.categoryId as string
  const body = await stored(ctx.db, site, 'category', categoryId)
  if (body !== undefined) return { body }
  const [category] = await ctx.db.query<{ names: Record<string, string> }>(`SELECT names FROM categories WHERE id = $1 AND brand = $2`, [categoryId, site.brand])
  if (!category) throw notFound(`Category ${categoryId}`)
  const title = category.names[site.language] ?? ''
  const shared = (await stored(ctx.db, site, 'category', 'default')) as CanvasPage | undefined
  return { body: shared ? { ...shared, id: `${site.siteId}:category:${categoryId}`, page: categoryId, title } : emptyPage(site, 'category', categoryId, title) }
}

const productPage = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site(ctx.params.siteId)
  const productId = ctx.params.productId as string
  const [product] = await ctx.db.query<{ name: string }>(`SELECT name FROM products WHERE id = $1 AND brand = $2`, [productId, site.brand])
  if (!product) throw notFound(`Product ${productId}`)
  // A product's own content, else the site's content for every product page (its filter-by sections pick products).
  const own = await stored(ctx.db, site, 'product', productId)
  if (own !== undefined) return { body: own }
  const shared = (await stored(ctx.db, site, 'product', 'default')) as CanvasPage | undefined
  return { body: shared ? { ...shared, id: `${site.siteId}:product:${productId}`, page: productId, title: product.name } : emptyPage(site, 'product', productId, product.name) }
}

const popups = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site(ctx.params.siteId)
  return { body: emptyPage(site, 'popups', 'popups', 'Popups') }
}

/**
 * The showcase of a content type (the editors' preview tool): the sections of that type on the site's
 * pages, nested ones included (inside experiences, segmentations, filter-by sections), each once, in
 * page order; `layoutVariant` keeps those of that variant. Served in preview mode only, the sandbox
 * channel the spec gives showcase sites; publish answers 404.
 */
const showcase = async (ctx: SpecContext<'contentShowcase'>): Promise<Reply> => {
  checkMode(ctx)
  if (ctx.params.mode !== 'preview') throw notFound('The showcase is served in preview mode (the sandbox channel)')
  const site = ctx.site(ctx.params.siteId)
  const docType = ctx.params.docType as string
  const limit = Number(ctx.query.get('limit') ?? DEFAULT_SHOWCASE_LIMIT)
  const rows = await ctx.db.query<{ section: unknown }>(
    `SELECT section FROM (
       SELECT found.section, p.kind, p.slug, found.position,
         row_number() OVER (PARTITION BY found.section->>'id' ORDER BY p.kind, p.slug, found.position) AS nth
       FROM content_pages p
       CROSS JOIN LATERAL jsonb_path_query(p.body, 'strict $.** ? (@.type == $t && @.id.type() == "string")', jsonb_build_object('t', $2::text))
         WITH ORDINALITY AS found(section, position)
       WHERE p.site_id = $1 AND ($3::text IS NULL OR found.section->>'variant' = $3)
     ) s WHERE nth = 1 ORDER BY kind, slug, position LIMIT $4`,
    [site.siteId, docType, ctx.query.get('layoutVariant') || null, limit],
  )
  return { body: { docType, result: rows.map((row) => row.section) } }
}

export const contentRoutes: ReadonlyArray<RouteDef> = [
  route('contentPage', { handler: storedPage('page', (ctx) => ctx.params.page as string) }),
  route('contentAugmentedPage', { handler: storedPage('augmentedpage', (ctx) => ctx.params.page as string) }),
  route('contentMenu', { handler: storedPage('menu', () => 'menu') }),
  route('contentFooter', { handler: storedPage('footer', () => 'footer') }),
  route('contentCategory', { handler: categoryPage }),
  route('contentProduct', { handler: productPage }),
  route('contentPopups', { handler: popups }),
  route('contentShowcase', { handler: showcase }),
]
