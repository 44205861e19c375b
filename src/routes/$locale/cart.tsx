// Cart page: the engine's projected cart (server lines with pending changes laid over) and the totals
// the server computed. Quantity changes and removals are engine commands. Until the engine has read
// its log the page shows the copy of the cart stored on the device, whose line images a small head
// script preloads while the page loads (docs/decisions/0014).
import { createFileRoute } from '@tanstack/react-router'
import { storedImagesPreloadScript } from '../../engine/cartPreview'
import { CartView } from '../../shell/CartView'
import { BRAND_INFO } from '../../site/sites'

export const Route = createFileRoute('/$locale/cart')({
  head: ({ match }) => ({
    meta: [{ title: `Cart | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
    // The stored cart's line images start loading with the page (engine/cartPreview.ts).
    scripts: [{ children: storedImagesPreloadScript(match.context.site) }],
  }),
  component: CartView,
})
