// The content service's article search (GET /{mode}/caas/v1/canvas/search/{siteId}/{searchType}, spec
// 002 section 7: "getSearch for type 'article'", offset, limit, tagId and the initial query; result,
// facets, numFound). Articles are the site's content pages `article-{slug}` with an article block
// (server/seed/articles.ts); newest first. The query matches the title, subtitle or text (case and
// accents as typed); tagId narrows to articles with any of those tags; the facets are the tags of the
// articles the query matches, with how many have each, whatever tags are chosen. Only the 'article'
// search type exists (another is 404).
import type { ContentSearchResponse } from '../../src/contract/schemas/articleSearch.ts'
import { articlePath } from '../../src/contract/site/routeRules.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'

export const DEFAULT_ARTICLE_LIMIT = 6
const MODES = new Set(['publish', 'preview'])

interface ArticleRow {
  slug: string
  title: string
  eyebrow: string | null
  date: string
  media: { src: string; alt: string; width: number; height: number }
  tags: Array<{ id: string; label: string }>
}

const likeOf = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const searchArticles = async (db: Db, site: Site, q: { q?: string; tagId?: ReadonlyArray<string>; offset?: number; limit?: number }): Promise<ContentSearchResponse> => {
  const text = q.q?.trim() ? likeOf(q.q.trim()) : null
  const tags = q.tagId && q.tagId.length > 0 ? [...q.tagId] : null
  const [row] = await db.query<{ total: number; result: ArticleRow[]; facets: Array<{ id: string; label: string; count: number }> }>(
    `WITH articles AS (
       SELECT substr(p.slug, 9) AS slug, s.section AS a FROM content_pages p, jsonb_array_elements(p.body->'sections') AS s(section)
       WHERE p.site_id = $1 AND p.kind = 'page' AND p.slug LIKE 'article-%' AND s.section->>'type' = 'articlePage'
     ),
     found AS (
       SELECT * FROM articles WHERE $2::text IS NULL OR a->>'title' ILIKE $2 OR coalesce(a->>'subtitle', '') ILIKE $2 OR coalesce(a->>'richText', '') ILIKE $2
     ),
     chosen AS (
       SELECT * FROM found WHERE $3::text[] IS NULL OR EXISTS (SELECT 1 FROM jsonb_array_elements(a->'tags') t WHERE t->>'id' = ANY($3::text[]))
     )
     SELECT
       (SELECT count(*)::int FROM chosen) AS total,
       (SELECT coalesce(json_agg(json_build_object('slug', c.slug, 'title', c.a->>'title', 'eyebrow', c.a->>'eyebrow', 'date', c.a->>'date', 'media', c.a->'media', 'tags', c.a->'tags')
           ORDER BY c.a->>'date' DESC, c.slug), '[]'::json)
        FROM (SELECT * FROM chosen ORDER BY a->>'date' DESC, slug OFFSET $4 LIMIT $5) c) AS result,
       (SELECT coalesce(json_agg(json_build_object('id', f.id, 'label', f.label, 'count', f.n) ORDER BY f.n DESC, f.label), '[]'::json)
        FROM (SELECT t->>'id' AS id, min(t->>'label') AS label, count(*)::int AS n FROM found, jsonb_array_elements(found.a->'tags') t GROUP BY t->>'id') f) AS facets`,
    [site.siteId, text, tags, q.offset ?? 0, q.limit ?? DEFAULT_ARTICLE_LIMIT],
  )
  const found = row ?? { total: 0, result: [], facets: [] }
  return {
    result: found.result.map((a) => ({
      id: a.slug,
      title: a.title,
      url: articlePath(site.locale, a.slug),
      picture: { url: a.media.src, alt: a.media.alt, width: a.media.width, height: a.media.height },
      tags: a.tags,
      eyebrow: a.eyebrow,
      date: a.date,
    })),
    facets: found.facets,
    numFound: found.total,
  }
}

const contentSearch = async (ctx: SpecContext<'contentSearch'>): Promise<Reply> => {
  if (!MODES.has(ctx.params.mode as string)) throw notFound(`Content mode ${ctx.params.mode}`)
  const site = ctx.site(ctx.params.siteId)
  if (ctx.params.searchType !== 'article') throw notFound(`Content search type ${ctx.params.searchType}`)
  // The router decoded the query with the contract's schema (bounded numbers, tag ids of a-z, 0-9 and dashes).
  const number = (name: string) => (ctx.query.get(name) === null ? undefined : Number(ctx.query.get(name)))
  return {
    body: await searchArticles(ctx.db, site, {
      ...(ctx.query.get('q') ? { q: ctx.query.get('q') as string } : {}),
      tagId: ctx.query.getAll('tagId'),
      ...(number('offset') === undefined ? {} : { offset: number('offset') }),
      ...(number('limit') === undefined ? {} : { limit: number('limit') }),
    }),
  }
}

export const articleSearchRoutes: ReadonlyArray<RouteDef> = [route('contentSearch', { handler: contentSearch })]
