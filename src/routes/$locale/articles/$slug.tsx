// Article page (/{locale}/articles/{slug}): the content service's article page (GET …/page/{siteId}/
// article-{slug}, spec 002 "Article page": hero media, title, subtitle, text), where search content
// results lead. An unknown article is the not-found page.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { isNotFound } from '../../../api/queries'
import { Blocks } from '../../../blocks/BlockRenderer'
import { contentPageQuery } from '../../../blocks/contentQueries'
import { articlePageSlug } from '../../../contract/site/routeRules'
import { BRAND_INFO } from '../../../contract/site/sites'

export const Route = createFileRoute('/$locale/articles/$slug')({
  beforeLoad: ({ params }) => {
    if (!/^[a-z0-9-]{1,80}$/.test(params.slug)) throw notFound()
    return { page: articlePageSlug(params.slug) }
  },
  loader: async ({ context: { queryClient, site, page } }) => {
    try {
      const article = await queryClient.ensureQueryData(contentPageQuery(site, page))
      if (article.page !== 'article') throw notFound()
      const { prefetchBlocks } = await import('../../../blocks/registry')
      await prefetchBlocks(article.sections, queryClient, site)
      return { title: article.title, description: article.description }
    } catch (error) {
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, match }) => ({
    meta: [
      { title: `${loaderData?.title ?? ''} | ${BRAND_INFO[match.context.site.brand].name}` },
      ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
    ],
  }),
  component: ArticlePage,
})

function ArticlePage() {
  const { site, page } = Route.useRouteContext()
  const { data: article } = useSuspenseQuery(contentPageQuery(site, page))
  return (
    <article className={css({ maxW: '4xl', mx: 'auto' })}>
      <h1 className={css({ srOnly: true })}>{article.title}</h1>
      <Blocks sections={article.sections} site={site} />
    </article>
  )
}
