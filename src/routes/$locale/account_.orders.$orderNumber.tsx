// One order of the signed-in shopper: tracking, cancelling, return label, invoice. Not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailPage } from '../../pages/account/OrderDetailPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/account_/orders/$orderNumber')({
  head: ({ match, params }) => ({
    meta: [
      { title: `${t(match.context.site.language, 'route.order', { number: params.orderNumber.slice(0, 40) })} | ${BRAND_INFO[match.context.site.brand].name}` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function OrderDetailRoute() {
    const { orderNumber } = Route.useParams()
    return <OrderDetailPage orderNumber={orderNumber.slice(0, 40).toUpperCase()} />
  },
})
