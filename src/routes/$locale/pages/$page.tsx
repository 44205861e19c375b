// Static pages by name from the internal interface (/fapi/pages/{page}): /{locale}/pages/returns, ...
import { createFileRoute, notFound } from '@tanstack/react-router'
import { isNotFound } from '../../../api/queries'
import { staticPageQuery } from '../../../blocks/contentQueries'
import { STATIC_PAGE_NAME } from '../../../contract/site/routeRules'
import { BRAND_INFO } from '../../../contract/site/sites'
import { StaticPage } from '../../../pages/StaticPage'
import { pageLinks, samePathAlternates } from '../../../seo/links'

export const Route = createFileRoute('/$locale/pages/$page')({
  beforeLoad: ({ params }) => {
    if (!STATIC_PAGE_NAME.test(params.page)) throw notFound()
  },
  loader: async ({ context: { queryClient, site }, params }) => {
    try {
      const page = await queryClient.ensureQueryData(staticPageQuery(site, params.page))
      return { title: page.title }
    } catch (error) {
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, match, params }) => ({
    meta: [{ title: `${loaderData?.title ?? ''} | ${BRAND_INFO[match.context.site.brand].name}` }],
    links: pageLinks(match.context.settings.origin, match.context.site.brand, `/${match.context.site.locale}/pages/${params.page}`, samePathAlternates(`/pages/${params.page}`)),
  }),
  component: StaticPageRoute,
})

function StaticPageRoute() {
  const { site } = Route.useRouteContext()
  const { page } = Route.useParams()
  return <StaticPage site={site} name={page} />
}
