// Cart page: the engine's projected cart (server lines with pending changes laid over) and the totals
// the server computed. Quantity changes and removals are engine commands. On the server the loader
// reads the copy of the cart the device keeps in the cart page's cookie (engine/cartCookie.ts), so the
// lines are in the page's HTML and the first line's image is preloaded from the top of the head (by
// React, for the line's high-priority <img>). The copy is the loader's data, dehydrated into the
// page, so the hydrating render shows the same lines. Without it (no cookie, a client-side visit)
// the page shows the localStorage copy once hydrated, whose line images a small head script preloads
// while the page loads (docs/decisions/0014, 0016).
import { createFileRoute } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { cartCookieName, type CookieSite } from '../../engine/cartCookie'
import { decodeCartCookie } from '../../engine/cartCookie.server'
import { storedImagesPreloadScript, type StoredCartPreview } from '../../engine/cartPreview'
import { CartView } from '../../pages/CartView'
import { ContentArea } from '../../blocks/ContentArea'
import { prepareContentArea } from '../../blocks/contentAreaModule'
import { augmentedPageQuery } from '../../blocks/contentQueries'
import { BRAND_INFO } from '../../contract/site/sites'

/** The cookie's copy on the server; null on the client, where the engine and the stored copy are at hand. */
const cookiePreview = createIsomorphicFn()
  .server((site: CookieSite): StoredCartPreview | null => decodeCartCookie(getCookie(cartCookieName(site))))
  .client((_site: CookieSite): StoredCartPreview | null => null)

export const Route = createFileRoute('/$locale/cart')({
  loader: async ({ context }) => {
    // The cart's content area (the `cart` augmented page; not critical: never rejects).
    await prepareContentArea(context.queryClient, context.site, augmentedPageQuery(context.site, 'cart'))
    return { preview: cookiePreview(context.site) }
  },
  head: ({ match, loaderData }) => ({
    meta: [{ title: `Cart | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
    // With lines in the HTML, the first line's <img fetchPriority="high"> is preloaded by React itself,
    // from the top of the head (before the module preloads, where a route's head link would come after
    // them). Without, the stored copy's line images start loading with the page (engine/cartPreview.ts).
    scripts: loaderData?.preview ? [] : [{ children: storedImagesPreloadScript(match.context.site) }],
  }),
  component: CartPage,
})

function CartPage() {
  const { preview } = Route.useLoaderData()
  const { site } = Route.useRouteContext()
  return (
    <>
      <ContentArea query={augmentedPageQuery(site, 'cart')} site={site} position="top" testId="cart" />
      <CartView serverPreview={preview} />
    </>
  )
}
