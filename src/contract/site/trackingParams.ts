// Query parameters that say where a shopper came from, not what the page shows: campaign tags
// (`utm_*`) and the click ids ad platforms and mail tools append, one value per click. A page is the
// same with or without them, so the server's render cache keys and renders a page without them (a
// paid campaign's clicks share one cached page instead of one render each), and a route's loader
// reads only the parameters it validated (the router keeps unknown ones in `search`). The shopper's
// address bar keeps them, so analytics and the personalisation's page facts still see them.

/**
 * Campaign tags by prefix; click ids and mail tags by name: Google Ads (gclid, gbraid, wbraid,
 * gclsrc), Display & Video (dclid), Google's linker (_gl), Merchant listings (srsltid), Meta (fbclid),
 * Instagram (igshid), Microsoft Ads (msclkid), TikTok (ttclid), X (twclid), LinkedIn (li_fat_id),
 * Yandex (yclid), Mailchimp (mc_cid, mc_eid), HubSpot (_hsenc, _hsmi), Marketo (mkt_tok), Pinterest
 * (epik), Reddit (rdt_cid), Snapchat (sc_click_id), impact.com (irclickid), Adobe (ef_id, s_kwcid).
 * Also the service worker's precache matching (src/pwa/worker/serviceWorker.ts).
 */
export const TRACKING_PARAM =
  /^(?:utm_.*|gclid|gbraid|wbraid|gclsrc|dclid|_gl|srsltid|fbclid|igshid|msclkid|ttclid|twclid|li_fat_id|yclid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|epik|rdt_cid|sc_click_id|irclickid|ef_id|s_kwcid)$/i

export const isTrackingParam = (name: string): boolean => TRACKING_PARAM.test(name)

/** The name of one `name=value` piece of a query string, decoded as URLSearchParams would. */
const nameOf = (piece: string): string => {
  const raw = piece.split('=', 1)[0]!.replaceAll('+', ' ')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The URL without its tracking parameters (the same object when it has none). The other pieces keep
 * their order and their encoding byte for byte, so the page rendered is the one asked for.
 */
export const withoutTrackingParams = (url: URL): URL => {
  if (url.search.length < 2) return url
  const pieces = url.search.slice(1).split('&')
  const kept = pieces.filter((piece) => !isTrackingParam(nameOf(piece)))
  if (kept.length === pieces.length) return url
  const clean = new URL(url)
  clean.search = kept.filter((piece) => piece !== '').join('&')
  return clean
}

/** A parsed query without its tracking parameters (a route that reads its query whole). */
export const withoutTrackingKeys = <T extends Readonly<Record<string, unknown>>>(search: T): T => {
  if (!Object.keys(search).some(isTrackingParam)) return search
  return Object.fromEntries(Object.entries(search).filter(([name]) => !isTrackingParam(name))) as T
}
