// The document: <html> carries the brand theme (data-brand) and the shopper's language; every page
// renders inside it. Brand and flags come from the request (see src/site/settings.ts). The head links
// the brand's web manifest and icons; the service worker is registered from here, on the client only.
// Inline scripts carry the request's CSP nonce: the router takes it (createRouter({ ssr:
// routerSsrOptions() }), src/pwa/cspNonce.ts) and PageHead and Scripts put it on every tag.
import { Outlet, Scripts, createRootRouteWithContext, useParams } from '@tanstack/react-router'
import { PageHead } from '../seo/PageHead'
import { createIsomorphicFn } from '@tanstack/react-start'
import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import type { RouterContext } from '../router'
import { siteSettings } from '../site/settings'
import { BRAND_INFO, LOCALE_INFO, isLocale, type Brand } from '../contract/site/sites'
import { brandThemeColor } from '../theme/brands'
import { MANIFEST_PATH } from '../pwa/server/manifest'
import { ServiceWorkerMount } from '../pwa/browser/ServiceWorkerMount'
import { EARLY_INPUT_MARKER, earlyInputScript, handOverEarlyInput, replayEarlyInput } from '../pwa/browser/earlyInput'
import { DiscountSignContext } from '../ui/discountSign'
// Imported (not linked by URL) so the build inlines the stylesheet into each page (vite.config.ts,
// server.build.inlineCss): no render-blocking request before the first paint.
import '../styles.css'

/**
 * The early input script's text. The client's bundle minifies the capture differently from the
 * server's, so in the browser the head keeps the exact text the server sent: the element hydrates as
 * is instead of being replaced (which re-ran nothing, its guard returns, but was a hydration mismatch
 * and, on a shared page whose policy lists the script's hash, a blocked inline script). The capture
 * itself is server code: the browser's bundle does not carry it.
 */
const earlyInputText = createIsomorphicFn()
  .server(() => earlyInputScript())
  .client(() => [...document.scripts].find((s) => !s.src && s.text.startsWith(EARLY_INPUT_MARKER))?.text ?? '')
const EARLY_INPUT_SCRIPT = earlyInputText()

/**
 * The brand's colour for the browser's toolbar: the palette on the server; in the browser the value
 * the server wrote (the brand never changes within a page's life), so the palettes stay out of every
 * page's scripts.
 */
const themeColor = createIsomorphicFn()
  .server((brand: Brand) => brandThemeColor(brand))
  .client((_brand: Brand) => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content ?? '')

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: () => ({ settings: siteSettings() }),
  head: ({ match }) => {
    const brand = match.context.settings.brand
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: themeColor(brand) },
        { title: BRAND_INFO[brand].name },
        { name: 'description', content: `${BRAND_INFO[brand].name}: ${BRAND_INFO[brand].tagline}` },
      ],
      links: [
        { rel: 'icon', href: `/brand/${brand}/icon.svg`, type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: `/brand/${brand}/apple-touch-icon.png` },
        // With credentials, so the manifest's start URL can follow the shopper's locale cookie.
        { rel: 'manifest', href: MANIFEST_PATH, crossOrigin: 'use-credentials' },
      ],
      // Taps, choices and submissions made before hydration are kept for the app (pwa/browser/earlyInput.ts).
      scripts: [{ children: EARLY_INPUT_SCRIPT }],
    }
  },
  component: RootComponent,
})

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  const { settings } = Route.useRouteContext()
  const params = useParams({ strict: false }) as { locale?: string }
  const lang = params.locale && isLocale(params.locale) ? LOCALE_INFO[params.locale].tag : 'en'
  // The hydration's commit: React takes the events from here; then it is told what came before.
  useLayoutEffect(handOverEarlyInput, [])
  useEffect(() => void replayEarlyInput(), [])
  return (
    <html lang={lang} data-brand={settings.brand} data-origin={settings.origin} data-perf-ingest={settings.performanceIngest ? 'on' : undefined} data-inspector={settings.inspector ? 'on' : 'off'} data-favourites={settings.favourites ? 'on' : 'off'} data-cloud-video={settings.cloudVideo ? 'on' : undefined} data-associate-idle={settings.associateIdleMinutes} data-decision-timeout={settings.decisionTimeoutMs === 4000 ? undefined : settings.decisionTimeoutMs} data-discount-sign={settings.discountMinusSign ? undefined : 'off'}>
      <head>
        <PageHead />
      </head>
      <body>
        <DiscountSignContext.Provider value={settings.discountMinusSign}>{children}</DiscountSignContext.Provider>
        <ServiceWorkerMount />
        <Scripts />
      </body>
    </html>
  )
}
