// Article page (/{locale}/articles/{slug}): the content service's article page (GET …/page/{siteId}/
// article-{slug}, spec 002 "Article page"), whose article block shows the hero media, title (the
// page's h1), subtitle, date, text and related articles; the sections after it follow. Search content
// results and article grids lead here. An unknown article is the not-found page.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Blocks } from '../../../blocks/BlockRenderer'
import { contentPageQuery } from '../../../blocks/contentQueries'
import { articlePageSlug, CONTENT_SLUG } from '../../../contract/site/routeRules'
import { BRAND_INFO } from '../../../contract/site/sites'

export const Route = createFileRoute('/$locale/articles/$slug')({
  beforeLoad: ({ params }) => {
    if (!CONTENT_SLUG.test(params.slug)) throw notFound()
    return { page: articlePageSlug(params.slug) }
  },
  // Imported here: route loaders are among every page's first scripts.
  loader: async ({ context: { queryClient, site, page } }) =>
    (await import('../../../blocks/contentPageLoader')).loadContentPage(queryClient, site, page, {}, (article) => article.page === 'article'),
  head: ({ loaderData, match }) => ({
    meta: [
      { title: `${loaderData?.title ?? ''} | ${BRAND_INFO[match.context.site.brand].name}` },
      ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
      { property: 'og:type', content: 'article' },
    ],
  }),
  component: ArticlePage,
})

function ArticlePage() {
  const { site, page } = Route.useRouteContext()
  const { data: article } = useSuspenseQuery(contentPageQuery(site, page))
  return (
    <article>
      {/* The article block shows the title as the page's heading; a page without one still has it. */}
      {!article.sections.some((section) => section.type === 'articlePage') && <h1 className={css({ srOnly: true })}>{article.title}</h1>}
      <Blocks sections={article.sections} site={site} />
    </article>
  )
}
