// The content service's search (GET /{mode}/caas/v1/canvas/search/{siteId}/{searchType}, spec 002
// "getSearch for type 'article'"): the site's articles (server/seed/articles.ts) matching the
// shopper's query, understood as product search understands it (accents folded, misspellings
// corrected, synonyms; server/commerce/searchQuery.ts), ranked title before tags before text, then
// newest first; without a query every article, newest first. tagId narrows to articles with any of
// those tags; the tag facets count the articles of the query whatever tags are chosen. Paged with
// offset and limit. Only the 'article' search type exists (another is 404).
import type { ContentSearchQuery, ContentSearchResponse } from '../../src/contract/schemas/search.ts'
import { CALLS } from '../../src/contract/calls.ts'
import { articlePath } from '../../src/contract/site/routeRules.ts'
import { SEARCH_CONFIG, tsqueryOf, understandQuery } from '../commerce/searchQuery.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { decodeQuery } from '../http/decodeRequest.ts'
import { notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'

export const DEFAULT_ARTICLE_LIMIT = 6
const MODES = new Set(['publish', 'preview'])

interface ArticleRow {
  slug: string
  title: string
  eyebrow: string | null
  published_on: string
  picture: { src: string; alt: string; width: number; height: number }
  tags: Array<{ id: string; label: string }>
}

const run = async (db: Db, site: Site, tsquery: string | null, q: ContentSearchQuery) => {
  const params: unknown[] = [site.siteId]
  const add = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const query = tsquery === null ? null : `to_tsquery(${add(SEARCH_CONFIG[site.language])}::regconfig, ${add(tsquery)})`
  const matches = query === null ? 'TRUE' : `a.document @@ ${query}`
  const tags = q.tagId?.length ? `EXISTS (SELECT 1 FROM jsonb_array_elements(a.tags) t WHERE t ->> 'id' = ANY(${add(q.tagId)}::text[]))` : 'TRUE'
  const [row] = (await db.query<{ total: number; result: ArticleRow[]; facets: Array<{ id: string; label: string; count: number }> }>(
    `WITH found AS (
       SELECT a.*, ${query === null ? '0::real' : `ts_rank(a.document, ${query})`} AS rank FROM content_articles a WHERE a.site_id = $1 AND ${matches}
     ),
     chosen AS (SELECT * FROM found a WHERE ${tags})
     SELECT
       (SELECT count(*)::int FROM chosen) AS total,
       (SELECT coalesce(json_agg(json_build_object('slug', c.slug, 'title', c.title, 'eyebrow', c.eyebrow, 'published_on', c.published_on,
           'picture', c.picture, 'tags', c.tags) ORDER BY c.rank DESC, c.published_on DESC, c.position), '[]'::json)
        FROM (SELECT * FROM chosen ORDER BY rank DESC, published_on DESC, position OFFSET ${add(q.offset ?? 0)} LIMIT ${add(q.limit ?? DEFAULT_ARTICLE_LIMIT)}) c) AS result,
       (SELECT coalesce(json_agg(json_build_object('id', f.id, 'label', f.label, 'count', f.n) ORDER BY f.n DESC, f.label), '[]'::json)
        FROM (SELECT t ->> 'id' AS id, min(t ->> 'label') AS label, count(*)::int AS n FROM found a, jsonb_array_elements(a.tags) t GROUP BY t ->> 'id') f) AS facets`,
    params,
  )) as [{ total: number; result: ArticleRow[]; facets: Array<{ id: string; label: string; count: number }> }]
  return row
}

export const searchArticles = async (db: Db, site: Site, q: ContentSearchQuery): Promise<ContentSearchResponse> => {
  const text = q.q?.trim() ?? ''
  let row
  if (text === '') row = await run(db, site, null, q)
  else {
    const understood = await understandQuery(db, site, text)
    const all = tsqueryOf(understood.groups)
    row = await run(db, site, all ?? '', q)
    if (row.total === 0 && understood.groups.length > 1) row = await run(db, site, tsqueryOf(understood.groups, 'any'), q)
  }
  return {
    result: row.result.map((a) => ({
      id: a.slug,
      title: a.title,
      url: articlePath(site.locale, a.slug),
      picture: { url: a.picture.src, alt: a.picture.alt, width: a.picture.width, height: a.picture.height },
      tags: a.tags,
      eyebrow: a.eyebrow,
      date: String(a.published_on).slice(0, 10),
    })),
    facets: row.facets,
    numFound: row.total,
  }
}

const contentSearch = async (ctx: SpecContext<'contentSearch'>): Promise<Reply> => {
  if (!MODES.has(ctx.params.mode as string)) throw notFound(`Content mode ${ctx.params.mode}`)
  const site = ctx.site(ctx.params.siteId)
  if (ctx.params.searchType !== 'article') throw notFound(`Content search type ${ctx.params.searchType}`)
  return { body: await searchArticles(ctx.db, site, decodeQuery(CALLS.contentSearch.query, ctx.query) as ContentSearchQuery) }
}

export const articleSearchRoutes: ReadonlyArray<RouteDef> = [route('contentSearch', { handler: contentSearch })]
