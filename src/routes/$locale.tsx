// Locale layout: validates the locale segment, provides the site (brand + locale) to every page,
// starts the engine for this site on the client, and renders the shell (header with the mega menu,
// mini cart, footer from the content service, the #modal host and the pop-ups) and personalisation
// (the visitor's state and the page's decisions for the blocks, loaded once the page has hydrated).
import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { menuQuery } from '../api/queries'
import { loadBlock } from '../blocks/blockModules'
import { footerQuery } from '../blocks/contentQueries'
import { loadFooterBlocks } from '../blocks/footerItems/loadFooterBlocks'
import { loadMegaMenu } from '../blocks/megaMenu/loadMegaMenu'
import { ModalHost } from '../blocks/modal/ModalHost'
import { PopupSlot } from '../blocks/popups/PopupSlot'
import { CLOSED_COOKIE, ClosedFlagsProvider, closedCookieIn, parseClosed } from '../blocks/shared/closedFlags'
import { EngineProvider } from '../engine/react'
import { BlockActionsProvider } from '../pages/layout/BlockActionsProvider'
import { SiteFooter } from '../pages/layout/SiteFooter'
import { SiteHeader } from '../pages/layout/SiteHeader'
import { AssociateSlot } from '../pages/layout/AssociateSlot'
import { RoleSlot } from '../pages/layout/RoleSlot'
import { LazyNotFoundPage } from '../pages/LazyNotFoundPage'
import { OfflineBanner } from '../pages/layout/OfflineBanner'
import { UpdatePrompt } from '../pages/layout/UpdatePrompt'
import { PerformanceBeacon } from '../pages/layout/PerformanceBeacon'
import { Personalisation } from '../pages/layout/Personalisation'
import { SignedOutRedirect } from '../pages/layout/SignedOutRedirect'
import { isLocale } from '../contract/site/sites'
import { siteContextOf } from '../site/useSite'
import FavouriteHeart from '../commerce/FavouriteHeart'
import { TileActionContext, type TileAction } from '../ui/tileAction'

/**
 * The favourites heart on every product tile (when the favourites flag is on), in every page's first
 * scripts: loaded lazily, its import added a module preload link of the client's own, which carries
 * no integrity attribute (e2e/earlyInput.spec.ts).
 */
const heartOnTile: TileAction = (tile) => <FavouriteHeart {...tile} placement="tile" />
import { useHydrating } from '../pwa/browser/hydrationMark'

/** The bars the shopper closed (src/blocks/shared/closedFlags.tsx): the request's cookie on the server, the page's in the browser. */
const closedFlags = createIsomorphicFn()
  .server((): ReadonlyArray<string> => parseClosed(getCookie(CLOSED_COOKIE)))
  .client((): ReadonlyArray<string> => parseClosed(closedCookieIn(document.cookie)))

export const Route = createFileRoute('/$locale')({
  beforeLoad: ({ params, context }) => {
    if (!isLocale(params.locale)) throw notFound()
    return { site: siteContextOf(context.settings.brand, params.locale) }
  },
  loader: async ({ context }) => {
    const { queryClient, site } = context
    // Menu and footer are not critical: a failing content service leaves the header without the
    // menu and the footer without its content. The server renders both whole, so it loads their code.
    const footer = async () => {
      const page = await queryClient.ensureQueryData(footerQuery(site)).catch(() => undefined)
      if (!page || typeof window !== 'undefined') return
      const { prefetchBlocks } = await import('../blocks/registry')
      await Promise.all([prefetchBlocks(page.sections, queryClient, site), loadBlock(loadFooterBlocks)])
    }
    await Promise.all([
      queryClient.prefetchQuery(menuQuery(site)),
      footer(),
      typeof window === 'undefined' ? loadBlock(loadMegaMenu) : undefined,
    ])
    return { closed: closedFlags() }
  },
  component: LocaleLayout,
  notFoundComponent: LazyNotFoundPage,
})

function LocaleLayout() {
  const hydrating = useHydrating()
  const { site, settings } = Route.useRouteContext()
  const { closed } = Route.useLoaderData()
  return (
    <EngineProvider site={site}>
      <BlockActionsProvider>
        <ClosedFlagsProvider initial={closed}>
          <TileActionContext.Provider value={settings.favourites ? heartOnTile : null}>
            <OfflineBanner />
            <AssociateSlot />
            <SiteHeader />
            <RoleSlot />
            {/* The layout is a route's boundary, hydrated after the root: header and main say when (early input waits). */}
            <main id="main" {...hydrating}>
              <Outlet />
            </main>
            <SiteFooter />
            <ModalHost site={site} />
            <PopupSlot site={site} />
            <UpdatePrompt />
            <PerformanceBeacon />
            <SignedOutRedirect />
            <Personalisation />
          </TileActionContext.Provider>
        </ClosedFlagsProvider>
      </BlockActionsProvider>
    </EngineProvider>
  )
}
