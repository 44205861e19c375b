// Order confirmation (spec 000 section 2): the order placed from this device, from the engine's state
// (its events are written with strict durability before this page shows). Not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { OrderConfirmation } from '../../pages/checkout/OrderConfirmation'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/order-confirmation')({
  validateSearch: (search: Record<string, unknown>): { order: string } => ({ order: typeof search.order === 'string' ? search.order.slice(0, 32) : '' }),
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.orderConfirmation')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function OrderConfirmationRoute() {
    const { order } = Route.useSearch()
    return <OrderConfirmation orderNumber={order} />
  },
})
