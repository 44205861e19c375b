// The location selector (spec 001: served by the internal interface): the brand's countries and languages.
import { createFileRoute } from '@tanstack/react-router'
import { locationSelectorQuery } from '../../api/queries'
import { BRAND_INFO } from '../../contract/site/sites'
import { LocationSelector } from '../../pages/LocationSelector'
import { pageLinks, samePathAlternates } from '../../seo/links'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/location-selector')({
  loader: ({ context: { queryClient, site } }) => queryClient.ensureQueryData(locationSelectorQuery(site)).then(() => undefined),
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'location.title')} | ${BRAND_INFO[match.context.site.brand].name}` }],
    links: pageLinks(match.context.settings.origin, match.context.site.brand, `/${match.context.site.locale}/location-selector`, samePathAlternates('/location-selector')),
  }),
  component: LocationSelectorRoute,
})

function LocationSelectorRoute() {
  const { site } = Route.useRouteContext()
  return <LocationSelector site={site} />
}
