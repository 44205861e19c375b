// Content service (GET /{mode}/caas/v1/canvas/...): pages stored as JSON per site in content_pages
// (seeded by server/seed/contentPages.ts). mode is publish or preview; both read the same
// published content for now. Category and product pages without their own content get the site's
// default content of their kind (`default`) when the category or product exists on the site, 404
// API404 otherwise. Fragments (espots, #modal links) are named by id within the site of the standard
// context; children list the pages under a page (newest first by their article's date); the showcase lists the site's sections of one
// content type (the editors' preview tool); the pop-ups are one list per site.
import type { CanvasPage } from '../../src/contract/schemas/content.ts'
import { DEFAULT_SHOWCASE_LIMIT } from '../../src/contract/showcase.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { notFound } from '../http/errors.ts'
import { route, type CallContext, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
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

/** A page of `kind` for `slug`: its own content, else the site's default content of that kind under its own id, page and title. */
const ownOrDefault = (site: Site, kind: string, slug: string, title: string, own: unknown, fallback: CanvasPage | null): unknown => {
  if (own !== null) return own
  return fallback ? { ...fallback, id: `${site.siteId}:${kind}:${slug}`, page: slug, title } : emptyPage(site, kind, slug, title)
}

/** The content of a category's or product's page in one statement: its name, its own content and the site's default (null when absent). */
const OWN_AND_DEFAULT = (kind: 'category' | 'product') => `
  (SELECT c.body FROM content_pages c WHERE c.site_id = $3 AND c.kind = '${kind}' AND c.slug = $1) AS own,
  (SELECT c.body FROM content_pages c WHERE c.site_id = $3 AND c.kind = '${kind}' AND c.slug = 'default') AS fallback`

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

interface OwnAndDefault {
  readonly own: unknown
  readonly fallback: CanvasPage | null
}

const categoryPage = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site(ctx.params.siteId)
  const categoryId = ctx.params.categoryId as string
  const [category] = await ctx.db.query<{ names: Record<string, string> } & OwnAndDefault>(
    `SELECT names, ${OWN_AND_DEFAULT('category')} FROM categories WHERE id = $1 AND brand = $2`,
    [categoryId, site.brand, site.siteId],
  )
  if (!category) throw notFound(`Category ${categoryId}`)
  return { body: ownOrDefault(site, 'category', categoryId, category.names[site.language] ?? '', category.own, category.fallback) }
}

const productPage = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site(ctx.params.siteId)
  const productId = ctx.params.productId as string
  const [product] = await ctx.db.query<{ name: string } & OwnAndDefault>(
    `SELECT ${localised('p', 'name', site.language)} AS name, ${OWN_AND_DEFAULT('product')} FROM products p WHERE p.id = $1 AND p.brand = $2`,
    [productId, site.brand, site.siteId],
  )
  if (!product) throw notFound(`Product ${productId}`)
  return { body: ownOrDefault(site, 'product', productId, product.name, product.own, product.fallback) }
}

const fragment = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site()
  const fragmentId = ctx.params.fragmentId as string
  const body = await stored(ctx.db, site, 'fragment', fragmentId)
  if (body === undefined) throw notFound(`Fragment ${fragmentId} for ${site.siteId}`)
  return { body }
}

const children = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site(ctx.params.siteId)
  const parent = ctx.params.parentPageSlug as string
  const rows = await ctx.db.query<{ page: string; title: string; description: string | null }>(
    `SELECT slug AS page, body->>'title' AS title, body->>'description' AS description FROM content_pages
     WHERE site_id = $1 AND kind = 'page' AND body->>'parent' = $2
     ORDER BY coalesce((SELECT s->>'date' FROM jsonb_array_elements(body->'sections') AS s WHERE s->>'date' IS NOT NULL LIMIT 1), '') DESC, slug`,
    [site.siteId, parent],
  )
  if (rows.length === 0 && (await stored(ctx.db, site, 'page', parent)) === undefined) throw notFound(`Content page ${parent} for ${site.siteId}`)
  return { body: { parent, children: rows.map((r) => ({ page: r.page, title: r.title, ...(r.description ? { description: r.description } : {}) })) } }
}

const popups = async (ctx: CallContext): Promise<Reply> => {
  checkMode(ctx)
  const site = ctx.site(ctx.params.siteId)
  const body = await stored(ctx.db, site, 'popups', 'popups')
  return { body: body ?? { siteId: site.siteId, popups: [] } }
}

/**
 * The showcase of a content type (the editors' preview tool): the sections of that type on the site's
 * pages, nested ones included (inside experiences, segmentations, filter-by sections), each once, in
 * page order; `layoutVariant` keeps those of that variant; `limit` 1 to 50 (the router decoded it with
 * the contract's schema), default 20. The preview tool asks in preview mode (the sandbox channel the
 * spec gives showcase sites); both modes read the same content.
 */
const showcase = async (ctx: SpecContext<'contentShowcase'>): Promise<Reply> => {
  checkMode(ctx)
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
  route('contentFragment', { handler: fragment }),
  route('contentChildren', { handler: children }),
  route('contentShowcase', { handler: showcase }),
]
