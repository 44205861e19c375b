// The shopper's favourites (spec 000 section 2: only with the favourites flag, 404 without). Not for search engines.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { FavouritesPage } from '../../pages/favourites/FavouritesPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/favourites/')({
  beforeLoad: ({ context }) => {
    if (!context.settings.favourites) throw notFound()
  },
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.favourites')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: FavouritesPage,
})
