// The brand's public origin, for the absolute URLs of canonical and alternate links, structured data,
// the sitemap and robots.txt. Behind a proxy or CDN the request's own origin may be an internal one:
// BRAND_ORIGINS names each brand's public origin (`summit=https://www.summit.example,fjell=https://www.fjell.example`);
// a brand it does not name uses the request's origin.
import { isBrand, type Brand } from '../contract/site/sites'

export const publicOrigin = (brand: Brand, requestOrigin: string, configured: string | undefined): string => {
  for (const pair of (configured ?? '').split(',')) {
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq).trim().toLowerCase()
    const origin = pair.slice(eq + 1).trim()
    if (eq > 0 && isBrand(name) && name === brand && URL.canParse(origin)) return new URL(origin).origin
  }
  return requestOrigin
}
