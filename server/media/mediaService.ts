// Media service: generated SVG images. /media/p/{styleId}/{colourCode}/{n}.svg (n = 1 front,
// 2 back, 3 detail), /media/c/{categoryId}.svg, /media/hero/{name}.svg. An image never changes
// for a URL, so it is cached for a year (immutable).
import { notFound } from '../http/errors.ts'
import type { CallContext, RouteDef } from '../http/types.ts'
import { PALETTE } from '../lib/palette.ts'
import { hash32 } from '../lib/prng.ts'
import { categorySvg, heroSvg, productSvg } from './svg.ts'

const svgResponse = (svg: string): Response =>
  new Response(svg, {
    status: 200,
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  })

const fileParam = (ctx: CallContext, pattern: RegExp): string => {
  const match = pattern.exec(ctx.params.file as string)
  if (!match) throw notFound('Image')
  return match[1] as string
}

const productImage = async (ctx: CallContext): Promise<Response> => {
  const view = Number(fileParam(ctx, /^([1-3])\.svg$/))
  const [row] = await ctx.db.query<{ name: string; product_type: string; hex: string; colour_name: string }>(
    `SELECT p.name, p.product_type, c.hex, c.name AS colour_name FROM products p
     JOIN product_colours c ON c.product_id = p.id AND c.code = $2 WHERE p.id = $1`,
    [ctx.params.styleId, ctx.params.colourCode],
  )
  if (!row) throw notFound('Image')
  return svgResponse(productSvg(row.product_type, row.hex, view, `${row.name}, ${row.colour_name}`))
}

const CARD_COLOURS = PALETTE.filter((c) => ['FGR', 'RST', 'NVY', 'TEA', 'ORG', 'CBT', 'PLM', 'OLV', 'RED', 'YLW'].includes(c.code))

const categoryImage = async (ctx: CallContext): Promise<Response> => {
  const id = fileParam(ctx, /^(\d{4,10})\.svg$/)
  const [row] = await ctx.db.query<{ brand: string; name: string; product_type: string | null }>(
    `SELECT c.brand, c.names->>'en' AS name, coalesce(c.product_type, (
        SELECT l.product_type FROM category_closure cc JOIN categories l ON l.id = cc.descendant_id
        LEFT JOIN categories g ON g.id = l.parent_id
        WHERE cc.ancestor_id = c.id AND l.product_type IS NOT NULL ORDER BY cc.depth, g.position, l.position LIMIT 1)) AS product_type
     FROM categories c WHERE c.id = $1`,
    [id],
  )
  if (!row) throw notFound('Image')
  const colour = CARD_COLOURS[hash32(id) % CARD_COLOURS.length]!
  return svgResponse(categorySvg(row.product_type ?? 'jacket', colour.hex, row.brand, row.name))
}

const heroImage = async (ctx: CallContext): Promise<Response> => {
  const name = fileParam(ctx, /^([a-z0-9-]{1,64})\.svg$/)
  return svgResponse(heroSvg(name, name.replace(/-/g, ' ')))
}

export const mediaRoutes: ReadonlyArray<RouteDef> = [
  { method: 'GET', template: '/media/p/{styleId}/{colourCode}/{file}', handler: productImage },
  { method: 'GET', template: '/media/c/{file}', handler: categoryImage },
  { method: 'GET', template: '/media/hero/{file}', noDb: true, handler: heroImage },
]
