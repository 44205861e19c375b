// Locale layout: validates the locale segment, provides the site (brand + locale) to every page,
// starts the engine for this site on the client, and renders the shell (header, mini cart, footer).
import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { menuQuery } from '../api/queries'
import { EngineProvider } from '../engine/react'
import { SiteFooter } from '../pages/layout/SiteFooter'
import { SiteHeader } from '../pages/layout/SiteHeader'
import { NotFoundPage } from '../pages/NotFoundPage'
import { OfflineBanner } from '../pages/layout/OfflineBanner'
import { UpdatePrompt } from '../pages/layout/UpdatePrompt'
import { PerformanceBeacon } from '../pages/layout/PerformanceBeacon'
import { PersonalisationLayer } from '../pages/layout/Personalisation'
import { isLocale } from '../contract/site/sites'
import { siteContextOf } from '../site/useSite'

export const Route = createFileRoute('/$locale')({
  beforeLoad: ({ params, context }) => {
    if (!isLocale(params.locale)) throw notFound()
    return { site: siteContextOf(context.settings.brand, params.locale) }
  },
  loader: async ({ context }) => {
    // The menu is not critical: a failing content service leaves the header without categories.
    await context.queryClient.prefetchQuery(menuQuery(context.site))
  },
  component: LocaleLayout,
  notFoundComponent: NotFoundPage,
})

function LocaleLayout() {
  const { site } = Route.useRouteContext()
  return (
    <EngineProvider site={site}>
      <PersonalisationLayer>
        <OfflineBanner />
        <SiteHeader />
        <main id="main">
          <Outlet />
        </main>
        <SiteFooter />
        <UpdatePrompt />
        <PerformanceBeacon />
      </PersonalisationLayer>
    </EngineProvider>
  )
}
