// Content service (GET /{mode}/caas/v1/canvas/...): pages stored as JSON per site in content_pages
// (seeded by server/seed/contentPages.ts). mode is publish or preview; both read the same
// published content for now. Category and product pages without their own content answer an
// empty page when the category or product exists on the site, 404 API404 otherwise.
import type { CanvasPage } from '../../src/contract/schemas/content.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { notFound } from '../http/errors.ts'
import { route, type CallContext, type Reply, type RouteDef } from '../http/types.ts'
import { localised } from '../commerce/present.ts'

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
  return { body: emptyPage(site, 'category', categoryId, category.names[site.language] ?? '') }
}

const productPage = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site(ctx.params.siteId)
  const productId = ctx.params.productId as string
  const [product] = await ctx.db.query<{ name: string }>(`SELECT ${localised('p', 'name', site.language)} AS name FROM products p WHERE p.id = $1 AND p.brand = $2`, [
    productId,
    site.brand,
  ])
  if (!product) throw notFound(`Product ${productId}`)
  return { body: emptyPage(site, 'product', productId, product.name) }
}

const popups = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site(ctx.params.siteId)
  return { body: emptyPage(site, 'popups', 'popups', 'Popups') }
}

export const contentRoutes: ReadonlyArray<RouteDef> = [
  route('contentPage', { handler: storedPage('page', (ctx) => ctx.params.page as string) }),
  route('contentAugmentedPage', { handler: storedPage('augmentedpage', (ctx) => ctx.params.page as string) }),
  route('contentMenu', { handler: storedPage('menu', () => 'menu') }),
  route('contentFooter', { handler: storedPage('footer', () => 'footer') }),
  route('contentCategory', { handler: categoryPage }),
  route('contentProduct', { handler: productPage }),
  route('contentPopups', { handler: popups }),
]
