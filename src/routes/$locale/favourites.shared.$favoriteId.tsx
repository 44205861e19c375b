// A favourites list someone shared, read-only, rendered on the server (only with the favourites flag).
// Not for search engines: the link is a private one.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { sharedFavouritesQuery } from '../../api/queries'
import { SharedFavouritesPage } from '../../pages/favourites/SharedFavouritesPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/favourites/shared/$favoriteId')({
  beforeLoad: ({ context }) => {
    if (!context.settings.favourites) throw notFound()
  },
  loader: async ({ context, params }) => {
    // Not shared (any more) is not an error of the page: it says so.
    await context.queryClient.prefetchQuery(sharedFavouritesQuery(context.site, params.favoriteId.slice(0, 64)))
  },
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.sharedFavourites')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function SharedFavouritesRoute() {
    const { favoriteId } = Route.useParams()
    return <SharedFavouritesPage favoriteId={favoriteId.slice(0, 64)} />
  },
})
