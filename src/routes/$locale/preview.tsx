// The editors' preview tool (/{locale}/preview?docType&layoutVariant&limit): content of one type from
// the sandbox, rendered as the store renders it. Not for search engines (noindex). The query is decoded
// and bounded by the component (parsePreviewSearch), whose code loads with the page: the route's
// definition is in every page's entry.
import { createFileRoute } from '@tanstack/react-router'
import { BRAND_INFO } from '../../contract/site/sites'
import { PreviewPage } from '../../pages/preview/PreviewPage'
import { parsePreviewSearch } from '../../pages/preview/previewSearch'
import { PREVIEW_TITLE } from '../../pages/preview/previewTitle'

export const Route = createFileRoute('/$locale/preview')({
  validateSearch: (raw: Record<string, unknown>): Record<string, unknown> => raw,
  head: ({ match }) => ({
    meta: [{ title: `${PREVIEW_TITLE[match.context.site.language]} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: PreviewRoute,
})

function PreviewRoute() {
  const { site } = Route.useRouteContext()
  const search = parsePreviewSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  return <PreviewPage site={site} search={search} onSearch={(next) => void navigate({ search: { ...next } })} />
}
