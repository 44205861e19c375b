// The signed-in shopper's orders, a page at a time. Not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { OrderHistoryPage } from '../../pages/account/OrderHistoryPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/account_/orders/')({
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.orders')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: OrderHistoryPage,
})
