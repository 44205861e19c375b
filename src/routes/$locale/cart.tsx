// Cart page: the engine's projected cart (server lines with pending changes laid over) and the totals
// the server computed. Quantity changes and removals are engine commands.
import { createFileRoute } from '@tanstack/react-router'
import { CartView } from '../../shell/CartView'
import { BRAND_INFO } from '../../site/sites'

export const Route = createFileRoute('/$locale/cart')({
  head: ({ match }) => ({ meta: [{ title: `Cart | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }] }),
  component: CartView,
})
