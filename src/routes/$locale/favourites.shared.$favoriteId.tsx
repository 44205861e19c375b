// A favourites list someone shared, read-only (only with the favourites flag). Read by the page
// itself, so its query stays out of every page's first scripts. Not for search engines: the link is
// a private one.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { SharedFavouritesPage } from '../../pages/favourites/SharedFavouritesPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/favourites/shared/$favoriteId')({
  beforeLoad: ({ context }) => {
    if (!context.settings.favourites) throw notFound()
  },
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.sharedFavourites')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function SharedFavouritesRoute() {
    const { favoriteId } = Route.useParams()
    return <SharedFavouritesPage favoriteId={favoriteId.slice(0, 64)} />
  },
})
