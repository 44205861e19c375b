// Order tracking by order number and e-mail, for anyone (a guest on any device). Not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { TrackOrderPage } from '../../pages/account/TrackOrderPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/track-order')({
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.trackOrder')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: TrackOrderPage,
})
