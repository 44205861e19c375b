// The web app manifest, one per brand: served by the server entry at /manifest.webmanifest for the
// brand of the request's host (docs/decisions/0002), with the start URL on the shopper's locale
// (the `locale` cookie, else the brand's default locale). The icons are the PNGs rendered from
// public/brand/{brand}/icon.svg by src/pwa/build/renderIcons.ts.
import { BRAND_PALETTES } from '../../theme/brands'
import { brandThemeColor } from '../../theme/brands'
import { BRAND_INFO, LOCALE_INFO, brandForHost, isBrand, isLocale, type Brand, type Locale } from '../../contract/site/sites'

export const MANIFEST_PATH = '/manifest.webmanifest'

/** Names short enough for a home-screen label (Chromium cuts short_name at about 12 characters). */
const SHORT_NAMES: Record<Brand, string> = { summit: 'Summit', fjell: 'Fjell' }

export interface ManifestIcon {
  readonly src: string
  readonly sizes: string
  readonly type: string
  readonly purpose?: 'any' | 'maskable'
}

export interface WebManifest {
  readonly id: string
  readonly name: string
  readonly short_name: string
  readonly description: string
  readonly lang: string
  readonly start_url: string
  readonly scope: string
  readonly display: 'standalone'
  readonly theme_color: string
  readonly background_color: string
  readonly icons: ReadonlyArray<ManifestIcon>
}

/** The icon files of a brand, as written by renderIcons.ts (the sizes Chromium asks for: 192 and 512, plus a maskable 512). */
export const brandIcons = (brand: Brand): ReadonlyArray<ManifestIcon> => [
  { src: `/brand/${brand}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: `/brand/${brand}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: `/brand/${brand}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: `/brand/${brand}/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
]

export const webManifest = (brand: Brand, locale: Locale): WebManifest => {
  const info = BRAND_INFO[brand]
  const palette = BRAND_PALETTES[brand]
  return {
    // A stable identity: the same installed app whatever locale it starts on.
    id: '/',
    name: info.name,
    short_name: SHORT_NAMES[brand],
    description: info.tagline,
    lang: LOCALE_INFO[locale].tag,
    start_url: `/${locale}`,
    scope: '/',
    display: 'standalone',
    theme_color: brandThemeColor(brand),
    background_color: palette.bg,
    icons: brandIcons(brand),
  }
}

const cookieValue = (cookieHeader: string | null, name: string): string | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/**
 * The brand of a raw request, by the same rule as brandOfRequest in src/site/settings.ts (forwarded host
 * first: the server entry leaves one only when a trusted proxy sent it, ./forwarded.ts).
 */
export const brandOfRawRequest = (request: Request): Brand => {
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || new URL(request.url).host
  const configured = process.env.DEFAULT_BRAND ?? 'summit'
  return brandForHost(host, process.env.BRAND_HOSTS, isBrand(configured) ? configured : 'summit')
}

/** GET /manifest.webmanifest. It depends on host and cookie, so it is revalidated on every use and never shared. */
export const manifestResponse = (request: Request): Response => {
  const brand = brandOfRawRequest(request)
  const cookieLocale = cookieValue(request.headers.get('cookie'), 'locale')
  const locale = cookieLocale && isLocale(cookieLocale) ? cookieLocale : BRAND_INFO[brand].defaultLocale
  return new Response(JSON.stringify(webManifest(brand, locale)), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'private, no-cache',
      vary: 'Cookie',
    },
  })
}
