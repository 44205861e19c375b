// A content-managed page (/{locale}/content/{page}: GET …/page/{siteId}/{page}), rendered block by
// block: landing pages, guides, the journal with its article grid. Its query is part of the loader's
// input (the article grid's chosen tags), so the server renders a filtered grid too. An unknown page
// is the not-found page.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Blocks } from '../../../blocks/BlockRenderer'
import { contentPageQuery } from '../../../blocks/contentQueries'
import { pageContextOf } from '../../../blocks/pageContext'
import { CONTENT_SLUG } from '../../../contract/site/routeRules'
import { withoutTrackingKeys } from '../../../contract/site/trackingParams'
import { BRAND_INFO } from '../../../contract/site/sites'

export const Route = createFileRoute('/$locale/content/$page')({
  beforeLoad: ({ params }) => {
    // Articles have their own route (/{locale}/articles/{slug}).
    if (!CONTENT_SLUG.test(params.page) || params.page.startsWith('article-')) throw notFound()
  },
  // The page's query whole (the article grid's tags), less what only says where the shopper came from.
  loaderDeps: ({ search }) => ({ search: withoutTrackingKeys(search as Record<string, unknown>) }),
  // Imported here: route loaders are among every page's first scripts.
  loader: async ({ context: { queryClient, site }, params, location, deps }) =>
    (await import('../../../blocks/contentPageLoader')).loadContentPage(queryClient, site, params.page, pageContextOf(location.pathname, deps.search)),
  head: ({ loaderData, match }) => ({
    meta: [
      { title: `${loaderData?.title ?? ''} | ${BRAND_INFO[match.context.site.brand].name}` },
      ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
    ],
  }),
  component: ContentPageView,
})

function ContentPageView() {
  const { site } = Route.useRouteContext()
  const { page: name } = Route.useParams()
  const { data: page } = useSuspenseQuery(contentPageQuery(site, name))
  return (
    <>
      <h1 className={css({ srOnly: true })}>{page.title}</h1>
      <Blocks sections={page.sections} site={site} />
    </>
  )
}
